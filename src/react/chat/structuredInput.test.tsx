import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { structuredInput, thread, THREAD_ID, userMessage } from '../../../test/fixtures/items';
import { renderChat, sse } from '../../../test/support/chat';
import type { RecordedRequest } from '../../../test/support/fakeFetch';

// The whole chat: a structured input's answers go to the service as
// `threads.add_structured_input`, and the item it answers with replaces the question.

const operation = (request: RecordedRequest) =>
  (request.body as { type?: string; params?: unknown } | null) ?? {};

describe('a structured input in the chat', () => {
  it('sends the answers to the open thread and shows the question answered', async () => {
    const user = userEvent.setup();
    const skipped = {
      ...structuredInput,
      status: 'skipped',
      inputs: structuredInput.inputs.map((input) => ({
        ...input,
        answer: { values: [], skipped: true },
      })),
    };
    const chat = renderChat(
      {
        threads: [thread],
        items: { [THREAD_ID]: [userMessage, structuredInput] },
        conversation: (request) =>
          operation(request).type === 'threads.add_structured_input'
            ? sse({ type: 'thread.item.replaced', item: skipped })
            : sse(),
      },
      { initialThread: THREAD_ID },
    );
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => {
      expect(
        chat.requests.map(operation).find((body) => body.type === 'threads.add_structured_input'),
      ).toEqual({
        type: 'threads.add_structured_input',
        params: {
          thread_id: THREAD_ID,
          item_id: structuredInput.id,
          input: {
            status: 'skipped',
            answers: {
              pace: { values: [], skipped: true },
              interests: { values: [], skipped: true },
              notes: { values: [], skipped: true },
            },
          },
        },
      });
    });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    });
  });
});
