// src/Support.tsx: the URL policy's two settings a host may change
import { UikitChat, useUikit } from 'uikit-react';
import 'uikit-react/styles.css';

async function getSession(): Promise<unknown> {
  const response = await fetch('/api/uikit/session', { method: 'POST' });
  if (!response.ok) throw new Error(`The session route answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

export function Support() {
  const { control } = useUikit({
    api: { baseUrl: 'https://api.example.com', getSession },
    urlPolicy: {
      // Links may also use these schemes (never javascript, vbscript, data, file, blob or about).
      extraLinkSchemes: ['tel'],
      // Plain-http images from a file host on a development machine (the API's own is trusted).
      trustedImageOrigins: ['http://127.0.0.1:8787'],
    },
  });
  return <UikitChat control={control} style={{ height: 600 }} />;
}
