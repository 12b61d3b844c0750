// SupportChat.tsx: count what the kit repaired or skipped, and report what it left out.
import { UikitChat, UikitParseError, useUikit } from 'uikit-react';

declare const metrics: { count(name: string, data: unknown): void };
declare function reportBadData(subject: string, path: string, message: string): void;

const baseUrl = 'https://api.example.com';
const getSession = () => fetch('/api/uikit/session', { method: 'POST' }).then((r) => r.json());

export function SupportChat() {
  const { control } = useUikit({
    api: { baseUrl, getSession },
    onLog: ({ name, data }) => {
      if (name === 'data.repaired' || name === 'data.skipped') metrics.count(name, data);
    },
    onError: ({ error }) => {
      if (error instanceof UikitParseError) reportBadData(error.subject, error.path, error.message);
    },
  });
  return <UikitChat control={control} style={{ height: 600 }} />;
}
