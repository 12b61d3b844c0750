// src/Support.tsx: a ChatKit app moved over. Only the import changed, and `baseUrl` was added
// (ChatKit's CDN <script> is gone from index.html); the rest is ChatKit's code as it was.
import { ChatKit, useChatKit, type ChatKitOptions } from 'uikit-react/chatkit';

/** ChatKit's hosted mode: your server mints the session and answers with its client secret. */
async function getClientSecret(currentClientSecret: string | null): Promise<string> {
  const response = await fetch('/api/chatkit/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ current: currentClientSecret }),
  });
  if (!response.ok) throw new Error(`The session route answered ${response.status}`);
  const { client_secret } = (await response.json()) as { client_secret: string };
  return client_secret;
}

const options: ChatKitOptions = {
  // ChatKit hard-codes OpenAI's origin; here it is the uikit API's (default: the page's origin).
  api: { baseUrl: 'https://api.example.com', getClientSecret },
  theme: { colorScheme: 'light', radius: 'round' },
  startScreen: { greeting: 'How can we help?' },
  onResponseEnd: () => {
    console.log('answered');
  },
};

export function Support() {
  const { control } = useChatKit(options);
  // CSS such as `openai-chatkit { height: 600px }` keeps working: <ChatKit> renders that element.
  return <ChatKit control={control} style={{ height: 600 }} />;
}
