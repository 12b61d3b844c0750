// `uikit-react/element`: the chat as a custom element, `<uikit-chat>`, for any page. This entry
// is built on its own into one ES module that carries React and react-dom (the markdown renderer
// and the highlighter stay lazy chunks), so a page needs no build step and no framework.
import { createElement, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  CHAT_EVENT_NAMES,
  chatEventHandlerName,
  type ChatEventMap,
  type ChatEventName,
} from './chat/chatEvents';
import { UikitChat } from './react/chat/UikitChat';
import type { UikitOptions } from './react/chat/options';
import { useUikit, type UikitCommands } from './react/chat/useUikit';
import kitCss from './styles/index.css?inline';

export type { ChatEventMap, ChatEventName } from './chat/chatEvents';
export type { UikitOptions } from './react/chat/options';
export type { UikitCommands } from './react/chat/useUikit';

/** The element's tag name. */
export const UIKIT_CHAT_TAG = 'uikit-chat';

/** `threadLoadStart` → `thread.load.start`. */
type Dotted<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `.${Lowercase<Head>}`}${Dotted<Tail>}`
  : S;

/** The DOM event a chat event is dispatched as: `uikit.ready`, `uikit.thread.load.start`, … */
export type UikitElementEventName<K extends ChatEventName = ChatEventName> = `uikit.${Dotted<K>}`;

/** `threadLoadStart` → `uikit.thread.load.start`. */
export function elementEventName<K extends ChatEventName>(name: K): UikitElementEventName<K> {
  return `uikit.${name.replace(/[A-Z]/g, (letter) => `.${letter.toLowerCase()}`)}` as UikitElementEventName<K>;
}

/** The DOM events of `<uikit-chat>`, each a `CustomEvent` whose `detail` is the chat event's payload. */
export type UikitChatElementEventMap = {
  [K in ChatEventName as UikitElementEventName<K>]: CustomEvent<ChatEventMap[K]>;
};

/** Options of the element: `useUikit`'s, with `api` optional (the attributes may give it). */
export type UikitElementOptions = Omit<UikitOptions, 'api'> & {
  api?: Partial<UikitOptions['api']>;
};

/** Attributes read as options; they win over the same field set through `setOptions`. */
const ATTRIBUTES = [
  'api-url',
  'session-url',
  'color-scheme',
  'accent-color',
  'locale',
  'dir',
  'initial-thread',
  'placeholder',
  'greeting',
] as const;

// Sizing for the host: the chat fills the element, whose size the page sets.
const HOST_CSS = ':host{display:block;position:relative}:host([hidden]){display:none}';

/** A session from `url`: a POST, as the kit's session routes expect, with the page's cookies. */
function sessionFrom(url: string) {
  return async (): Promise<unknown> => {
    const response = await fetch(url, { method: 'POST', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`The session route answered HTTP ${String(response.status)}`);
    return response.json() as Promise<unknown>;
  };
}

function ElementChat({
  options,
  onCommands,
}: {
  options: UikitOptions;
  onCommands: (commands: UikitCommands) => void;
}) {
  const { control, ...commands } = useUikit(options);
  // The commands never change identity; handing them over after each commit is cheap.
  useLayoutEffect(() => {
    onCommands(commands);
  });
  return createElement(UikitChat, { control, style: { height: '100%' } });
}

// On a server (SSR of a page that imports this module) there is no HTMLElement to extend.
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (Object as unknown as typeof HTMLElement) : HTMLElement;

/**
 * `<uikit-chat>`: the drop-in chat in a shadow root. Simple options are attributes (`api-url`,
 * `session-url`, `color-scheme`, `accent-color`, `locale`, `dir`, `initial-thread`,
 * `placeholder`, `greeting`), applied live; the rest go through `setOptions`, with `useUikit`'s
 * shape. Chat events are dispatched as `uikit.*` `CustomEvent`s that bubble out of the shadow root.
 * Style it with the kit's custom properties and `::part(root | main | header | history | thread |
 * composer)`.
 *
 * @example
 * <uikit-chat session-url="/api/uikit/session" style="height: 600px"></uikit-chat>
 * <script type="module">
 *   import 'uikit-react/element';
 *   const chat = document.querySelector('uikit-chat');
 *   chat.addEventListener('uikit.response.end', (event) => console.log(event.detail));
 *   chat.setOptions({ onClientTool: { get_page_info: () => ({ title: document.title }) } });
 * </script>
 */
export class UikitChatElement extends ElementBase {
  static readonly observedAttributes = ATTRIBUTES;

  #options: UikitElementOptions = {};
  #root: Root | null = null;
  #container: HTMLDivElement | null = null;
  #commands: UikitCommands | null = null;
  #waiting: ((commands: UikitCommands) => void)[] = [];
  /** The runtime reads `api.baseUrl` once: a new one means a new chat. */
  #generation = 0;

  /** The options given through `setOptions` (attributes are applied over them). */
  get options(): UikitElementOptions {
    return this.#options;
  }

  set options(options: UikitElementOptions) {
    this.setOptions(options);
  }

  /** Replaces the options (not merged with earlier ones); callbacks are read when they run. */
  setOptions(options: UikitElementOptions): void {
    const baseUrl = this.#options.api?.baseUrl;
    this.#options = options;
    if (options.api?.baseUrl !== baseUrl) this.#generation += 1;
    this.#render();
  }

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.#container) {
      adoptStyles(shadow);
      this.#container = document.createElement('div');
      this.#container.style.height = '100%';
      shadow.append(this.#container);
    }
    this.#render();
  }

  disconnectedCallback(): void {
    this.#root?.unmount();
    this.#root = null;
    this.#commands = null;
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (previous === value) return;
    if (name === 'api-url') this.#generation += 1;
    if (name === 'initial-thread' && this.#commands) {
      // `last` is about starting; a chat already running stays where it is.
      if (value !== 'last') this.#commands.setThreadId(value === '' ? null : value);
      return;
    }
    this.#render();
  }

  /** Sends a user message as if typed (and starts a thread when none is open). */
  sendUserMessage(...args: Parameters<UikitCommands['sendUserMessage']>): Promise<void> {
    return this.#run((commands) => commands.sendUserMessage(...args));
  }
  /** Opens a thread; null starts a new chat. */
  setThreadId(...args: Parameters<UikitCommands['setThreadId']>): Promise<void> {
    return this.#run((commands) => {
      commands.setThreadId(...args);
    });
  }
  setComposerValue(...args: Parameters<UikitCommands['setComposerValue']>): Promise<void> {
    return this.#run((commands) => {
      commands.setComposerValue(...args);
    });
  }
  focusComposer(): Promise<void> {
    return this.#run((commands) => {
      commands.focusComposer();
    });
  }
  /** Re-reads the open thread and its latest items. */
  fetchUpdates(): Promise<void> {
    return this.#run((commands) => commands.fetchUpdates());
  }
  sendCustomAction(...args: Parameters<UikitCommands['sendCustomAction']>): Promise<void> {
    return this.#run((commands) => commands.sendCustomAction(...args));
  }
  showHistory(): Promise<void> {
    return this.#run((commands) => {
      commands.showHistory();
    });
  }
  hideHistory(): Promise<void> {
    return this.#run((commands) => {
      commands.hideHistory();
    });
  }

  /** Runs a command now, or once the chat has mounted (a command right after connecting waits). */
  async #run(command: (commands: UikitCommands) => unknown): Promise<void> {
    const commands =
      this.#commands ??
      (await new Promise<UikitCommands>((resolve) => {
        this.#waiting.push(resolve);
      }));
    await command(commands);
  }

  #receiveCommands = (commands: UikitCommands) => {
    this.#commands = commands;
    const waiting = this.#waiting.splice(0);
    for (const resolve of waiting) resolve(commands);
  };

  /** `useUikit`'s options: the page's, the attributes over them, and the events re-dispatched. */
  #resolvedOptions(): UikitOptions | null {
    const options = this.#options;
    const attribute = (name: (typeof ATTRIBUTES)[number]) => this.getAttribute(name) ?? undefined;
    const sessionUrl = attribute('session-url');
    const getSession = sessionUrl === undefined ? options.api?.getSession : sessionFrom(sessionUrl);
    if (getSession === undefined) return null;
    const baseUrl = attribute('api-url') ?? options.api?.baseUrl ?? window.location.origin;

    const colorScheme = attribute('color-scheme');
    const accentColor = attribute('accent-color');
    const placeholder = attribute('placeholder');
    const greeting = attribute('greeting');
    const locale = attribute('locale');
    const initialThread = attribute('initial-thread');
    const resolved: UikitOptions = {
      ...options,
      api: { ...options.api, baseUrl, getSession },
      theme: {
        ...options.theme,
        ...(colorScheme === 'light' || colorScheme === 'dark' || colorScheme === 'system'
          ? { colorScheme }
          : {}),
        ...(accentColor === undefined ? {} : { accentColor }),
      },
      composer: { ...options.composer, ...(placeholder === undefined ? {} : { placeholder }) },
      startScreen: { ...options.startScreen, ...(greeting === undefined ? {} : { greeting }) },
      ...(locale === undefined ? {} : { locale }),
      ...(initialThread === undefined ? {} : { initialThread: initialThread || null }),
    };
    // One listener per event of the one list, so no event is left undispatched.
    const handlers: Record<string, (payload: unknown) => void> = {};
    for (const name of CHAT_EVENT_NAMES) {
      const handlerName = chatEventHandlerName(name);
      handlers[handlerName] = (payload) => {
        (options[handlerName] as ((payload: unknown) => void) | undefined)?.(payload);
        this.dispatchEvent(
          new CustomEvent(elementEventName(name), {
            detail: payload,
            bubbles: true,
            composed: true,
          }),
        );
      };
    }
    return Object.assign(resolved, handlers);
  }

  #render(): void {
    const container = this.#container;
    if (!this.isConnected || !container) return;
    const options = this.#resolvedOptions();
    if (!options) return;
    const dir = this.getAttribute('dir');
    if (dir === null) container.removeAttribute('dir');
    else container.dir = dir;
    this.#root ??= createRoot(container);
    this.#root.render(
      createElement(ElementChat, {
        key: this.#generation,
        options,
        onCommands: this.#receiveCommands,
      }),
    );
  }
}

/** The kit's stylesheet, parsed once and shared by every element on the page. */
let sharedSheets: CSSStyleSheet[] | null = null;

function adoptStyles(shadow: ShadowRoot): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet === 'function') {
    sharedSheets ??= [HOST_CSS, kitCss].map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
    shadow.adoptedStyleSheets = sharedSheets;
    return;
  }
  const style = document.createElement('style');
  style.textContent = HOST_CSS + kitCss;
  shadow.append(style);
}

declare global {
  interface HTMLElementTagNameMap {
    'uikit-chat': UikitChatElement;
  }
}

// Defined once, even when two copies of this module load on one page.
if (typeof customElements !== 'undefined' && !customElements.get(UIKIT_CHAT_TAG))
  customElements.define(UIKIT_CHAT_TAG, UikitChatElement);
