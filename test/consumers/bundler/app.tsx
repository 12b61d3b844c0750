// A browser app built by a bundler: the chat, a hook, the element and the server helper's types.
import 'uikit-react/styles.css';
import {
  createUikitClient,
  ThreadItemView,
  UikitChat,
  useThreadItems,
  useUikit,
  type ThreadItemViewProps,
  type UikitOptions,
} from 'uikit-react';
import {
  UIKIT_CHAT_TAG,
  type UikitChatAttribute,
  type UikitChatElementEventMap,
  type UikitElementOptions,
} from 'uikit-react/element';
import { createSessionHandler, toNodeHandler, type Session } from 'uikit-react/server';

const options: UikitOptions = {
  api: {
    baseUrl: 'https://api.example.com',
    getSession: (current: Session | null) => Promise.resolve(current),
  },
};

export function App() {
  const uikit = useUikit(options);
  return <UikitChat control={uikit.control} />;
}

export function Item({ item }: ThreadItemViewProps) {
  const { threadId } = useThreadItems();
  return threadId ? <ThreadItemView item={item} /> : null;
}

export const client = createUikitClient({ baseUrl: 'https://api.example.com', clientSecret: 'cs' });
export const handler = toNodeHandler(
  createSessionHandler({ apiKey: 'k', baseUrl: 'https://a', session: { workflow: { id: 'w' } } }),
);

// The element's types name the main entry's (its options are `useUikit`'s).
export function mountElement(page: Document, attribute: UikitChatAttribute): void {
  const chat = page.createElement(UIKIT_CHAT_TAG);
  const elementOptions: UikitElementOptions = { theme: options.theme ?? { colorScheme: 'dark' } };
  chat.setOptions(elementOptions);
  chat.setAttribute(attribute, '');
  chat.addEventListener('uikit.response.end', (event) => {
    const { detail } = event as UikitChatElementEventMap['uikit.response.end'];
    console.log(detail.threadId);
  });
}
