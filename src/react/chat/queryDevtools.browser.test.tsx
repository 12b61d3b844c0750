import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// The devtools as a production build ships them: the package's main entry renders nothing unless
// NODE_ENV is 'development', and tests run as 'test'.
import { ReactQueryDevtools } from '@tanstack/react-query-devtools/production';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../styles/index.css';
import { fakeApi } from '../../../test/support/chat';
import { thread } from '../../../test/fixtures/items';
import { UikitChat } from './UikitChat';
import { useUikit } from './useUikit';
import type { UikitOptions } from './options';

afterEach(() => {
  cleanup();
});

function Chat({ options }: { options: UikitOptions }) {
  const { control } = useUikit(options);
  return <UikitChat control={control} style={{ height: 500 }} />;
}

describe("React Query's devtools beside the chat", () => {
  it("list the chat's queries under its uikit keys", async () => {
    const fake = fakeApi({
      threads: [{ ...thread, id: 'thr_devtools', title: 'Shown in devtools' }],
      items: { thr_devtools: [] },
    });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Chat
          options={{
            api: {
              baseUrl: 'https://api.example.test',
              getSession: fake.getSession,
              fetch: fake.fetch,
            },
            initialThread: 'thr_devtools',
          }}
        />
        <ReactQueryDevtools initialIsOpen />
      </QueryClientProvider>,
    );
    // The chat loads its thread through the provider's client…
    await waitFor(() => {
      expect(client.getQueryCache().findAll({ queryKey: ['uikit'] }).length).toBeGreaterThan(0);
    });
    // …and the devtools' panel lists its keys: the thread and its items, under the uikit prefix.
    const panel = await screen.findByRole('complementary', {
      name: /tanstack query devtools/i,
    });
    await waitFor(() => {
      const keys = within(panel)
        .getAllByText(/"uikit"/)
        .map((element) => element.textContent);
      expect(keys.some((key) => key.includes('"thread"') && key.includes('thr_devtools'))).toBe(
        true,
      );
      expect(keys.some((key) => key.includes('"items"') && key.includes('thr_devtools'))).toBe(
        true,
      );
    });
  });
});
