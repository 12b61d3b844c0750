// app/page.tsx
import { SupportChat } from './SupportChat';

interface PageProps {
  searchParams: Promise<{ thread?: string | string[] }>;
}

// Rendered per request (it reads the query), so the uikit API's URL comes from the server's
// environment when it runs, not when it was built.
export default async function Page({ searchParams }: PageProps) {
  const { thread } = await searchParams;
  return (
    <SupportChat
      baseUrl={process.env.UIKIT_BASE_URL!}
      initialThread={typeof thread === 'string' ? thread : null}
    />
  );
}
