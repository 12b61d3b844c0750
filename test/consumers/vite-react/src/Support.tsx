// src/Support.tsx
import { UikitChat, useUikit } from 'uikit-react';
import 'uikit-react/styles.css';

/** A session from your server's route (server.ts): the API key stays there. */
async function getSession() {
  const response = await fetch('/api/uikit/session', { method: 'POST' });
  if (!response.ok) throw new Error(`The session route answered ${response.status}`);
  return response.json();
}

export function Support() {
  const { control } = useUikit({
    api: { baseUrl: import.meta.env.VITE_UIKIT_BASE_URL, getSession },
    startScreen: { greeting: 'How can we help?' },
  });
  return <UikitChat control={control} style={{ height: '100vh' }} />;
}
