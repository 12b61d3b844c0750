// `uikit-react/element`: the chat as a custom element, `<uikit-chat>`, for any page. This entry
// is built on its own into one ES module that carries React and react-dom (what a new chat does
// not show loads on demand), so a page needs no build step and no framework.
import { createElement, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// The types a host names come from the package's main entry, so this entry's declarations point
// there instead of repeating them (etc/uikit-react-element.api.md lists only the element's own).
import type {
  ChatEventMap,
  ChatEventName,
  ChatKitServerApi,
  UikitCommands,
  UikitOptions,
  UikitServiceApi,
  UikitHostedApi,
} from 'uikit-react';
import { CHAT_EVENT_NAMES, chatEventDomName, chatEventHandlerName } from './chat/chatEvents';
import { browserLanguages, resolveLocale } from './wire/locale';
import { setThreadStylesLoader } from './react/chat/parts/threadStyles';
import { setMathStylesTarget } from './react/markdown/math/mathStylesTarget';
import { UikitChat } from './react/chat/UikitChat';
import { useUikit } from './react/chat/useUikit';
import baseCss from './styles/base.css?inline';
import chatCss from './styles/chat.css?inline';
import tokensCss from './styles/tokens.css?inline';

export type { ChatEventMap, ChatEventName, UikitCommands, UikitOptions } from 'uikit-react';

/** The element's tag name. */
export const UIKIT_CHAT_TAG = 'uikit-chat';

/**
 * The DOM events of `<uikit-chat>`: each chat event (`ChatEventMap`, which `useUikit`'s `on…`
 * options hear) dispatched as a `CustomEvent` whose `detail` is its payload. They bubble out of
 * the shadow root.
 */
export interface UikitChatElementEventMap {
  /** The session is ready. */
  'uikit.ready': CustomEvent<ChatEventMap['ready']>;
  /** Something failed (a request, a renderer, a client tool). */
  'uikit.error': CustomEvent<ChatEventMap['error']>;
  /** Another thread was opened, or a new chat started (`threadId` null). */
  'uikit.thread.change': CustomEvent<ChatEventMap['threadChange']>;
  /** An answer started streaming. */
  'uikit.response.start': CustomEvent<ChatEventMap['responseStart']>;
  /** The answer ended: completed, stopped or failed. */
  'uikit.response.end': CustomEvent<ChatEventMap['responseEnd']>;
  /** An opened thread's first page of items is loading. */
  'uikit.thread.load.start': CustomEvent<ChatEventMap['threadLoadStart']>;
  /** That page arrived, or failed. */
  'uikit.thread.load.end': CustomEvent<ChatEventMap['threadLoadEnd']>;
  /** A `client_effect` from the workflow: work for the page. */
  'uikit.effect': CustomEvent<ChatEventMap['effect']>;
  /** The composer's tool changed: `{ toolId }`, null when cleared. */
  'uikit.tool.change': CustomEvent<ChatEventMap['toolChange']>;
  /** The history panel opened. */
  'uikit.history.open': CustomEvent<ChatEventMap['historyOpen']>;
  /** The history panel closed. */
  'uikit.history.close': CustomEvent<ChatEventMap['historyClose']>;
  /** A deep link in an answer was clicked (`uikit-link://…`): `{ name, data, href }`. */
  'uikit.deeplink': CustomEvent<ChatEventMap['deeplink']>;
  /** A diagnostic breadcrumb, for the page's logging. */
  'uikit.log': CustomEvent<ChatEventMap['log']>;
}

/**
 * The same events under ChatKit's names (`chatkit.ready`, `chatkit.thread.change`, …), dispatched
 * right after each `uikit.*` one with the same `detail`, so a ChatKit page's listeners work as
 * written.
 */
export type ChatKitElementEventMap = {
  [
    K in keyof UikitChatElementEventMap as K extends `uikit.${infer Rest}`
      ? `chatkit.${Rest}`
      : never
  ]: UikitChatElementEventMap[K];
};

/** The name of a DOM event of `<uikit-chat>`: `uikit.ready`, `uikit.thread.load.start`, … */
export type UikitElementEventName = keyof UikitChatElementEventMap;

/**
 * The DOM event a chat event is dispatched as: `threadLoadStart` → `uikit.thread.load.start`.
 *
 * @example
 * chat.addEventListener(elementEventName('responseEnd'), (event) => console.log(event.detail));
 */
export function elementEventName(name: ChatEventName): UikitElementEventName {
  return `uikit.${chatEventDomName(name)}`;
}

/**
 * Options of the element, set with `setOptions`: `useUikit`'s, with the uikit API's `api`
 * optional (the `session-url` and `api-url` attributes may give it), or a ChatKit server's
 * (`{ url, domainKey, fetch?, uploadStrategy? }`).
 */
export type UikitElementOptions = Omit<UikitOptions, 'api'> & {
  api?:
    | Partial<UikitServiceApi>
    | (Omit<UikitHostedApi, 'baseUrl'> & { baseUrl?: string })
    | ChatKitServerApi;
};

type ElementApi = UikitElementOptions['api'];

function isChatKitServer(api: ElementApi): api is ChatKitServerApi {
  return api !== undefined && 'url' in api;
}

function isHosted(api: ElementApi): api is Extract<ElementApi, { getClientSecret: unknown }> {
  return api !== undefined && 'getClientSecret' in api;
}

/** The address the chat talks to: a new one starts a new chat. */
const addressOf = (api: UikitElementOptions['api']) =>
  api === undefined ? undefined : 'url' in api ? api.url : api.baseUrl;

// Attributes read as options; they win over the same field set through `setOptions`.
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

/**
 * A session from `url`: a POST, as the kit's session routes expect, with the page's cookies and
 * the chat's language (`Accept-Language`, as every request of the chat has).
 */
function sessionFrom(url: string, locale: () => string | undefined) {
  return async (): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Accept-Language': resolveLocale(locale(), browserLanguages()).tag },
    });
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
  const { control } = useUikit(options);
  // The commands never change identity; handing them over after each commit is cheap.
  useLayoutEffect(() => {
    onCommands(control.commands);
  });
  return createElement(UikitChat, { control, style: { height: '100%' } });
}

