import type { QueryClient } from '@tanstack/query-core';
import type { ClientToolHandler } from '../../chat/runResponse';
import type { ChatEventHandlerName, ChatEventHandlers } from '../../chat/chatEvents';
import type { ChatKitServerApi } from '../../chat/chatKitApi';
import type { GetSession } from '../../client/sessionManager';
import type { FetchLike } from '../../client/transport';
import type { UrlPolicyOptions } from '../../security/urlPolicy';
import type { UikitLabels } from '../context/labels';
import type { HeaderIconName } from '../primitives/icons/iconNames';
import type { UikitAvatars } from '../context/RenderContext';
import type { WidgetActionHandler } from '../context/RenderContext';
import type { CustomWidgetComponent, UikitRenderers } from '../context/renderers';
import type { UikitTheme } from './theme';
import type { CommandsOption, EntitiesOption, EntityDisplay } from './parts/entities/entityOptions';

/**
 * A button of the host at one end of the chat header (`header.leftAction`, `header.rightAction`),
 * drawn as an icon: ChatKit's shape, with an accessible name added.
 *
 * @example
 * useUikit({ api, header: { rightAction: { icon: 'close', label: 'Close', onClick: close } } });
 */
export interface HeaderIconAction {
  /**
   * One of ChatKit's header icons (`sidebar-left`, `settings-cog`, `close`…), a widget icon name
   * or any lucide icon (`lucide:alarm-clock`; `WidgetIconGlyph` draws them all); an unknown name
   * keeps its place, empty.
   */
  icon: HeaderIconName | (string & {});
  /**
   * The button's accessible name and tooltip. Defaults to the icon's name in words
   * (`labels.headerAction`), which rarely says what your action does: give one.
   */
  label?: string;
  onClick: () => void;
}

/**
 * The header's title: `text` in place of the thread's title, or `enabled: false` for none.
 * ChatKit's shape; a plain string (the older form) is what is shown while a thread has no title.
 */
export interface HeaderTitleOption {
  /** Default true. */
  enabled?: boolean;
  /** Always shown, in place of the thread's title. */
  text?: string;
}

/** A button of the host in the chat header (`header.actions`). */
export interface HeaderAction {
  /** Accessible name and visible text. */
  label: string;
  /**
   * An icon shown instead of the text (the label stays its name): a ChatKit icon name or any lucide
   * icon (`lucide:alarm-clock`).
   */
  icon?: string;
  onClick: () => void;
}

/** A starter prompt on the start screen (`startScreen.prompts`); a click sends it. */
export interface StartPrompt {
  label: string;
  /** The message sent; defaults to the label. */
  prompt?: string;
  /** One of ChatKit's icon names (`clock`, `globe`…) or any lucide icon (`lucide:alarm-clock`). */
  icon?: string;
}

/**
 * A tool the user may pick in the composer (`composer.tools`), ChatKit's `ToolOption`: picked from
 * the tool menu (or its own button when `pinned`), shown as a removable chip, sent as
 * `inference_options.tool_choice`.
 *
 * @example
 * const tools: ComposerTool[] = [
 *   { id: 'web_search', label: 'Search the web', shortLabel: 'Search', icon: 'globe',
 *     placeholderOverride: 'Search for…' },
 * ];
 */
export interface ComposerTool {
  /** Sent as `inference_options.tool_choice.id`. */
  id: string;
  /** Its name in the menu. */
  label: string;
  /**
   * Shown in the menu, on its chip and on its pinned button: one of ChatKit's icon names (`clock`,
   * `globe`…) or any lucide icon (`lucide:alarm-clock`).
   */
  icon?: string;
  /** Shown in the composer's chip once picked (default: `label`). */
  shortLabel?: string;
  /** The composer's placeholder while this tool is picked. */
  placeholderOverride?: string;
  /** Its own button beside the composer instead of an entry in the menu. Default false. */
  pinned?: boolean;
  /** Stays picked after a send. Default false: the pick is for one message, as in ChatKit. */
  persistent?: boolean;
}

/**
 * A model the user may pick in the composer (`composer.models`), ChatKit's `ModelOption`.
 *
 * @example
 * const models: ComposerModel[] = [
 *   { id: 'fast', label: 'Fast', description: 'Quick answers', default: true },
 *   { id: 'deep', label: 'Deep', description: 'Not on your plan', disabled: true },
 * ];
 */
export interface ComposerModel {
  /** Sent as `inference_options.model`. */
  id: string;
  /** Its name in the menu and on the model button. */
  label: string;
  /** A second line in the menu. */
  description?: string;
  /** Shown, announced as unavailable, never picked. */
  disabled?: boolean;
  /** Used while the user has picked none (sent with the message). */
  default?: boolean;
}

/**
 * The disclaimer under the composer, ChatKit's `DisclaimerOption`: inline markdown (emphasis, code,
 * links through the URL policy; never HTML).
 */
export interface DisclaimerOption {
  /** Inline markdown. */
  text: string;
  /** Full-contrast text instead of muted. */
  highContrast?: boolean;
}

