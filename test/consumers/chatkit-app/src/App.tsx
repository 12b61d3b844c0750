import { useEffect, useState } from 'react';
import { ChatKit, useChatKit } from '@openai/chatkit-react';
import type { ChatKitEvents, ColorScheme } from '@openai/chatkit';
import {
  acmeTheme,
  ATTACHMENTS,
  MODELS,
  PEOPLE,
  PROMPTS,
  searchCommands,
  searchPeople,
  selectCommand,
  TOOLS,
} from './acme.ts';
import { getClientSecret } from './session.ts';

const THREAD_KEY = 'acme.chatkit.thread';

/** Waits for ChatKit's web component before showing the chat, as ChatKit's starter apps do. */
export default function App() {
  const [defined, setDefined] = useState(false);
  useEffect(() => {
    let active = true;
    void customElements.whenDefined('openai-chatkit').then(() => {
      if (active) setDefined(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return (
    <main className="chat-shell" data-state={defined ? 'ready' : 'loading'}>
      <SupportChat />
    </main>
  );
}

function SupportChat() {
  const [colorScheme, setColorScheme] = useState<ColorScheme>('light');
  const [branded, setBranded] = useState(true);
  const [events, setEvents] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const note = (line: string) => {
    setEvents((lines) => [...lines, line].slice(-100));
  };

  const chatkit = useChatKit({
    api: {
      getClientSecret,
    },
    locale: 'en',
    theme: branded ? acmeTheme(colorScheme) : colorScheme,
    frameTitle: 'Acme support chat',
    initialThread: localStorage.getItem(THREAD_KEY),
    header: {
      enabled: true,
      title: { enabled: true, text: 'Acme Support' },
      leftAction: { icon: 'home', onClick: () => note('header.leftAction') },
      rightAction: {
        icon: colorScheme === 'dark' ? 'light-mode' : 'dark-mode',
        onClick: () => setColorScheme((scheme) => (scheme === 'dark' ? 'light' : 'dark')),
      },
    },
    history: { enabled: true, showDelete: true, showRename: true },
    startScreen: { greeting: 'How can Acme help today?', prompts: PROMPTS },
    composer: {
      placeholder: 'Ask Acme anything',
      attachments: ATTACHMENTS,
      tools: TOOLS,
      models: MODELS,
      dictation: { enabled: true },
    },
    disclaimer: { text: 'Answers may be **wrong**. See [our policy](https://example.com/ai).' },
    threadItemActions: { feedback: true, retry: true },
    thread: { autoScroll: true },
    entities: {
      onTagSearch: searchPeople,
      showComposerMenu: true,
      onClick: (entity) => note(`entity.click ${entity.id}`),
      onRequestPreview: async (entity) => ({
        preview: {
          type: 'Basic',
          children: [
            { type: 'Title', value: entity.title },
            { type: 'Text', value: entity.data?.team ?? 'Acme' },
          ],
        },
      }),
    },
    commands: { enabled: true, onSearch: searchCommands, onSelect: selectCommand },
    widgets: {
      onAction: async (action, widgetItem) => {
        note(`widget.action ${action.type} ${widgetItem.widget.type}`);
        if (action.type === 'booking.confirm')
          await chatkit.sendCustomAction(action, widgetItem.id);
      },
    },
    onClientTool: async ({ name, params }) => {
      note(`client_tool ${name}`);
      if (name === 'get_page_info') return { title: document.title, url: location.href, params };
      throw new Error(`Unknown client tool ${name}`);
    },
    onReady: () => note('ready'),
    onError: ({ error }) => setError(error.message),
    onResponseStart: () => note('response.start'),
    onResponseEnd: () => note('response.end'),
    onThreadChange: ({ threadId }) => {
      note(`thread.change ${threadId ?? 'new'}`);
      if (threadId) localStorage.setItem(THREAD_KEY, threadId);
      else localStorage.removeItem(THREAD_KEY);
    },
    onThreadLoadStart: ({ threadId }) => note(`thread.load.start ${threadId}`),
    onThreadLoadEnd: ({ threadId }) => note(`thread.load.end ${threadId}`),
    onToolChange: ({ toolId }) => note(`tool.change ${toolId ?? 'none'}`),
    onHistoryOpen: () => note('history.open'),
    onHistoryClose: () => note('history.close'),
    onEffect: ({ name, data }) => {
      note(`effect ${name}`);
      if (name === 'app.switch-theme' && (data?.theme === 'light' || data?.theme === 'dark'))
        setColorScheme(data.theme);
    },
    onDeeplink: ({ name, data }) => note(`deeplink ${name} ${JSON.stringify(data ?? {})}`),
    onLog: ({ name }) => {
      if (name.startsWith('client_tool')) note(`log ${name}`);
    },
  });

  // The element's own events, as ChatKit's docs listen to them.
  useEffect(() => {
    const element = chatkit.ref.current;
    if (!element) return;
    const onError = (event: ChatKitEvents['chatkit.error']) => {
      console.warn('ChatKit error:', event.detail.error.message);
    };
    const onResponseEnd = () => note('element chatkit.response.end');
    element.addEventListener('chatkit.error', onError);
    element.addEventListener('chatkit.response.end', onResponseEnd);
    return () => {
      element.removeEventListener('chatkit.error', onError);
      element.removeEventListener('chatkit.response.end', onResponseEnd);
    };
  }, [chatkit.ref]);

  const run = (name: string, command: () => Promise<void>) => {
    command().then(
      () => note(`command ${name}`),
      (reason: unknown) => note(`command ${name} failed: ${String(reason)}`),
    );
  };

  return (
    <>
      <section>
        <h1>Acme Support</h1>
        <ChatKit control={chatkit.control} className="support-chat" />
      </section>
      <aside>
        <nav aria-label="Chat commands">
          <button onClick={() => run('setThreadId', () => chatkit.setThreadId(null))}>
            New conversation
          </button>
          <button
            onClick={() =>
              run('sendUserMessage', () =>
                chatkit.sendUserMessage({ text: 'Hello from Acme', newThread: false }),
              )
            }
          >
            Say hello
          </button>
          <button
            onClick={() =>
              run('setComposerValue', () =>
                chatkit.setComposerValue({
                  text: 'I need help with my order',
                  selectedToolId: 'file_ticket',
                  selectedModelId: 'thorough',
                }),
              )
            }
          >
            Draft a ticket
          </button>
          <button
            onClick={() =>
              run('setComposerValue content', () =>
                chatkit.setComposerValue({
                  content: [
                    { type: 'input_text', text: 'Ask ' },
                    { type: 'input_tag', id: PEOPLE[1]!.id, text: PEOPLE[1]!.title },
                  ],
                }),
              )
            }
          >
            Draft a mention
          </button>
          <button onClick={() => run('focusComposer', () => chatkit.focusComposer())}>
            Focus the composer
          </button>
          <button onClick={() => run('showHistory', () => chatkit.showHistory())}>
            Show conversations
          </button>
          <button onClick={() => run('hideHistory', () => chatkit.hideHistory())}>
            Hide conversations
          </button>
          <button onClick={() => run('fetchUpdates', () => chatkit.fetchUpdates())}>Refresh</button>
          <button onClick={() => setBranded((value) => !value)}>
            {branded ? 'Plain theme' : 'Brand theme'}
          </button>
        </nav>
        {error && <p role="alert">{error}</p>}
        <ol aria-label="Chat events">
          {events.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </aside>
    </>
  );
}
