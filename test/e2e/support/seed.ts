import type { BrowserContext } from 'playwright-core';
import { createUikitClient, type UikitClient } from '../../../src/client';
import type { ReceivedStreamEvent, Session } from '../../../src/wire';
import { collect, userInput } from '../../integration/support/streams';

/**
 * A session for the context's anonymous user, from the demo's own session route: the request
 * carries (and, on first use, sets) the context's cookie, so whatever it creates shows in that
 * user's history.
 */
export async function sessionFor(context: BrowserContext): Promise<Session> {
  const response = await context.request.post('/api/uikit/session');
  if (!response.ok()) throw new Error(`session route: ${String(response.status())}`);
  return (await response.json()) as Session;
}

/** The kit's own client, in Node, acting as the context's user. */
export async function clientFor(context: BrowserContext, baseUrl: string): Promise<UikitClient> {
  const session = await sessionFor(context);
  return createUikitClient({ baseUrl, clientSecret: session.client_secret });
}

function createdThreadId(events: readonly ReceivedStreamEvent[]): string {
  const created = events.find((event) => event.type === 'thread.created');
  if (created?.type !== 'thread.created') throw new Error('no thread.created event');
  return created.thread.id;
}

/**
 * Creates a thread through the API with these user messages, each answered in full before the
 * next is sent. Returns its id.
 */
export async function seedThread(
  client: UikitClient,
  messages: readonly string[],
): Promise<string> {
  const [first, ...rest] = messages;
  if (first === undefined) throw new Error('a thread needs a message');
  const threadId = createdThreadId(
    await collect(client.conversation.createThread(userInput(first))),
  );
  for (const text of rest)
    await collect(client.conversation.addUserMessage(threadId, userInput(text)));
  return threadId;
}