/** The uikit API, as `useUikit`'s `api` takes it. */
export interface UikitServiceApi {
  /** The uikit API's origin, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** Returns the session JSON from your session route; `current` is the one being replaced. */
  getSession: GetSession;
  fetch?: FetchLike;
}

/**
 * Everything `useUikit` takes. Callbacks are read when they run (through a ref), so inline functions
 * never cause re-renders or stale closures.
 */
/** Event listeners (`onReady`, `onError`, …) come from `ChatEventHandlers`, one per chat event. */
export interface UikitOptions extends ChatEventHandlers {
  /**
   * Where the chat connects (read once): the uikit API (`baseUrl`, and `getSession` for your
   * session route), or ChatKit's custom backend, a self-hosted ChatKit server
   * (`{ url, domainKey, fetch?, uploadStrategy? }`), whose dialect the chat then speaks.
   */
  api: UikitServiceApi | ChatKitServerApi;
  theme?: UikitTheme;
  header?: {
    enabled?: boolean;
    /**
     * A string: shown when the thread has no title (and none is coming). An object (ChatKit's
     * shape): `{ text }` always shown instead of the thread's title, `{ enabled: false }` for no
     * title at all.
     *
     * @example
     * header: { title: { text: 'Support' } }
     */
    title?: string | HeaderTitleOption;
    /** A button before the title (after the history toggle), drawn as an icon. */
    leftAction?: HeaderIconAction;
    /** A button at the end of the header, after the new-chat button, drawn as an icon. */
    rightAction?: HeaderIconAction;
    /** More buttons, beside the new-chat button: text, or an icon when given one. */
    actions?: readonly HeaderAction[];
  };
  history?: {
    /** Shown when the session's configuration allows it too. Default true. */
    enabled?: boolean;
    showRename?: boolean;
    showDelete?: boolean;
  };
  startScreen?: {
    /** Default: the `startGreeting` label ("What can I help with today?"). */
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
    /**
     * ChatKit's dictation: a microphone in the composer records the user, the service turns the
     * recording into text (`input.transcribe`) and the text lands in the field to edit. Hidden
     * where the browser cannot record, and for the rest of the chat once the service answers that
     * it does not transcribe (a 400). Default off.
     */
    dictation?: { enabled?: boolean };
  };
  /** Under the composer: inline markdown, as a string or with `highContrast`. */
  disclaimer?: string | DisclaimerOption;
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
  /**
   * The language of the chat's labels, dates and numbers, and of the `Accept-Language` it sends: a
   * BCP 47 tag. Default: the browser's languages (`navigator.languages`), the first with a
   * catalogue. Resolved through a fallback chain (`zh-Hant-TW` → `zh-Hant` → `zh` → English) and
   * ChatKit's aliases (`de` → `de-DE`, `es-MX` → `es-419`, `nb`/`no` → `nb-NO`). A catalogue
   * loads on demand; English shows until it arrives. `labels` still override any key.
   *
   * @example
   * useUikit({ api, locale: 'de' });
   */
  locale?: string;
  /**
   * The chat's direction. Default: right to left for a right-to-left locale (Arabic, Hebrew,
   * Persian, Urdu), else the page's. Given, it wins over the locale's.
   */
  dir?: 'ltr' | 'rtl';
  /**
   * Avatars beside the assistant's and the user's messages: an image URL or initials each. Off by
   * default.
   *
   * @example
   * useUikit({ api, avatars: { assistant: { src: '/bot.png' }, user: { initials: 'AK' } } });
   */
  avatars?: UikitAvatars;
  /** Replace any label (over the locale's catalogue): to reword, or to translate yourself. */
  labels?: Partial<UikitLabels>;
  urlPolicy?: UrlPolicyOptions;
  /** Handlers of client tools, by tool name. */
  onClientTool?: Readonly<Record<string, ClientToolHandler>>;
  /** `@`-mentions and tags (ChatKit's `EntitiesOption`): search, click and preview entities. */
  entities?: EntitiesOption;
  /** The `/` command menu (ChatKit's `CommandsOption`). */
  commands?: CommandsOption;
  /** Share your app's TanStack Query client (a react-query `QueryClient` is one); the kit keeps its data under the `uikit` key prefix. Read once. */
  queryClient?: QueryClient;
}

/**
 * The options the chat renders from, with every callback taken out: callbacks are read through the
 * control's latest ref when they run, so a new closure on each host render changes nothing here.
 */
export type UikitDisplayOptions = Omit<
  UikitOptions,
  | 'api'
  | 'onClientTool'
  | 'queryClient'
  | ChatEventHandlerName
  | 'header'
  | 'widgets'
  | 'entities'
  | 'commands'
> &
  EntityDisplay & {
    header?: Omit<NonNullable<UikitOptions['header']>, 'actions' | 'leftAction' | 'rightAction'> & {
      actions?: readonly Omit<HeaderAction, 'onClick'>[];
      leftAction?: Omit<HeaderIconAction, 'onClick'>;
      rightAction?: Omit<HeaderIconAction, 'onClick'>;
    };
    widgets?: Omit<NonNullable<UikitOptions['widgets']>, 'onAction'>;
  };
