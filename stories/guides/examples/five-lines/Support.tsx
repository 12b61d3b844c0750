import { UikitChat, useUikit } from 'uikit-react';
import 'uikit-react/styles.css';
const getSession = () => fetch('/api/uikit/session', { method: 'POST' }).then((r) => r.json());
export function Support() {
  const { control } = useUikit({ api: { baseUrl: 'https://api.example.com', getSession } });
  return <UikitChat control={control} style={{ height: 600 }} />;
}
