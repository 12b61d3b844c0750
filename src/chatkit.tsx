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
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type RefObject,
} from 'react';
import { CHAT_EVENT_NAMES, chatEventDomName } from './chat/chatEvents';
import type {
  AttachmentReference,
  ChatEventMap,
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
import { createRoot, type Root } from 'react-dom/client';
import { UikitChat } from './react/chat/UikitChat';
import { useUikit } from './react/chat/useUikit';

/** ChatKit's hosted mode: the client secret from your server, and the uikit API's origin. */
export interface HostedApiConfig {
  getClientSecret: GetClientSecret;
  /** The uikit API's origin (ChatKit's is OpenAI's, fixed). Default: the page's origin. */
  baseUrl?: string;
}

/** ChatKit's custom backend: a self-hosted ChatKit server (see the README, "ChatKit servers"). */
export type CustomApiConfig = ChatKitServerApi;

/** ChatKit's options (`ChatKitOptions` of `@openai/chatkit` 1.9): the kit's own, which take them. */
export type ChatKitOptions = Omit<UikitOptions, 'api'> & {
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

/** The element `<ChatKit>` renders: ChatKit's methods, each a promise, and its events. */
export interface OpenAIChatKit extends HTMLElement, UikitCommands {
  /** Replaces the options. Here the React `useChatKit` owns them: this is for ChatKit's API. */
  setOptions(options: ChatKitOptions): void;
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
  'chatkit.ready': CustomEvent<ChatEventMap['ready']>;
  'chatkit.error': CustomEvent<ChatEventMap['error']>;
  'chatkit.effect': CustomEvent<ChatEventMap['effect']>;
  'chatkit.deeplink': CustomEvent<ChatEventMap['deeplink']>;
  'chatkit.response.start': CustomEvent<ChatEventMap['responseStart']>;
  'chatkit.response.end': CustomEvent<ChatEventMap['responseEnd']>;
  'chatkit.history.open': CustomEvent<ChatEventMap['historyOpen']>;
  'chatkit.history.close': CustomEvent<ChatEventMap['historyClose']>;
  'chatkit.thread.change': CustomEvent<ChatEventMap['threadChange']>;
  'chatkit.thread.load.start': CustomEvent<ChatEventMap['threadLoadStart']>;
  'chatkit.thread.load.end': CustomEvent<ChatEventMap['threadLoadEnd']>;
  'chatkit.tool.change': CustomEvent<ChatEventMap['toolChange']>;
  'chatkit.log': CustomEvent<ChatEventMap['log']>;
}

/** A listener of one `chatkit.*` event. */
export type EventHandler<K extends keyof ChatKitEvents> = (event: ChatKitEvents[K]) => unknown;

const TAG = 'openai-chatkit';

/** Whether a `getClientSecret` api was given. */
function isHosted(api: ChatKitOptions['api']): api is HostedApiConfig {
  return 'getClientSecret' in api;
}

/** ChatKit's options as `useUikit` takes them: the hosted `api` gets its origin. */
function uikitOptions(options: ChatKitOptions): UikitOptions {
  const { api } = options;
  if (!isHosted(api)) return { ...options, api };
  const baseUrl =
    api.baseUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return { ...options, api: { baseUrl, getClientSecret: api.getClientSecret } };
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

/** The element's own look: a block the chat fills (a page's `openai-chatkit { … }` sizes it). */
const FILL: CSSProperties = { display: 'block', height: '100%' };

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
      runtime.events.on(name, (detail: unknown) => {
        element.dispatchEvent(
          new CustomEvent(`chatkit.${chatEventDomName(name)}`, {
            detail,
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
  { control, style, ...attributes },
  forwarded,
) {
  const [host, setHost] = useState<ChatKitElement | null>(null);
  useImperativeHandle(forwarded, () => host as OpenAIChatKit, [host]);
  useElementBinding(host, control);
  // Created by name: the element is ChatKit's, not one of React's.
  return createElement(
    TAG,
    {
      ref: setHost,
      'data-owner': 'react',
      style: style === undefined ? FILL : { ...FILL, ...style },
      ...attributes,
    },
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
    this.style.display ||= 'block';
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
