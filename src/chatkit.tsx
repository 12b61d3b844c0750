/**
 * `uikit-react/chatkit`: ChatKit's React API, name for name, over the kit's own chat. A ChatKit app
 * moves over by replacing the module specifiers `@openai/chatkit-react` and `@openai/chatkit` with
 * this one (and giving its hosted `api` a `baseUrl`, the uikit API's origin; without one, the
 * page's). `<ChatKit>` renders an `openai-chatkit` element, which this entry defines, with the
 * kit's chat inside it: pages that wait for `customElements.whenDefined('openai-chatkit')` or style
 * `openai-chatkit` keep working, and the element has ChatKit's methods and `chatkit.*` events.
 */
import {
  createElement,
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type RefObject,
} from 'react';
import { CHAT_EVENT_NAMES, chatEventDomName, chatEventHandlerName } from './chat/chatEvents';
import type {
  AttachmentReference,
  CatalogueLocale,
  ChatEventHandlerName,
  ChatEventHandlers,
  ChatEventMap,
  ChatEventName,
  ChatKitServerApi,
  ChatKitUploadStrategy,
  ComposerModel,
  ComposerTool,
  DisclaimerOption as UikitDisclaimerOption,
  GetClientSecret,
  HeaderIconName,
  StartPrompt,
  UikitCommands,
  UikitControl,
  UikitFontSource,
  UikitOptions,
  UikitTheme,
  UikitThemeColor,
  UikitTypography,
  UserMessageContent as UikitUserMessageContent,
} from 'uikit-react';

export type {
  CommandSelection,
  CommandsOption,
  EntitiesOption,
  Entity,
  ComposerCommand as Command,
} from 'uikit-react';
// Not ChatKit's: the kit's own actions under thread items (`threadItemActions.custom`), which
// ChatKit's options take here as an addition.
export type { ThreadItemAction, ThreadItemActionTarget } from 'uikit-react';
import { createRoot, type Root } from 'react-dom/client';
import { UikitChat } from './react/chat/UikitChat';
import { useUikit } from './react/chat/useUikit';

/** ChatKit's hosted mode: the client secret from your server, and the uikit API's origin. */
export interface HostedApiConfig {
  getClientSecret: GetClientSecret;
  /** The uikit API's origin (ChatKit's is OpenAI's, fixed). Default: the page's origin. */
  baseUrl?: string;
}

/** ChatKit's custom backend: a self-hosted ChatKit server (see stories/guides/ChatKit.mdx). */
export type CustomApiConfig = ChatKitServerApi;

/**
 * What each event carries, as ChatKit's `ChatKitEvents` declare it: the kit's payloads, with an
 * `Error` for every error (a thrown string arrives as one, the value as its `cause`) and an
 * effect's `data` an object or absent (other JSON arrives as `{ value }`).
 */
export interface ChatKitEventDetails extends Omit<ChatEventMap, 'error' | 'effect'> {
  /** What failed, always an `Error`. */
  error: { error: Error };
  /** A `client_effect` for the page: its name, and its data when it has any. */
  effect: { name: string; data?: Record<string, unknown> };
}

/** ChatKit's event handler options (`onReady`, `onError`, `onThreadChange`, …), one per event. */
export type ChatKitEventHandlers = {
  [K in ChatEventName as ChatEventHandlerName<K>]?: (event: ChatKitEventDetails[K]) => void;
};

/** ChatKit's options (`ChatKitOptions` of `@openai/chatkit` 1.9): the kit's own, which take them. */
export type ChatKitOptions = Omit<UikitOptions, 'api' | ChatEventHandlerName> &
  ChatKitEventHandlers & {
    api: HostedApiConfig | CustomApiConfig;
  };

/** `useChatKit`'s options: ChatKit's, with its event handlers (`onReady`, `onError`, …). */
export type UseChatKitOptions = ChatKitOptions;

// ChatKit's type names for what the kit takes (`@openai/chatkit` 1.9), so an app's annotations
// keep compiling: each is the kit's own type, which accepts ChatKit's shapes.

