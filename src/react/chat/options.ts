import type { QueryClient } from '@tanstack/query-core';
import type { AttachmentLimits } from '../../chat/attachmentLimits';
import type { UserMessageContent } from '../../chat/messageCommands';
import type { ClientTools } from '../../chat/runResponse';
import type { ClientWidgetActionHandler } from '../../wire/widgetActions';
import type { ChatEventHandlerName, ChatEventHandlers } from '../../chat/chatEvents';
import type { ChatKitServerApi } from '../../chat/chatKitApi';
import type { GetClientSecret } from '../../client/sessionFromSecret';
import type { GetSession } from '../../client/sessionManager';
import type { FetchLike } from '../../client/transport';
import type { UrlPolicyOptions } from '../../security/urlPolicy';
import type { ThreadItemAction } from '../context/ItemActionsContext';
import type { UikitLabels } from '../context/labels';
import type { HeaderIconName } from '../primitives/icons/iconNames';
import type { UikitAvatars } from '../context/RenderContext';
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
  /**
   * The message sent: text, or content parts (text and entity tags, as ChatKit's
   * `UserMessageContent`). Defaults to the label.
   */
  prompt?: string | readonly UserMessageContent[];
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
 * The uikit API with ChatKit's hosted-mode `getClientSecret`, which resolves with the client
 * secret alone (not the session): the chat reads the session's configuration with it
 * (`GET /uikit/sessions/current`; the protocol's defaults where a service has no such route) and
 * calls it again, with the current secret, to renew.
 *
 * @example
 * api: { baseUrl: 'https://api.example.com', getClientSecret: async () => (await mint()).client_secret }
 */
export interface UikitHostedApi {
  /** The uikit API's origin (ChatKit hard-codes OpenAI's; here it is yours). */
  baseUrl: string;
  getClientSecret: GetClientSecret;
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
   * session route, or ChatKit's `getClientSecret`), or ChatKit's custom backend, a self-hosted
   * ChatKit server (`{ url, domainKey, fetch?, uploadStrategy? }`), whose dialect the chat then
   * speaks.
   */
  api: UikitServiceApi | UikitHostedApi | ChatKitServerApi;
  /** The look: a colour scheme alone (`'dark'`, as ChatKit takes it) or a whole theme. */
  theme?: UikitTheme | NonNullable<UikitTheme['colorScheme']>;
  /**
   * The chat region's accessible name (ChatKit's `frameTitle`): what a screen reader announces on
   * entering it. Default: the `chat` label ("Chat").
   */
  frameTitle?: string;
  thread?: {
    /**
     * Follows an answer as it streams while the reader is at the bottom (ChatKit's
     * `thread.autoScroll`); false: the view stays put and the jump-to-latest button shows. Default
     * true.
     */
    autoScroll?: boolean;
  };
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
    /**
     * The host's limits on attachments, ChatKit's shape, checked with the session's before anything
     * is uploaded (the stricter wins): `enabled: false`, `maxSize` (bytes, or per MIME type),
     * `maxCount` (per message), `accept` (patterns, or MIME types with their extensions).
     */
    attachments?: AttachmentLimits;
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
  /**
   * The actions under answers (once per turn, under its final answer) and user messages: ChatKit's
   * `copy` (default on, under both), `feedback` and `retry` (default off), and the host's own
   * (`custom`), after them: the first two as buttons, any more in a "More actions" menu.
   *
   * @example
   * threadItemActions: {
   *   feedback: true,
   *   custom: [{ id: 'share', label: 'Share', icon: 'share', onClick: (item) => share(item) }],
   * }
   */
  threadItemActions?: {
    feedback?: boolean;
    retry?: boolean;
    copy?: boolean;
    /** The host's own actions (not ChatKit's): see {@link ThreadItemAction}. */
    custom?: readonly ThreadItemAction[];
  };
  widgets?: {
    /**
     * Handles widget actions whose `handler` is `client`, as ChatKit calls it: `(action,
     * widgetItem)` with `{ id, widget }`, and `{ itemId, node }` third. Server actions go to the
     * workflow.
     */
    onAction?: ClientWidgetActionHandler;
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
  /**
   * The page's client tools: ChatKit's one function of `{ name, params }`, or a handler per tool
   * name.
   *
   * @example
   * onClientTool: async ({ name }) => (name === 'get_time' ? { now: Date.now() } : { error: name })
   */
  onClientTool?: ClientTools;
  /** `@`-mentions and tags (ChatKit's `EntitiesOption`): search, click and preview entities. */
  entities?: EntitiesOption;
  /** The `/` command menu (ChatKit's `CommandsOption`). */
  commands?: CommandsOption;
  /**
   * The TanStack Query client for the chat's threads and pages. Default: the client of the
   * `QueryClientProvider` around the chat, else the chat's own. The kit keeps its data under the
   * `['uikit', …]` key prefix and never mounts or clears your client. Read once.
   */
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
  | 'theme'
  | 'threadItemActions'
> &
  EntityDisplay & {
    /** Always the object form (a colour scheme alone becomes `{ colorScheme }`). */
    theme?: UikitTheme;
    header?: Omit<NonNullable<UikitOptions['header']>, 'actions' | 'leftAction' | 'rightAction'> & {
      actions?: readonly Omit<HeaderAction, 'onClick'>[];
      leftAction?: Omit<HeaderIconAction, 'onClick'>;
      rightAction?: Omit<HeaderIconAction, 'onClick'>;
    };
    widgets?: Omit<NonNullable<UikitOptions['widgets']>, 'onAction'>;
    threadItemActions?: Omit<NonNullable<UikitOptions['threadItemActions']>, 'custom'> & {
      custom?: readonly Omit<ThreadItemAction, 'onClick'>[] | undefined;
    };
  };
