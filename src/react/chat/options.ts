import type { QueryClient } from '@tanstack/query-core';
import type { ClientToolHandler } from '../../chat/runResponse';
import type { ChatEventHandlerName, ChatEventHandlers } from '../../chat/chatEvents';
import type { GetSession } from '../../client/sessionManager';
import type { FetchLike } from '../../client/transport';
import type { UrlPolicyOptions } from '../../security/urlPolicy';
import type { UikitLabels } from '../context/labels';
import type { UikitAvatars } from '../context/RenderContext';
import type { WidgetActionHandler } from '../context/RenderContext';
import type { CustomWidgetComponent, UikitRenderers } from '../context/renderers';
import type { UikitTheme } from './theme';

/** A button of the host in the chat header (`header.actions`). */
export interface HeaderAction {
  /** Accessible name and visible text. */
  label: string;
  /** An icon of the widget icon set, shown instead of the text (the label stays its name). */
  icon?: string;
  onClick: () => void;
}

/** A starter prompt on the start screen (`startScreen.prompts`); a click sends it. */
export interface StartPrompt {
  label: string;
  /** The message sent; defaults to the label. */
  prompt?: string;
  icon?: string;
}

/** A tool the user may pick in the composer (`composer.tools`). */
export interface ComposerTool {
  /** Sent as `inference_options.tool_choice.id`. */
  id: string;
  label: string;
}

/** A model the user may pick in the composer (`composer.models`). */
export interface ComposerModel {
  /** Sent as `inference_options.model`. */
  id: string;
  label: string;
  default?: boolean;
}

/**
 * Everything `useUikit` takes. Callbacks are read when they run (through a ref), so inline functions
 * never cause re-renders or stale closures.
 */
/** Event listeners (`onReady`, `onError`, …) come from `ChatEventHandlers`, one per chat event. */
export interface UikitOptions extends ChatEventHandlers {
  api: {
    /** The uikit API's origin, e.g. `https://api.example.com` (read once). */
    baseUrl: string;
    /** Returns the session JSON from your session route; `current` is the one being replaced. */
    getSession: GetSession;
    fetch?: FetchLike;
  };
  theme?: UikitTheme;
  header?: {
    enabled?: boolean;
    /** Shown when the thread has no title (and none is coming). */
    title?: string;
    actions?: readonly HeaderAction[];
  };
  history?: {
    /** Shown when the session's configuration allows it too. Default true. */
    enabled?: boolean;
    showRename?: boolean;
    showDelete?: boolean;
  };
  startScreen?: {
    greeting?: string;
    prompts?: readonly StartPrompt[];
  };
  composer?: {
    placeholder?: string;
    attachments?: {
      /** `accept` patterns: `image/*`, `.pdf`, `application/json`. Default: any type. */
      accept?: readonly string[];
    };
    tools?: readonly ComposerTool[];
    models?: readonly ComposerModel[];
  };
  disclaimer?: string;
  threadItemActions?: {
    feedback?: boolean;
    retry?: boolean;
    copy?: boolean;
  };
  widgets?: {
    /** Handles widget actions whose `handler` is `client`; server actions go to the workflow. */
    onAction?: WidgetActionHandler;
    components?: Readonly<Record<string, CustomWidgetComponent>>;
  };
  renderers?: UikitRenderers;
  /**
   * The thread to open first: its id, null for a new chat (the default), or `'last'` for the
   * thread this user had open when they last left, in this browser (remembered in `localStorage`
   * per API, workflow and user; a new chat when there is none, it is gone, or storage is off).
   * Read once.
   *
   * @example
   * useUikit({ api: { baseUrl, getSession }, initialThread: 'last' });
   */
  initialThread?: 'last' | (string & {}) | null;
  locale?: string;
  /**
   * Avatars beside the assistant's and the user's messages: an image URL or initials each. Off by
   * default.
   *
   * @example
   * useUikit({ api, avatars: { assistant: { src: '/bot.png' }, user: { initials: 'AK' } } });
   */
  avatars?: UikitAvatars;
  labels?: Partial<UikitLabels>;
  urlPolicy?: UrlPolicyOptions;
  /** Handlers of client tools, by tool name. */
  onClientTool?: Readonly<Record<string, ClientToolHandler>>;
  /** Share your app's TanStack Query client (a react-query `QueryClient` is one); the kit keeps its data under the `uikit` key prefix. Read once. */
  queryClient?: QueryClient;
}

/**
 * The options the chat renders from, with every callback taken out: callbacks are read through the
 * control's latest ref when they run, so a new closure on each host render changes nothing here.
 */
export type UikitDisplayOptions = Omit<
  UikitOptions,
  'api' | 'onClientTool' | 'queryClient' | ChatEventHandlerName | 'header' | 'widgets'
> & {
  header?: Omit<NonNullable<UikitOptions['header']>, 'actions'> & {
    actions?: readonly Omit<HeaderAction, 'onClick'>[];
  };
  widgets?: Omit<NonNullable<UikitOptions['widgets']>, 'onAction'>;
};
