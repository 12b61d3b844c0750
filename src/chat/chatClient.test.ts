import { describe, expect, it, vi } from 'vitest';
import { assistantMessage, THREAD_ID, userMessage } from '../../test/fixtures/items';
import { fakeFetch, jsonResponse } from '../../test/support/fakeFetch';
import { createChatClient } from './chatClient';
import { createChatEvents } from './chatEvents';

const page = (data: unknown[]) =>
  jsonResponse(200, { object: 'list', data, first_id: null, last_id: null, has_more: false });

function clientWith(response: () => Response, locale?: () => string | undefined) {
  const { fetch, requests } = fakeFetch(response);
  const events = createChatEvents();
  const logs = vi.fn();
  const errors = vi.fn();
  events.on('log', logs);
  events.on('error', errors);
  const getClientSecret = vi.fn(() => Promise.resolve('cs_chat'));
  const client = createChatClient({
    baseUrl: 'https://api.example.test',
    sessions: { getClientSecret },
    fetch,
    locale,
    events,
  });
  return { client, requests, logs, errors, getClientSecret };
}

describe('the chat’s API client', () => {
  it('asks with the session’s secret, in the chat’s language, and logs each answer', async () => {
    const { client, requests, logs, getClientSecret } = clientWith(
      () => page([]),
      () => 'fr-CA',
    );
    await client.threads.listItems(THREAD_ID);
    expect(getClientSecret).toHaveBeenCalledWith({ expiredSecret: null });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer cs_chat');
    expect(requests[0]?.headers.get('accept-language')).toBe('fr-CA');
    expect(logs).toHaveBeenCalledWith({
      name: 'response',
      data: {
        status: 200,
        requestId: 'req_200',
        clientRequestId: requests[0]?.headers.get('x-client-request-id'),
      },
    });
  });

  it('logs what it repaired, and reports what it left out as an error naming where', async () => {
    const { client, logs, errors } = clientWith(() =>
      page([userMessage, { ...assistantMessage, created_at: 'NaN' }, null]),
    );
    const { data } = await client.threads.listItems(THREAD_ID);
    expect(data.data.map((item) => item.id)).toEqual([userMessage.id, assistantMessage.id]);
    expect(logs).toHaveBeenCalledWith({
      name: 'data.repaired',
      data: {
        subject: 'thread item list',
        path: 'data[1].created_at',
        message: expect.any(String) as string,
        itemId: assistantMessage.id,
      },
    });
    expect(logs).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'data.skipped',
        data: expect.objectContaining({ path: 'data[2]' }) as unknown,
      }),
    );
    // Only what was left out is an error: the repaired item is shown.
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith({
      error: expect.objectContaining({ name: 'UikitParseError', path: 'data[2]' }) as unknown,
    });
  });
});