/**
 * What `UikitChatElement` extends: `HTMLElement`, or where there is none (a server rendering a page
 * that imports this module) a stand-in, so importing the module never throws there.
 */
export const UikitElementBase: typeof HTMLElement =
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
export class UikitChatElement extends UikitElementBase {
  /** The attributes read as options, applied live (see `UikitChatAttribute`). */
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
    const address = addressOf(this.#options.api);
    this.#options = options;
    if (addressOf(options.api) !== address) this.#generation += 1;
    this.#render();
  }

  /** Mounts the chat in the element's shadow root (custom element lifecycle). */
  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    styledShadows.add(shadow);
    applyStyles(shadow);
    if (!this.#container) {
      this.#container = document.createElement('div');
      this.#container.style.height = '100%';
      shadow.append(this.#container);
    }
    this.#render();
  }

  /** Unmounts the chat: put back in the page, the element mounts a new one. */
  disconnectedCallback(): void {
    if (this.shadowRoot) styledShadows.delete(this.shadowRoot);
    this.#root?.unmount();
    this.#root = null;
    this.#commands = null;
  }

  /** Applies a changed attribute to the chat (custom element lifecycle). */
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (previous === value) return;
    if (name === 'api-url') this.#generation += 1;
    if (name === 'initial-thread' && this.#commands) {
      // `last` is about starting; a chat already running stays where it is.
      // A thread that cannot load says so in the chat and as `uikit.error`.
      if (value !== 'last')
        this.#commands.setThreadId(value === '' ? null : value).catch(() => undefined);
      return;
    }
    this.#render();
  }

  /**
   * Sends a user message (ChatKit's options: `text`, `content`, `reply`, `attachments`,
   * `newThread`, `toolChoice`, `model`), starting a thread when none is open.
   */
  sendUserMessage(...args: Parameters<UikitCommands['sendUserMessage']>): Promise<void> {
    return this.#run((commands) => commands.sendUserMessage(...args));
  }
  /** Opens a thread; null starts a new chat. */
  setThreadId(...args: Parameters<UikitCommands['setThreadId']>): Promise<void> {
    return this.#run((commands) => commands.setThreadId(...args));
  }
  /**
   * Sets the composer (ChatKit's options: `text`, `content`, `reply`, `attachments`, `files`,
   * `selectedToolId`, `selectedModelId`).
   */
  setComposerValue(...args: Parameters<UikitCommands['setComposerValue']>): Promise<void> {
    return this.#run((commands) => commands.setComposerValue(...args));
  }
  /** Moves the focus to the message box. */
  focusComposer(): Promise<void> {
    return this.#run((commands) => commands.focusComposer());
  }
  /** Re-reads the open thread and its latest items. */
  fetchUpdates(): Promise<void> {
    return this.#run((commands) => commands.fetchUpdates());
  }
  /** Sends a widget action to the workflow, as a widget's control would. */
  sendCustomAction(...args: Parameters<UikitCommands['sendCustomAction']>): Promise<void> {
    return this.#run((commands) => commands.sendCustomAction(...args));
  }
  /** Opens the history panel (when the session allows history). */
  showHistory(): Promise<void> {
    return this.#run((commands) => commands.showHistory());
  }
  /** Closes the history panel. */
  hideHistory(): Promise<void> {
    return this.#run((commands) => commands.hideHistory());
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

  /**
   * Where the chat connects: a ChatKit server as given, or the uikit API with the attributes
   * over the page's options (null while there is no way to get a session).
   */
  #resolvedApi(
    attribute: (name: (typeof ATTRIBUTES)[number]) => string | undefined,
  ): UikitOptions['api'] | null {
    const given = this.#options.api;
    if (isChatKitServer(given)) return given;
    // An empty `api-url` is no URL: the default, as when it is left out.
    const apiUrl = attribute('api-url');
    if (isHosted(given))
      return {
        ...given,
        baseUrl: (apiUrl === '' ? undefined : apiUrl) ?? given.baseUrl ?? window.location.origin,
      };
    const api = given;
    const sessionUrl = attribute('session-url');
    const getSession =
      sessionUrl === undefined
        ? api?.getSession
        : sessionFrom(sessionUrl, () => this.getAttribute('locale') ?? this.#options.locale);
    if (getSession === undefined) return null;
    const baseUrl = (apiUrl === '' ? undefined : apiUrl) ?? api?.baseUrl ?? window.location.origin;
    return { ...api, baseUrl, getSession };
  }

  /** `useUikit`'s options: the page's, the attributes over them, and the events re-dispatched. */
  #resolvedOptions(): UikitOptions | null {
    const options = this.#options;
    const attribute = (name: (typeof ATTRIBUTES)[number]) => this.getAttribute(name) ?? undefined;
    const api = this.#resolvedApi(attribute);
    if (api === null) return null;

    const colorScheme = attribute('color-scheme');
    const accentColor = attribute('accent-color');
    const placeholder = attribute('placeholder');
    const greeting = attribute('greeting');
    const locale = attribute('locale');
    const dir = attribute('dir');
    const initialThread = attribute('initial-thread');
    const resolved: UikitOptions = {
      ...options,
      api,
      theme: {
        ...(typeof options.theme === 'string' ? { colorScheme: options.theme } : options.theme),
        ...(colorScheme === 'light' || colorScheme === 'dark' || colorScheme === 'system'
          ? { colorScheme }
          : {}),
        ...(accentColor === undefined ? {} : { accentColor }),
      },
      composer: { ...options.composer, ...(placeholder === undefined ? {} : { placeholder }) },
      startScreen: { ...options.startScreen, ...(greeting === undefined ? {} : { greeting }) },
      ...(locale === undefined ? {} : { locale }),
      // The element's direction wins over the locale's, as `dir` does (the container has it too).
      ...(dir === 'ltr' || dir === 'rtl' ? { dir } : {}),
      ...(initialThread === undefined ? {} : { initialThread: initialThread || null }),
    };
    // One listener per event of the one list, so no event is left undispatched.
    const handlers: Record<string, (payload: unknown) => void> = {};
    for (const name of CHAT_EVENT_NAMES) {
      const handlerName = chatEventHandlerName(name);
      handlers[handlerName] = (payload) => {
        (options[handlerName] as ((payload: unknown) => void) | undefined)?.(payload);
        for (const type of [elementEventName(name), `chatkit.${chatEventDomName(name)}`])
          this.dispatchEvent(
            new CustomEvent(type, { detail: payload, bubbles: true, composed: true }),
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

/** An attribute of `<uikit-chat>` read as an option (`session-url`, `accent-color`, …). */
export type UikitChatAttribute = (typeof UikitChatElement.observedAttributes)[number];

/**
 * The kit's styles in its cascade order (index.css): the thread's rules (markdown, items, widgets)
 * join between the foundation and the chat's own once a thread first shows, loaded with the
 * thread's code (a new chat needs none of them); KaTeX's join last when an answer first holds math.
 */
function stylesInOrder(): string[] {
  return [
    HOST_CSS,
    tokensCss + baseCss,
    ...(threadCss === null ? [] : [threadCss]),
    chatCss,
    ...(mathCss === null ? [] : [mathCss]),
  ];
}

/** KaTeX's rules, scoped to the kit: set when the math part first loads (an answer holds math). */
let mathCss: string | null = null;
setMathStylesTarget((css) => {
  mathCss = css;
  for (const shadow of styledShadows) applyStyles(shadow);
});

let threadCss: string | null = null;
let threadCssLoading: Promise<void> | undefined;

/** The shadow roots of the connected elements: the thread's rules go into each when they arrive. */
const styledShadows = new Set<ShadowRoot>();

function loadThreadStyles(): Promise<void> {
  threadCssLoading ??= import('./styles/thread.css?inline').then(
    ({ default: css }) => {
      threadCss = css;
      for (const shadow of styledShadows) applyStyles(shadow);
    },
    (error: unknown) => {
      threadCssLoading = undefined;
      throw error;
    },
  );
  return threadCssLoading;
}
setThreadStylesLoader(loadThreadStyles);

/** Each stylesheet parsed once and shared by every element on the page. */
const parsedSheets = new Map<string, CSSStyleSheet>();

function applyStyles(shadow: ShadowRoot): void {
  const styles = stylesInOrder();
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet === 'function') {
    shadow.adoptedStyleSheets = styles.map((css) => {
      let sheet = parsedSheets.get(css);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        parsedSheets.set(css, sheet);
      }
      return sheet;
    });
    return;
  }
  let style = shadow.querySelector<HTMLStyleElement>('style[data-uikit-styles]');
  if (!style) {
    style = document.createElement('style');
    style.dataset.uikitStyles = '';
    shadow.prepend(style);
  }
  style.textContent = styles.join('');
}

declare global {
  interface HTMLElementTagNameMap {
    'uikit-chat': UikitChatElement;
  }
}

// Defined once, even when two copies of this module load on one page.
if (typeof customElements !== 'undefined' && !customElements.get(UIKIT_CHAT_TAG))
  customElements.define(UIKIT_CHAT_TAG, UikitChatElement);
