import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles/index.css';
import { PlaygroundApp } from './PlaygroundApp';

// `/playground`: the widget playground as a page of the demo server. A static page: it reads its
// settings from the URL (`?example=<id>`, `?dir=rtl`) and talks to no server.

const params = new URLSearchParams(window.location.search);
if (params.get('dir') === 'rtl') document.documentElement.dir = 'rtl';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <PlaygroundApp
        initialExample={params.get('example')}
        onExampleChange={(id) => {
          const url = new URL(window.location.href);
          url.searchParams.set('example', id);
          window.history.replaceState(null, '', url);
        }}
      />
    </StrictMode>,
  );
