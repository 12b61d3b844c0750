import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/styles/index.css';
import type { ChatEventMap } from '../../src/chat/chatEvents';
import type { Thread } from '../../src/wire/thread';
import { DAMAGED_ID, eventDamage, itemDamage } from '../fixtures/damage';
import { assistantMessage, CREATED_AT, thread, userMessage, widgetJson } from '../fixtures/items';
import { recordedEvents } from '../fixtures/recordedStream';
import { renderChat } from '../support/chat';
import { jsonResponse, sseResponse, type RecordedRequest } from '../support/fakeFetch';

// The damage corpus (test/fixtures/damage.ts) served by a stub service, rendered through
// <UikitChat> in Chromium: every kind of damaged item between two good neighbours, every kind of
// bad event inside a recorded answer, and all of them spread through one long thread paged in.

afterEach(() => {
  cleanup();
});

const threadOf = (index: number): Thread => ({
  ...thread,
  id: `thr_d${String(index)}`,
  title: `Damage ${String(index)}`,
});
const good = (id: string, threadId: string, text: string) => ({
  ...userMessage,
  id,
  thread_id: threadId,
  content: [{ type: 'input_text' as const, text }],
  attachments: [],
});
/** The damaged item in another thread: its thread_id (when it has a usable one) and a unique id. */
function moved(raw: unknown, threadId: string, id = DAMAGED_ID): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const record = raw as Record<string, unknown>;
  return {
    ...record,
    ...(typeof record.thread_id === 'string' ? { thread_id: threadId } : {}),
    ...(record.id === DAMAGED_ID ? { id } : {}),
  };
}

type LogEntry = ChatEventMap['log'];
const problemPaths = (onLog: ReturnType<typeof vi.fn>) =>
  onLog.mock.calls
    .map(([entry]) => entry as LogEntry)
    .filter((entry) => entry.name.startsWith('data.'))
    .map((entry) => String(entry.data?.path));

describe('every kind of damaged item, between good neighbours', () => {
  it('renders the neighbours, the item as far as it can, and reports each with its path', async () => {
    const threads = itemDamage.map((_, index) => threadOf(index));
    const items = Object.fromEntries(
      itemDamage.map((damage, index) => {
        const id = threadOf(index).id;
        return [
          id,
          [
            good(`itm_before_${String(index)}`, id, `Before ${String(index)}`),
            moved(damage.item, id),
            good(`itm_after_${String(index)}`, id, `After ${String(index)}`),
          ],
        ];
      }),
    );
    const onLog = vi.fn();
    const onError = vi.fn();
    const view = renderChat(
      // The fake service answers items newest first: the damaged item is data[1] of its page.
      { threads, items: items as never },
      { onLog, onError },
      { style: { height: 700 } },
    );
    for (const [index, damage] of itemDamage.entries()) {
      onLog.mockClear();
      onError.mockClear();
      // The thread may hold the damage that fails to load: its outcome is what the test reads.
      act(() => {
        view.chat.setThreadId(threadOf(index).id).catch(() => undefined);
      });
      await screen.findByText(`Before ${String(index)}`);
      await screen.findByText(`After ${String(index)}`);
      const row = document.querySelector(`[data-item-id="${DAMAGED_ID}"]`);
      const { outcome } = damage;
      if (outcome.kind === 'left-out') expect(row, damage.name).toBeNull();
      else if (outcome.kind === 'invalid') {
        const note = row?.querySelector('[data-slot="invalid-item"]');
        expect(note, damage.name).toHaveAttribute('role', 'note');
        expect(note, damage.name).toHaveTextContent(
          `This message could not be displayed. Reference: ${DAMAGED_ID}`,
        );
      } else {
        expect(
          row?.querySelector('[data-item-type]')?.getAttribute('data-item-type'),
          damage.name,
        ).not.toBe('invalid');
        expect(row?.querySelectorAll('[data-invalid]'), damage.name).toHaveLength(
          outcome.fallbacks,
        );
        if (outcome.text !== undefined) {
          await waitFor(() => {
            expect(row, damage.name).toHaveTextContent(outcome.text ?? '');
          });
        }
      }
      await waitFor(() => {
        const paths = problemPaths(onLog);
        for (const path of damage.paths)
          expect(paths, damage.name).toContain(path ? `data[1].${path}` : 'data[1]');
      });
      if (outcome.kind === 'left-out')
        expect(onError, damage.name).toHaveBeenCalledWith({
          error: expect.objectContaining({ name: 'UikitParseError' }) as unknown,
        });
      else expect(onError, damage.name).not.toHaveBeenCalled();
    }
  }, 120_000);
});

