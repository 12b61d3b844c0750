import { describe, expect, it } from 'vitest';
import type { ComposerChoices } from './composerChoices';
import { createComposerStore, type ComposerAttachment } from './composerStore';
import { planUserMessage } from './outgoingMessage';

const choices: ComposerChoices = {
  tools: [{ id: 'web_search' }, { id: 'canvas', persistent: true }],
  models: [{ id: 'fast', default: true }, { id: 'deep' }, { id: 'expert', disabled: true }],
};

const file = (localId: string, status: ComposerAttachment['status']): ComposerAttachment => ({
  localId,
  name: `${localId}.pdf`,
  size: 10,
  mimeType: 'application/pdf',
  status,
  progress: status === 'uploaded' ? 1 : 0.5,
  uploaded:
    status === 'uploaded'
      ? {
          id: `file_${localId}`,
          type: 'file',
          name: `${localId}.pdf`,
          mime_type: 'application/pdf',
          preview_url: null,
        }
      : null,
  error: null,
});

const draft = (state: Parameters<typeof createComposerStore>[0] = {}) =>
  createComposerStore(state).getState();

describe('what a send sends', () => {
  it('sends the draft: its text trimmed, its quote first, its uploaded files, the default model', () => {
    const sent = file('a', 'uploaded');
    const plan = planUserMessage(
      {},
      draft({ text: '  Hi  ', quote: 'earlier', attachments: [sent, file('b', 'failed')] }),
      choices,
    );
    expect(plan).toEqual({
      kind: 'send',
      input: {
        content: [
          { type: 'quoted_text', text: 'earlier' },
          { type: 'input_text', text: 'Hi' },
        ],
        attachments: ['file_a'],
        inference_options: { model: 'fast', tool_choice: null },
      },
      fromComposer: true,
      tagged: false,
      sent: [sent],
      clearsTool: true,
      newThread: false,
    });
  });

  it('sends given text instead of the draft, which it leaves alone', () => {
    const plan = planUserMessage(
      { text: 'Other', attachments: ['file_x'], newThread: true },
      draft({ text: 'draft', quote: 'draft quote', attachments: [file('a', 'uploaded')] }),
      choices,
    );
    expect(plan).toMatchObject({
      kind: 'send',
      input: { content: [{ type: 'input_text', text: 'Other' }], attachments: ['file_x'] },
      fromComposer: false,
      sent: [],
      newThread: true,
    });
  });

  it('refuses a tool or model the composer does not offer, naming the option', () => {
    const plan = planUserMessage({ toolChoice: { id: 'nope' }, model: 'expert' }, draft(), choices);
    expect(plan.kind).toBe('refused');
    expect(plan.kind === 'refused' ? plan.problems : []).toEqual([
      expect.stringMatching(/^toolChoice: unknown tool "nope"/) as string,
      expect.stringMatching(/^model: unknown or disabled model "expert"/) as string,
    ]);
  });

  it('waits while the draft’s files upload, but not for a message given in full', () => {
    const uploading = draft({ text: 'Hi', attachments: [file('a', 'uploading')] });
    expect(planUserMessage({}, uploading, choices)).toEqual({ kind: 'waiting' });
    expect(planUserMessage({ text: 'Now' }, uploading, choices).kind).toBe('send');
  });

  it('sends nothing for a quote alone, and something for a quote with a file', () => {
    expect(planUserMessage({}, draft({ quote: 'just this' }), choices)).toEqual({
      kind: 'empty',
    });
    expect(
      planUserMessage(
        {},
        draft({ quote: 'just this', attachments: [file('a', 'uploaded')] }),
        choices,
      ).kind,
    ).toBe('send');
  });

  it('clears a one-message tool after the send, keeps a persistent one, and never a given one', () => {
    const once = planUserMessage({}, draft({ text: 'Hi', toolId: 'web_search' }), choices);
    expect(once).toMatchObject({
      input: { inference_options: { tool_choice: { id: 'web_search' } } },
      clearsTool: true,
    });
    const kept = planUserMessage({}, draft({ text: 'Hi', toolId: 'canvas' }), choices);
    expect(kept).toMatchObject({ clearsTool: false });
    const given = planUserMessage(
      { toolChoice: { id: 'web_search' }, model: 'deep' },
      draft({ text: 'Hi', toolId: 'canvas', modelId: 'fast' }),
      choices,
    );
    expect(given).toMatchObject({
      input: { inference_options: { model: 'deep', tool_choice: { id: 'web_search' } } },
      clearsTool: false,
    });
  });

  it('leaves a tagged draft’s text to its parts, to go in their places', () => {
    const tagged = draft({
      text: 'Ask @Ada',
      tags: [{ start: 4, end: 8, entity: { id: 'ada', title: '@Ada' } }],
    });
    const plan = planUserMessage({}, tagged, choices);
    expect(plan).toMatchObject({ kind: 'send', tagged: true, input: { content: [] } });
  });
});
