import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles/index.css';
import { UikitChat, useUikit } from '../../src/index';
import { apiBaseUrl, getSession } from './session';

// `/two-chats.html`: two independent chats on one page, each with its own `useUikit`. The
// real-browser tests use it to check that two chats share no state (thread, draft, history
// panel, answers).

function Chat({ title }: { title: string }) {
  const { control } = useUikit({
    api: { baseUrl: apiBaseUrl, getSession },
    header: { title },
    startScreen: { greeting: `${title}: ask me anything.` },
    composer: { placeholder: `Message the ${title.toLowerCase()}` },
  });
  return (
    <section className="two-chats-pane" aria-label={title}>
      <UikitChat control={control} />
    </section>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main className="two-chats">
        <h1>Two chats on one page</h1>
        <Chat title="Left chat" />
        <Chat title="Right chat" />
      </main>
    </StrictMode>,
  );
}
