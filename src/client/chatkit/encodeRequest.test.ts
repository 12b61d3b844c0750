import { describe, expect, it } from 'vitest';
import { toChatKitInput, toChatKitRequest } from './encodeRequest';

describe('requests in ChatKit words', () => {
  it('moves the quote to quoted_text and always sends attachments and inference options', () => {
    expect(
      toChatKitInput({
        content: [
          { type: 'quoted_text', text: 'first' },
          { type: 'input_text', text: 'Compare ' },
          { type: 'input_tag', id: 'acct_9', text: 'Acme', group: 'Accounts' },
          { type: 'quoted_text', text: 'second' },
        ],
      }),
    ).toEqual({
      content: [
        { type: 'input_text', text: 'Compare ' },
        // ChatKit requires data and interactive.
        {
          type: 'input_tag',
          id: 'acct_9',
          text: 'Acme',
          data: {},
          group: 'Accounts',
          interactive: false,
        },
      ],
      attachments: [],
      quoted_text: 'first\n\nsecond',
      inference_options: {},
    });
  });

  it('keeps attachments and chosen options, leaving nulls out', () => {
    expect(
      toChatKitInput({
        content: [{ type: 'input_text', text: 'Hi' }],
        attachments: ['atc_1'],
        inference_options: { model: 'fast', tool_choice: null },
      }),
    ).toEqual({
      content: [{ type: 'input_text', text: 'Hi' }],
      attachments: ['atc_1'],
      inference_options: { model: 'fast' },
    });
  });

  it('sends a tool output as `result`, without the call id', () => {
    expect(
      toChatKitRequest({
        type: 'threads.add_client_tool_output',
        params: { thread_id: 't', call_id: 'call_1', output: { city: 'Lisbon' } },
      }),
    ).toEqual({
      type: 'threads.add_client_tool_output',
      params: { thread_id: 't', result: { city: 'Lisbon' } },
    });
  });

  it('sends retries, widget actions and other operations as they are', () => {
    const action = { type: 'cancel', payload: { id: 'f1' }, handler: 'server' as const };
    expect(
      toChatKitRequest({
        type: 'threads.custom_action',
        params: { thread_id: 't', item_id: 'w', action },
      }),
    ).toEqual({ type: 'threads.custom_action', params: { thread_id: 't', item_id: 'w', action } });
    expect(
      toChatKitRequest({
        type: 'threads.retry_after_item',
        params: { thread_id: 't', item_id: 'u' },
      }),
    ).toEqual({ type: 'threads.retry_after_item', params: { thread_id: 't', item_id: 'u' } });
    const structured = {
      type: 'threads.add_structured_input',
      params: { thread_id: 't', item_id: 'q', input: { status: 'skipped', answers: {} } },
    };
    expect(toChatKitRequest(structured)).toEqual(structured);
  });

  it('creates a thread and adds a message with the converted input', () => {
    const input = { content: [{ type: 'input_text' as const, text: 'Hi' }] };
    expect(toChatKitRequest({ type: 'threads.create', params: { input } })).toEqual({
      type: 'threads.create',
      params: { input: { content: input.content, attachments: [], inference_options: {} } },
    });
    expect(
      toChatKitRequest({ type: 'threads.add_user_message', params: { thread_id: 't', input } }),
    ).toMatchObject({ params: { thread_id: 't', input: { attachments: [] } } });
  });
});
