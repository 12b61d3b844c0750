import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { SessionSchema } from '../wire/session';
import { chatKitServerClient, chatKitSession } from './chatKitServer';
import { deferredClient } from './deferredClient';

const api = { url: 'https://chat.example.test/chatkit', domainKey: 'domain_pk_1' };

describe('a chat on a ChatKit server', () => {
  it('makes up a valid session from the endpoint: history on, uploads only with a strategy', () => {
    const session = chatKitSession(api, 1_000_000);
    expect(v.safeParse(SessionSchema, session).success).toBe(true);
    expect(session.workflow.id).toBe(api.url);
    expect(session.expires_at).toBe(1000 + 600);
    expect(session.chatkit_configuration.history.enabled).toBe(true);
    expect(session.chatkit_configuration.file_upload.enabled).toBe(false);
    const uploading = chatKitSession({ ...api, uploadStrategy: { type: 'two_phase' } });
    expect(uploading.chatkit_configuration.file_upload.enabled).toBe(true);
  });

  it('loads the dialect’s client with the first request, and sends it through the host’s fetch', async () => {
    const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: [], has_more: false, after: null }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const client = deferredClient(() =>
      Promise.resolve(chatKitServerClient({ ...api, fetch }, {})),
    );
    // Nothing known of the budget before any answer.
    expect(client.rateLimit.get()).toEqual({
      limit: null,
      remaining: null,
      resetAt: null,
      retryAt: null,
    });
    expect(client.rateLimit.waitMs()).toBe(0);
    const { data } = await client.threads.list({ limit: 5 });
    expect(data.data).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(api.url);
    expect(JSON.parse(init?.body as string)).toMatchObject({
      type: 'threads.list',
      params: { limit: 5 },
    });
  });

  it('follows the real budget once loaded (a proxy’s 429), and stops following when asked', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const refuse = () =>
      Promise.resolve(new Response('{}', { status: 429, headers: { 'retry-after': '5' } }));
    const client = deferredClient(() =>
      Promise.resolve(chatKitServerClient({ ...api, fetch: refuse }, {})),
    );
    const heard = vi.fn();
    const stop = client.rateLimit.subscribe(heard);
    await expect(client.threads.get('thr_1')).rejects.toMatchObject({ status: 429 });
    expect(heard).toHaveBeenCalled();
    expect(client.rateLimit.waitMs()).toBeGreaterThan(0);
    stop();
    heard.mockClear();
    now += 10_000;
    await expect(client.threads.get('thr_1')).rejects.toMatchObject({ status: 429 });
    expect(heard).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