describe('every kind of bad event, inside a recorded answer', () => {
  it('skips and reports each; the text, widget, notice, error with its retry and title all arrive', async () => {
    const answer = [
      ...recordedEvents.slice(0, -1),
      {
        type: 'thread.item.done',
        item: {
          ...assistantMessage,
          id: 'itm_w',
          created_at: CREATED_AT + 2,
          type: 'uikit.widget',
          content: undefined,
          widget: widgetJson,
        },
      },
      { type: 'error', code: 'partial', message: 'Part of the answer failed.', allow_retry: true },
      ...recordedEvents.slice(-1),
    ].map((event) => `data: ${JSON.stringify(event)}\n\n`);
    const bad = eventDamage.filter((damage) => damage.outcome === 'skipped');
    bad.forEach((damage, index) => {
      answer.splice(1 + index * 2, 0, `data: ${damage.data}\r\n\r\n`);
    });
    const onLog = vi.fn();
    const onError = vi.fn();
    const view = renderChat(
      { conversation: () => sseResponse(answer.join('')) },
      { onLog, onError },
      { style: { height: 700 } },
    );
    await view.chat.sendUserMessage({ text: 'Plan Lisbon' });
    // "lovely" is bold: it shows once the markdown chunk has loaded, which a busy machine delays.
    expect(await screen.findByText('lovely', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/in May\./)).toBeInTheDocument();
    expect(screen.getByText('Book a table')).toBeInTheDocument();
    expect(screen.getByText('Prices are estimates.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the answer failed.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Lisbon in May' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const paths = problemPaths(onLog);
    for (const damage of bad) expect(paths, damage.name).toContain(damage.path);
    expect(onError).toHaveBeenCalledTimes(bad.length);
  });
});

describe('a long thread with damage on every page', () => {
  it('pages in every good item, a page of nothing usable included', async () => {
    const threadId = 'thr_long';
    // Oldest first: good items with every kind of damage between them, 60 unusable entries in a
    // row (at least one whole page of the service's 30), and 30 more as the newest page: the
    // thread opens on a page that adds nothing.
    const unusable = (count: number) =>
      Array.from({ length: count }, (_, n) => (n % 2 ? null : { type: 'x' }));
    const stored: unknown[] = [];
    itemDamage.forEach((damage, index) => {
      stored.push(good(`itm_good_${String(index)}`, threadId, `Good ${String(index)}`));
      stored.push(moved(damage.item, threadId, `${DAMAGED_ID}_${String(index)}`));
      if (index === 20) stored.push(...unusable(60));
    });
    stored.push(...unusable(30));
    const newestFirst = [...stored].reverse();
    const pages = (request: RecordedRequest) => {
      if (request.url.pathname !== `/v1/uikit/threads/${threadId}/items`) return undefined;
      const limit = Number(request.url.searchParams.get('limit') ?? 20);
      const after = request.url.searchParams.get('after');
      // Cursors are opaque: this service's are positions, so entries without an id page too.
      const start = after === null ? 0 : Number(after.slice('pos:'.length)) + 1;
      const data = newestFirst.slice(start, start + limit);
      const last = start + data.length - 1;
      return jsonResponse(200, {
        object: 'list',
        data,
        first_id: null,
        last_id: `pos:${String(last)}`,
        has_more: last < newestFirst.length - 1,
      });
    };
    renderChat(
      { threads: [{ ...thread, id: threadId }], route: pages },
      { initialThread: threadId },
      { style: { height: 500 } },
    );
    const newest = itemDamage.length - 1;
    await screen.findByText(`Good ${String(newest)}`, undefined, { timeout: 10_000 });
    const scroller = document.querySelector<HTMLElement>('[data-slot="thread-scroll"]');
    await waitFor(
      () => {
        // Reading upwards, as a user does: each scroll to the top asks for the next older page.
        if (scroller) {
          scroller.scrollTop = 0;
          scroller.dispatchEvent(new Event('scroll'));
        }
        expect(document.querySelector('[data-item-id="itm_good_0"]')).not.toBeNull();
      },
      { timeout: 60_000, interval: 100 },
    );
    for (const [index] of itemDamage.entries())
      expect(document.querySelector(`[data-item-id="itm_good_${String(index)}"]`)).not.toBeNull();
  }, 90_000);
});