/** ChatKit's colour scheme (the kit also takes `'system'`). */
export type ColorScheme = 'light' | 'dark';
/** ChatKit's `theme` object: the kit's theme. */
export type ThemeOption = UikitTheme;
/** ChatKit's `theme.typography`. */
export type TypographyOption = UikitTypography;
/** ChatKit's `theme.color`. */
export type ColorOption = UikitThemeColor;
/** ChatKit's `theme.color.grayscale`: the neutral palette's hue, tint and shade. */
export type GrayscaleOptions = NonNullable<UikitThemeColor['grayscale']>;
/** ChatKit's `theme.color.accent`. */
export type AccentColor = NonNullable<UikitThemeColor['accent']>;
/** ChatKit's `theme.color.surface`: background and foreground. */
export type SurfaceColors = NonNullable<UikitThemeColor['surface']>;
/** A webfont of `theme.typography.fontSources`. */
export type FontObject = UikitFontSource;
/** A Lucide icon by name, `lucide:<name>`. */
export type LucideIcon = `lucide:${string}`;
/** An icon name ChatKit takes: its built-in names, or a Lucide icon. */
export type ChatKitIcon = HeaderIconName | LucideIcon | (string & {});
/** An icon of a header button. */
export type HeaderIcon = ChatKitIcon;
/** ChatKit's `header`. */
export type HeaderOption = NonNullable<UikitOptions['header']>;
/** ChatKit's `history`. */
export type HistoryOption = NonNullable<UikitOptions['history']>;
/** ChatKit's `startScreen`. */
export type StartScreenOption = NonNullable<UikitOptions['startScreen']>;
/** A starter prompt: text or content parts. */
export type StartScreenPrompt = StartPrompt;
/** ChatKit's `widgets`. */
export type WidgetsOption = NonNullable<UikitOptions['widgets']>;
/** ChatKit's `disclaimer` object. */
export type DisclaimerOption = UikitDisclaimerOption;
/** ChatKit's `threadItemActions`. */
export type ThreadItemActionsOption = NonNullable<UikitOptions['threadItemActions']>;
/** ChatKit's `thread`. */
export type ThreadOption = NonNullable<UikitOptions['thread']>;
/** ChatKit's `composer`. */
export type ComposerOption = NonNullable<UikitOptions['composer']>;
/** A tool of `composer.tools`. */
export type ToolOption = ComposerTool;
/** A model of `composer.models`. */
export type ModelOption = ComposerModel;
/** `{ id }` of a tool, for one message. */
export interface ToolChoice {
  id: string;
}
/** A part of a message's content: text or an entity tag. */
export type UserMessageContent = UikitUserMessageContent;
/** A file uploaded already, for `sendUserMessage` and `setComposerValue`. */
export type Attachment = AttachmentReference;
/** How a custom backend takes uploads. */
export type FileUploadStrategy = ChatKitUploadStrategy;
/** A locale tag (BCP 47); every one of ChatKit's has a catalogue. */
export type SupportedLocale = string;
/** A locale with labels of its own besides English: ChatKit's translated locales, each one here. */
export type TranslatedLocale = Exclude<CatalogueLocale, 'en'>;

