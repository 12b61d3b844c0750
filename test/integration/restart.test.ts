import { describe, expect, it } from 'vitest';
import { createUikitClient } from '../../src/client';
import type { ClientToolCallItem } from '../../src/wire';
import {
  API_KEY,
  manualClock,
  openSession,
  removeDataDir,
  startTestServer,
} from './support/testServer';
import { collect, finishedItems, textOf, userInput } from './support/streams';

describe('a restart on the same data folder', () => {
  it('keeps sessions, threads, items, files, feedback and upload budgets', async () => {
    const clock = manualClock();
    const before = await startTestServer({ clock });
    const { session, client } = await openSession(before, {
      chatkit_configuration: { file_upload: { enabled: true, max_files: 2 } },
    });
    const cancelled = await openSession(before);
    await fetch(`${before.baseUrl}/v1/uikit/sessions/${cancelled.session.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    const file = (
      await client.files.upload(new File(['hello'], 'hello.txt', { type: 'text/plain' }))
    ).data;
    const events = await collect(
      client.conversation.createThread(userInput('remember me', [file.id])),
    );
    const [message, answer] = finishedItems(events);
    const threadId = message?.thread_id ?? '';
    await client.threads.rename(threadId, 'Kept');
    await client.threads.sendFeedback(threadId, [answer?.id ?? ''], 'positive');
    const itemsBefore = (await client.threads.listItems(threadId)).data.data;
    await before.stop();

    const after = await startTestServer({ dataDir: before.dataDir, clock });
    try {
      // The same secret: sessions live in the database, not in memory.
      const again = createUikitClient({
        baseUrl: after.baseUrl,
        clientSecret: session.client_secret,
      });
      const threads = (await again.threads.list()).data.data;
      expect(threads.map((thread) => [thread.id, thread.title])).toEqual([[threadId, 'Kept']]);
      const itemsAfter = (await again.threads.listItems(threadId)).data.data;
      expect(itemsAfter.map((item) => item.id)).toEqual(itemsBefore.map((item) => item.id));
      expect(textOf(itemsAfter[0])).toBe('remember me');
      expect(after.uikit.storage?.feedback.kindOf(answer?.id ?? '', session.user)).toBe('positive');

      // The signing key is kept too: URLs signed before the restart still load (on the new port).
      const signed = new URL(file.preview_url ?? '');
      const content = await fetch(`${after.baseUrl}${signed.pathname}${signed.search}`);
      expect(content.status).toBe(200);
      expect(await content.text()).toBe('hello');

      // One of two uploads was used before the restart.
      await again.files.upload(new Blob(['2']));
      await expect(again.files.upload(new Blob(['3']))).rejects.toMatchObject({
        code: 'too_many_files',
      });

      const refused = createUikitClient({
        baseUrl: after.baseUrl,
        clientSecret: cancelled.session.client_secret,
      });
      await expect(refused.threads.list()).rejects.toMatchObject({ code: 'session_cancelled' });
    } finally {
      await after.stop();
      removeDataDir(after);
    }
  });

  it('continues a client tool call made before the restart by running the workflow again', async () => {
    const clock = manualClock();
    const before = await startTestServer({ clock });
    const { session, client } = await openSession(before, { workflow: { id: 'demo' } });
    const first = await collect(client.conversation.createThread(userInput('call the tool')));
    const call = finishedItems(first).at(-1) as ClientToolCallItem;
    expect(call.status).toBe('in_progress');
    await before.stop();

    const after = await startTestServer({ dataDir: before.dataDir, clock });
    try {
      const again = createUikitClient({
        baseUrl: after.baseUrl,
        clientSecret: session.client_secret,
      });
      const second = await collect(
        again.conversation.addClientToolOutput(call.thread_id, call.call_id, {
          title: 'After the restart',
          url: 'https://example.com/',
        }),
      );
      expect(second[1]).toMatchObject({
        type: 'thread.item.done',
        item: { id: call.id, status: 'completed' },
      });
      expect(textOf(finishedItems(second).at(-1))).toContain('**After the restart**');
      expect(second.at(-1)).toMatchObject({
        type: 'thread.updated',
        thread: { title: 'call the tool' },
      });
    } finally {
      await after.stop();
      removeDataDir(after);
    }
  });
});
