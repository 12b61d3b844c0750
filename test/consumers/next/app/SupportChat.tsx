// app/SupportChat.tsx
'use client';

import { UikitChat, useUikit } from 'uikit-react';
import 'uikit-react/styles.css';

async function getSession(): Promise<unknown> {
  const response = await fetch('/api/uikit/session', { method: 'POST' });
  if (!response.ok) throw new Error(`The session route answered ${response.status}`);
  return response.json();
}

interface SupportChatProps {
  /** The uikit API's origin. */
  baseUrl: string;
  /** The thread to open first (the page's `?thread=`), or null for a new chat. */
  initialThread: string | null;
}

export function SupportChat({ baseUrl, initialThread }: SupportChatProps) {
  const { control } = useUikit({
    api: { baseUrl, getSession },
    initialThread,
    // The open thread goes in the address bar, so a reload (or a shared link) opens it again.
    onThreadChange: ({ threadId }) => {
      const query = threadId === null ? '' : `?thread=${encodeURIComponent(threadId)}`;
      window.history.replaceState(null, '', `${window.location.pathname}${query}`);
    },
  });
  return <UikitChat control={control} style={{ height: '100dvh' }} />;
}
