import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../src/styles/index.css';
import type { Thread } from '../../src/wire/thread';
import { thread, THREAD_ID, userMessage, widgetItem } from '../fixtures/items';
import { STOP_GRACE_MS } from '../../src/chat/createChatRuntime';
import { renderChat, sse } from '../support/chat';
import { errorResponse, sseResponse, type RecordedRequest } from '../support/fakeFetch';

// Protocol section 10: nothing a widget does (nested forms, a submit button outside any form,
// impossible dates, an action the service fails or never answers) may leave the composer, the
// stop control or the history unusable. Real clicks and keys in Chromium.

afterEach(() => {
  cleanup();
});

const widget = (id: string, tree: object) => ({ ...widgetItem, id, widget: JSON.stringify(tree) });

const nestedForms = widget('itm_nested', {
  type: 'Card',
  asForm: true,
  confirm: { label: 'Confirm', action: { type: 'confirm' } },
  children: [
    {
      type: 'Form',
      onSubmitAction: { type: 'inner' },
      children: [
        { type: 'Input', name: 'guest', required: true },
        { type: 'Form', children: [{ type: 'Button', label: 'Innermost', submit: true }] },
        { type: 'Button', label: 'Inner submit', submit: true },
      ],
    },
  ],
});
const loneSubmit = widget('itm_lone', {
  type: 'Basic',
  children: [
    { type: 'Button', label: 'Lone submit', submit: true },
    { type: 'Button', label: 'Lone action', submit: true, onClickAction: { type: 'lone' } },
  ],
});
const badDates = widget('itm_dates', {
  type: 'Card',
  children: [
    {
      type: 'Form',
      onSubmitAction: { type: 'book' },
      children: [
        {
          type: 'DatePicker',
          name: 'day',
          required: true,
          defaultValue: '2024-13-45',
          min: '2025-12-31',
          max: '2025-01-01',
          onChangeAction: { type: 'day_changed' },
        },
        { type: 'DatePicker', name: 'backwards', defaultValue: 'not a date', min: 'x', max: '' },
        { type: 'Button', label: 'Book', submit: true },
      ],
    },
  ],
});
const everyWidget = [{ ...userMessage, id: 'itm_question' }, nestedForms, loneSubmit, badDates];

type ActionAnswer = 'ok' | 'fails' | 'hangs';

/** A chat on a thread holding the widgets; widget actions are answered as `action` says. */
function chatWith(action: ActionAnswer) {
  const other: Thread = { ...thread, id: 'thr_other', title: 'Another trip' };
  const answer = (request: RecordedRequest) => {
    if ((request.body as { type: string }).type !== 'threads.custom_action')
      return sse({ type: 'stream_options', stream_options: { allow_cancel: true } });
    if (action === 'fails')
      return errorResponse(500, { type: 'server_error', message: 'The action failed' });
    // Never a byte: no stream_options, no end.
    if (action === 'hangs') return sseResponse(new ReadableStream<Uint8Array>());
    return sse({ type: 'stream_options', stream_options: { allow_cancel: true } });
  };
  return renderChat(
    {
      threads: [thread, other],
      items: {
        [THREAD_ID]: everyWidget,
        thr_other: [{ ...userMessage, id: 'itm_other', thread_id: 'thr_other' }],
      },
      conversation: answer,
    },
    { initialThread: THREAD_ID },
    { style: { height: 700 } },
  );
}

const sentMessages = (requests: readonly RecordedRequest[]) =>
  requests.filter(
    (request) =>
      request.url.pathname === '/v1/uikit/conversation' &&
      (request.body as { type: string }).type === 'threads.add_user_message',
  );

/** Clicks every control of every widget, with a value in the required field. */
async function clickThroughWidgets() {
  await userEvent.fill(await screen.findByRole('textbox', { name: 'guest' }), 'Ana');
  for (const name of ['Innermost', 'Inner submit', 'Confirm', 'Lone submit', 'Lone action', 'Book'])
    await userEvent.click(screen.getByRole('button', { name }));
  // A date field whose range is empty opens on days none of which can be picked, and closes.
  await userEvent.click(screen.getByRole('button', { name: /^day\b/ }));
  await screen.findByRole('dialog', { name: 'Calendar' }, { timeout: 5000 });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  // One with a nonsense range lets any day be picked.
  await userEvent.click(screen.getByRole('button', { name: /^backwards\b/ }));
  const calendar = await screen.findByRole('dialog', { name: 'Calendar' }, { timeout: 5000 });
  await waitFor(() => {
    expect(calendar.contains(document.activeElement)).toBe(true);
  });
  await userEvent.keyboard('{Enter}');
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });
}

async function sendFromComposer(text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Message' }));
  await userEvent.keyboard(`${text}{Enter}`);
}

describe('widgets never wedge the chat', () => {
  it.each<ActionAnswer>(['ok', 'fails', 'hangs'])(
    'the composer sends, stop stops and history opens after clicking through every widget (actions that %s)',
    async (action) => {
      const { requests } = chatWith(action);
      await clickThroughWidgets();
      if (action === 'hangs') {
        // The service never said whether the answer may be stopped: stop turns on anyway, once
        // STOP_GRACE_MS have passed.
        expect(STOP_GRACE_MS).toBeGreaterThan(0);
        const stop = screen.getByRole('button', { name: 'Stop' });
        await waitFor(
          () => {
            expect(stop).toBeEnabled();
          },
          { timeout: 10_000 },
        );
        await userEvent.click(stop);
      }
      await waitFor(() => {
        expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
      });

      await sendFromComposer('Still there?');
      await waitFor(() => {
        expect(sentMessages(requests)).toHaveLength(1);
      });
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');

      await userEvent.click(screen.getByRole('button', { name: 'Show history' }));
      const history = screen.getByRole('navigation', { name: 'History' });
      await userEvent.click(await within(history).findByRole('button', { name: /^Another trip/ }));
      await waitFor(() => {
        expect(document.querySelector('[data-item-id="itm_other"]')).not.toBeNull();
      });
    },
  );

  it('says why a message sent while a widget action hangs waits, keeps it, and sends it after stop', async () => {
    const { requests } = chatWith('hangs');
    await clickThroughWidgets();
    // Enter while the action's answer is still to come: nothing is sent, and the user is told why
    // and what to do; the text stays in the field.
    await sendFromComposer('Still there?');
    const field = screen.getByRole('textbox', { name: 'Message' });
    const reason = await screen.findByText(
      'An answer is in progress. Send when it ends, or stop it.',
    );
    expect(reason).toHaveAttribute('role', 'status');
    expect(field).toHaveAccessibleDescription(
      'An answer is in progress. Send when it ends, or stop it.',
    );
    expect(field).toHaveValue('Still there?');
    expect(sentMessages(requests)).toHaveLength(0);

    const stop = screen.getByRole('button', { name: 'Stop' });
    await waitFor(
      () => {
        expect(stop).toBeEnabled();
      },
      { timeout: 10_000 },
    );
    await userEvent.click(stop);
    // Once nothing is in progress the reason goes, and Enter sends the kept text.
    await waitFor(() => {
      expect(screen.queryByText(/An answer is in progress/)).toBeNull();
    });
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(sentMessages(requests)).toHaveLength(1);
    });
    expect(field).toHaveValue('');
  });
});
