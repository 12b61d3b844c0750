// src/Support.tsx: the drop-in chat with a theme, a start screen, upload limits, item actions of
// your own, a client tool and an effect your page handles
import { UikitChat, useUikit } from 'uikit-react';
import 'uikit-react/styles.css';

// Your app's own pieces: where the API is, your session route, your cart and your router.
const baseUrl = 'https://api.example.com';
const getSession = () => fetch('/api/uikit/session', { method: 'POST' }).then((r) => r.json());
const cart = { items: [{ sku: 'TRAIL-42', quantity: 1 }] };
const router = {
  push: (path: string) => {
    window.history.pushState(null, '', path);
  },
};
const share = (itemId: string) => navigator.clipboard.writeText(`${location.href}#${itemId}`);

export function Support() {
  const { control, sendUserMessage, setThreadId } = useUikit({
    api: { baseUrl, getSession },
    theme: { colorScheme: 'system', accentColor: '#0a7f5a', density: 'compact' },
    startScreen: { greeting: 'How can we help?', prompts: [{ label: 'Track my order' }] },
    composer: { attachments: { accept: ['image/*', '.pdf'] } },
    threadItemActions: {
      feedback: true,
      retry: true,
      custom: [{ id: 'share', label: 'Share', icon: 'share', onClick: (item) => share(item.id) }],
    },
    onClientTool: { get_cart: () => ({ items: cart.items }) },
    onEffect: ({ name, data }) => {
      if (name === 'open_order') router.push(`/orders/${String(data)}`);
    },
  });
  return (
    <>
      {/* Commands return promises: this one settles when the answer has ended. */}
      <button type="button" onClick={() => void sendUserMessage({ text: 'Where is my order?' })}>
        Ask about my order
      </button>
      <button type="button" onClick={() => void setThreadId(null)}>
        New conversation
      </button>
      <UikitChat control={control} style={{ height: 600 }} />
    </>
  );
}
