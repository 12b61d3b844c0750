import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect, useRef, type CSSProperties } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thread } from '../test/fixtures/items';
import { sessionFixture } from '../test/fixtures/session';
import { fakeApi, sse } from '../test/support/chat';
import { jsonResponse } from '../test/support/fakeFetch';
import {
  ChatKit,
  useChatKit,
  type ChatKitEvents,
  type OpenAIChatKit,
  type UseChatKitOptions,
} from './chatkit';

// `uikit-react/chatkit` as a ChatKit React app uses it: `useChatKit` and `<ChatKit>`, the hosted
// mode's `getClientSecret`, the `openai-chatkit` element with ChatKit's methods and events.

function hostedApi(extra: object[] = []) {
  const fake = fakeApi({
    route: (request) => {
      if (request.url.pathname !== '/v1/uikit/sessions/current') return undefined;
      const { client_secret: _secret, ...session } = sessionFixture({
        expires_at: Math.floor(Date.now() / 1000) + 600,
      });
      return jsonResponse(200, session);
    },
    conversation: () =>
      sse(
        { type: 'thread.created', thread },
        {
          type: 'thread.item.done',
          item: {
            id: 'itm_a',
            object: 'uikit.thread_item',
            thread_id: thread.id,
            created_at: 1,
            type: 'uikit.assistant_message',
            content: [{ type: 'output_text', text: 'Hello from uikit', annotations: [] }],
          },
        },
        ...extra,
      ),
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const refs: { readonly current: OpenAIChatKit | null }[] = [];
/** What the page's effects found in `useChatKit`'s ref and in a ref forwarded to `<ChatKit>`. */
const seenInEffects: { hook: OpenAIChatKit | null; forwarded: OpenAIChatKit | null }[] = [];

function App(props: { options: UseChatKitOptions; style?: CSSProperties }) {
  const { control, ref } = useChatKit(props.options);
  const forwarded = useRef<OpenAIChatKit | null>(null);
  useEffect(() => {
    refs.push(ref);
    seenInEffects.push({ hook: ref.current, forwarded: forwarded.current });
  }, [ref]);
  return <ChatKit ref={forwarded} control={control} className="support" style={props.style} />;
}

describe('uikit-react/chatkit', () => {
  it('defines openai-chatkit and renders the chat in it, driven through ChatKit’s methods and events', async () => {
    const fake = hostedApi();
    const getClientSecret = vi.fn(() => Promise.resolve('cs_hosted'));
    const onResponseEnd = vi.fn();
    const { container } = render(
      <StrictMode>
        <App
          options={{
            api: { baseUrl: 'https://api.example.test', getClientSecret },
            theme: 'dark',
            onResponseEnd,
          }}
          style={{ height: 600 }}
        />
      </StrictMode>,
    );
    expect(customElements.get('openai-chatkit')).toBeDefined();
    const host = container.querySelector('openai-chatkit') as OpenAIChatKit;
    expect(host).toHaveClass('support');
    expect(host.style.height).toBe('600px');
    const events: string[] = [];
    for (const type of ['chatkit.ready', 'chatkit.response.end', 'chatkit.thread.change'])
      host.addEventListener(type, () => events.push(type));
    await waitFor(() => {
      expect(host.querySelector('[data-slot="root"]')).toHaveAttribute('data-state', 'ready');
    });
    expect(getClientSecret).toHaveBeenCalledWith(null);
    expect(
      fake.requests
        .find((r) => r.url.pathname === '/v1/uikit/sessions/current')
        ?.headers.get('authorization'),
    ).toBe('Bearer cs_hosted');

    // ChatKit's methods on the element, each a promise.
    await act(() => host.sendUserMessage({ text: 'Hi' }));
    expect(await screen.findByText('Hello from uikit')).toBeInTheDocument();
    expect(events).toEqual(
      expect.arrayContaining(['chatkit.thread.change', 'chatkit.response.end']),
    );
    expect(onResponseEnd).toHaveBeenCalledTimes(1);
    // StrictMode's second mount sent nothing twice.
    expect(fake.requests.filter((r) => r.url.pathname === '/v1/uikit/conversation')).toHaveLength(
      1,
    );
    await act(() => host.focusComposer());
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    // The ref useChatKit returns is the element, and so is a forwarded one, from the page's
    // first effect on (as ChatKit's ref callback sets them at commit).
    expect(refs.at(-1)?.current).toBe(host);
    expect(seenInEffects[0]).toEqual({ hook: host, forwarded: host });
  });

  it('renders into an openai-chatkit element given options with setOptions, as ChatKit’s element does', async () => {
    hostedApi();
    const user = userEvent.setup();
    const host = document.createElement('openai-chatkit');
    document.body.append(host);
    const sent = host.sendUserMessage({ text: 'queued before the chat mounted' });
    act(() => {
      host.setOptions({
        api: { baseUrl: 'https://api.example.test', getClientSecret: () => Promise.resolve('cs') },
      });
    });
    await act(() => sent);
    expect(await screen.findByText('Hello from uikit')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'typed');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('typed');
    // Its look is the stylesheet's, which the page's CSS overrides.
    expect(host.getAttribute('style')).toBeNull();
    host.remove();
  });

  it('hands handlers and listeners ChatKit’s details: an Error for every error, an effect’s data as an object', async () => {
    hostedApi([
      { type: 'client_effect', name: 'app.switch-theme', data: { theme: 'dark' } },
      { type: 'client_effect', name: 'scalar', data: 42 },
      { type: 'client_effect', name: 'bare' },
    ]);
    const onEffect = vi.fn<NonNullable<UseChatKitOptions['onEffect']>>();
    const onError = vi.fn<NonNullable<UseChatKitOptions['onError']>>();
    const { container } = render(
      <App
        options={{
          api: {
            baseUrl: 'https://api.example.test',
            getClientSecret: () => Promise.resolve('cs'),
          },
          onEffect,
          onError,
          // A handler that throws something other than an Error: the chat reports it as one.
          onThreadChange: () => {
            // eslint-disable-next-line @typescript-eslint/only-throw-error -- what the test is about
            throw 'not an Error';
          },
        }}
      />,
    );
    const host = container.querySelector('openai-chatkit') as OpenAIChatKit;
    // No inline style of its own: the page's `openai-chatkit { height }` sizes it, as ChatKit's.
    expect(host.getAttribute('style')).toBeNull();
    const errors: Error[] = [];
    const effects: ChatKitEvents['chatkit.effect']['detail'][] = [];
    host.addEventListener('chatkit.error', (event) => errors.push(event.detail.error));
    host.addEventListener('chatkit.effect', (event) => effects.push(event.detail));
    await act(() => host.sendUserMessage({ text: 'Hi' }));
    const expected = [
      { name: 'app.switch-theme', data: { theme: 'dark' } },
      { name: 'scalar', data: { value: 42 } },
      { name: 'bare' },
    ];
    expect(onEffect.mock.calls.map(([detail]) => detail)).toEqual(expected);
    expect(effects).toEqual(expected);
    expect(onError).toHaveBeenCalledTimes(1);
    const [heard] = onError.mock.calls[0] ?? [];
    expect(heard?.error).toBeInstanceOf(Error);
    expect(heard?.error.message).toBe('not an Error');
    expect(heard?.error.cause).toBe('not an Error');
    expect(errors.map((error) => error.message)).toEqual(['not an Error']);
  });

  it('takes the kit’s own item actions in threadItemActions, beside ChatKit’s, errors reported as Errors', async () => {
    hostedApi();
    const user = userEvent.setup();
    const share = vi.fn();
    const onError = vi.fn<NonNullable<UseChatKitOptions['onError']>>();
    const { container } = render(
      <App
        options={{
          api: {
            baseUrl: 'https://api.example.test',
            getClientSecret: () => Promise.resolve('cs'),
          },
          onError,
          threadItemActions: {
            feedback: true,
            custom: [
              { id: 'share', label: 'Share', icon: 'share', onClick: share },
              // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what the test is about
              { id: 'report', label: 'Report', onClick: () => Promise.reject('refused') },
            ],
          },
        }}
      />,
    );
    const host = container.querySelector('openai-chatkit') as OpenAIChatKit;
    await act(() => host.sendUserMessage({ text: 'Hi' }));
    await screen.findByText('Hello from uikit');
    expect(screen.getByRole('button', { name: 'Good response' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ id: 'itm_a' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => {
      expect(onError).toHaveBeenCalledTimes(1);
    });
    expect(onError.mock.calls[0]?.[0].error).toBeInstanceOf(Error);
    expect(onError.mock.calls[0]?.[0].error.message).toBe('refused');
  });
});