/** The element `<ChatKit>` renders: ChatKit's methods, each a promise, and its events. */
export interface OpenAIChatKit extends HTMLElement, UikitCommands {
  /** Replaces the options. Here the React `useChatKit` owns them: this is for ChatKit's API. */
  setOptions(options: ChatKitOptions): void;
  /**
   * Listens to one of ChatKit's events, typed by its name.
   *
   * @example
   * chatkit.addEventListener('chatkit.error', (event) => report(event.detail.error));
   */
  addEventListener<K extends keyof ChatKitEvents>(
    type: K,
    listener: EventHandler<K>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Any other event, as on every element. */
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Stops listening to one of ChatKit's events. */
  removeEventListener<K extends keyof ChatKitEvents>(
    type: K,
    listener: EventHandler<K>,
    options?: boolean | EventListenerOptions,
  ): void;
  /** Stops listening to any other event. */
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** What `<ChatKit control={control} />` renders. Pass it on. */
export interface ChatKitControl {
  readonly chat: UikitControl;
  readonly commands: UikitCommands;
  setInstance(instance: OpenAIChatKit | null): void;
}

/** What `useChatKit` returns: ChatKit's methods, the control and a ref to the element. */
export type UseChatKitReturn = UikitCommands & {
  control: ChatKitControl;
  ref: RefObject<OpenAIChatKit | null>;
};

/** The `chatkit.*` events of the element, as ChatKit names them, each with its `detail`. */
export interface ChatKitEvents {
  'chatkit.ready': CustomEvent<ChatKitEventDetails['ready']>;
  'chatkit.error': CustomEvent<ChatKitEventDetails['error']>;
  'chatkit.effect': CustomEvent<ChatKitEventDetails['effect']>;
  'chatkit.deeplink': CustomEvent<ChatKitEventDetails['deeplink']>;
  'chatkit.response.start': CustomEvent<ChatKitEventDetails['responseStart']>;
  'chatkit.response.end': CustomEvent<ChatKitEventDetails['responseEnd']>;
  'chatkit.history.open': CustomEvent<ChatKitEventDetails['historyOpen']>;
  'chatkit.history.close': CustomEvent<ChatKitEventDetails['historyClose']>;
  'chatkit.thread.change': CustomEvent<ChatKitEventDetails['threadChange']>;
  'chatkit.thread.load.start': CustomEvent<ChatKitEventDetails['threadLoadStart']>;
  'chatkit.thread.load.end': CustomEvent<ChatKitEventDetails['threadLoadEnd']>;
  'chatkit.tool.change': CustomEvent<ChatKitEventDetails['toolChange']>;
  'chatkit.log': CustomEvent<ChatKitEventDetails['log']>;
}

/** A listener of one `chatkit.*` event. */
export type EventHandler<K extends keyof ChatKitEvents> = (event: ChatKitEvents[K]) => unknown;

const TAG = 'openai-chatkit';

/** Whether a `getClientSecret` api was given. */
function isHosted(api: ChatKitOptions['api']): api is HostedApiConfig {
  return 'getClientSecret' in api;
}

/** A chat event's payload as ChatKit declares its detail (see `ChatKitEventDetails`). */
function chatKitDetail<K extends ChatEventName>(
  name: K,
  payload: ChatEventMap[K],
): ChatKitEventDetails[K] {
  if (name === 'error') {
    const { error } = payload as ChatEventMap['error'];
    const detail: ChatKitEventDetails['error'] = {
      error: error instanceof Error ? error : new Error(String(error), { cause: error }),
    };
    return detail as ChatKitEventDetails[K];
  }
  if (name === 'effect') {
    const { name: effect, data } = payload as ChatEventMap['effect'];
    const detail: ChatKitEventDetails['effect'] =
      data === null || data === undefined
        ? { name: effect }
        : { name: effect, data: isRecord(data) ? data : { value: data } };
    return detail as ChatKitEventDetails[K];
  }
  return payload as ChatKitEventDetails[K];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * ChatKit's options as `useUikit` takes them: the hosted `api` gets its origin, and each event
 * handler hears ChatKit's detail.
 */
function uikitOptions(options: ChatKitOptions): UikitOptions {
  const { api } = options;
  const handlers = Object.fromEntries(
    CHAT_EVENT_NAMES.flatMap((name) => {
      const handler = options[chatEventHandlerName(name)] as
        ((detail: unknown) => void) | undefined;
      if (!handler) return [];
      const heard = (payload: ChatEventMap[typeof name]) => {
        handler(chatKitDetail(name, payload));
      };
      return [[chatEventHandlerName(name), heard]];
    }),
  ) as ChatEventHandlers;
  // The handlers above replace ChatKit's, which hear ChatKit's details.
  const rest = options as Omit<ChatKitOptions, ChatEventHandlerName>;
  if (!isHosted(api)) return { ...rest, ...handlers, api };
  const baseUrl =
    api.baseUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return { ...rest, ...handlers, api: { baseUrl, getClientSecret: api.getClientSecret } };
}

/**
 * One chat, as ChatKit's `useChatKit`: its commands, and the control `<ChatKit>` renders. The
 * options' callbacks are read when they run, so inline functions are never stale.
 *
 * @example
 * const { control, sendUserMessage } = useChatKit({
 *   api: { baseUrl: 'https://api.example.com', getClientSecret: async () => (await mint()).client_secret },
 *   theme: 'dark',
 * });
 * return <ChatKit control={control} style={{ height: 600 }} />;
 */
export function useChatKit(options: UseChatKitOptions): UseChatKitReturn {
  const { control: chat } = useUikit(uikitOptions(options));
  const ref = useRef<OpenAIChatKit | null>(null);
  const control = useMemo<ChatKitControl>(
    () => ({
      chat,
      commands: chat.commands,
      setInstance: (instance) => {
        ref.current = instance;
      },
    }),
    [chat],
  );
  return { ...chat.commands, control, ref };
}

/** `<ChatKit>`'s props: the control, and any attribute of the `openai-chatkit` element. */
export interface ChatKitProps extends HTMLAttributes<OpenAIChatKit> {
  control: ChatKitControl;
}

/**
 * Binds a chat to its `openai-chatkit` element while both are there: the element's methods run the
 * chat's commands, and the chat's events are dispatched from it under ChatKit's names.
 */
function useElementBinding(element: ChatKitElement | null, control: ChatKitControl) {
  const { runtime } = control.chat;
  useEffect(() => {
    if (!element) return;
    element.attach(control.commands);
    control.setInstance(element);
    const stops = CHAT_EVENT_NAMES.map((name) =>
      runtime.events.on(name, (payload) => {
        element.dispatchEvent(
          new CustomEvent(`chatkit.${chatEventDomName(name)}`, {
            detail: chatKitDetail(name, payload),
            bubbles: true,
            composed: true,
          }),
        );
      }),
    );
    return () => {
      for (const stop of stops) stop();
      element.detach(control.commands);
      control.setInstance(null);
    };
  }, [element, control, runtime]);
}

/**
 * The chat, as ChatKit's `<ChatKit>`: an `openai-chatkit` element (give it a height, as with
 * ChatKit) with the chat inside, ChatKit's methods on it and its `chatkit.*` events dispatched from
 * it.
 */
export const ChatKit = forwardRef<OpenAIChatKit, ChatKitProps>(function ChatKit(
  { control, ...attributes },
  forwarded,
) {
  const element = useRef<ChatKitElement | null>(null);
  const [host, setHost] = useState<ChatKitElement | null>(null);
  // Handed out as the element attaches, before the page's effects run, as ChatKit's ref callback
  // does: `useChatKit`'s `ref` and a forwarded ref hold it in the page's first effect.
  useImperativeHandle(forwarded, () => element.current as OpenAIChatKit, []);
  useLayoutEffect(() => {
    control.setInstance(element.current);
    setHost(element.current);
  }, [control]);
  useElementBinding(host, control);
  // Created by name: the element is ChatKit's, not one of React's. No inline style of its own:
  // its look is the stylesheet's `:where(openai-chatkit)`, so the page's CSS sizes it.
  return createElement(
    TAG,
    // createElement hands the ref to React, which sets it at commit; nothing reads it in render.
    // eslint-disable-next-line react-hooks/refs
    { ref: element, 'data-owner': 'react', ...attributes },
    <UikitChat control={control.chat} style={{ height: '100%' }} />,
  );
});

/** The chat of an `openai-chatkit` element given options by `setOptions` (no `<ChatKit>`). */
function ElementChat({ element, options }: { element: ChatKitElement; options: ChatKitOptions }) {
  const { control } = useChatKit(options);
  useElementBinding(element, control);
  return <UikitChat control={control.chat} style={{ height: '100%' }} />;
}

// The element, where there is a DOM (a server rendering a page that imports this defines nothing).
const ElementBase = (
  typeof HTMLElement === 'undefined' ? Object : HTMLElement
) as typeof HTMLElement;

/**
 * `openai-chatkit`: ChatKit's element. Inside `<ChatKit>` the React chat owns it; on its own,
 * `setOptions` renders the chat into it (with the page's React). Its methods wait for the chat.
 */
class ChatKitElement extends ElementBase implements OpenAIChatKit {
  #commands: UikitCommands | null = null;
  #waiting: ((commands: UikitCommands) => void)[] = [];
  #root: Root | null = null;

  /** @internal The chat's commands, while it is mounted. */
  attach(commands: UikitCommands): void {
    this.#commands = commands;
    for (const resolve of this.#waiting.splice(0)) resolve(commands);
  }

  /** @internal */
  detach(commands: UikitCommands): void {
    if (this.#commands === commands) this.#commands = null;
  }

  /** Replaces the options (ChatKit's element API). Under `<ChatKit>`, `useChatKit`'s win. */
  setOptions(options: ChatKitOptions): void {
    if (this.dataset.owner === 'react') return;
    this.#root ??= createRoot(this);
    this.#root.render(<ElementChat element={this} options={options} />);
  }

  disconnectedCallback(): void {
    // Moved, not removed: it is back by the next task.
    setTimeout(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }

  async #run<T>(command: (commands: UikitCommands) => Promise<T>): Promise<T> {
    const commands =
      this.#commands ??
      (await new Promise<UikitCommands>((resolve) => {
        this.#waiting.push(resolve);
      }));
    return command(commands);
  }

  setThreadId(...args: Parameters<UikitCommands['setThreadId']>): Promise<void> {
    return this.#run((commands) => commands.setThreadId(...args));
  }
  sendUserMessage(...args: Parameters<UikitCommands['sendUserMessage']>): Promise<void> {
    return this.#run((commands) => commands.sendUserMessage(...args));
  }
  setComposerValue(...args: Parameters<UikitCommands['setComposerValue']>): Promise<void> {
    return this.#run((commands) => commands.setComposerValue(...args));
  }
  focusComposer(): Promise<void> {
    return this.#run((commands) => commands.focusComposer());
  }
  fetchUpdates(): Promise<void> {
    return this.#run((commands) => commands.fetchUpdates());
  }
  sendCustomAction(...args: Parameters<UikitCommands['sendCustomAction']>): Promise<void> {
    return this.#run((commands) => commands.sendCustomAction(...args));
  }
  showHistory(): Promise<void> {
    return this.#run((commands) => commands.showHistory());
  }
  hideHistory(): Promise<void> {
    return this.#run((commands) => commands.hideHistory());
  }
}

// Defined once; a page that also loads ChatKit's own script keeps ChatKit's.
if (typeof customElements !== 'undefined' && !customElements.get(TAG))
  customElements.define(TAG, ChatKitElement);

declare global {
  interface HTMLElementTagNameMap {
    'openai-chatkit': OpenAIChatKit;
  }
}
