// A browser app built by a bundler: the chat, a hook and the server helper's types.
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
