import { describe, expect, it } from 'vitest';
import type { UserMessageItem } from '../../src/wire';
import { clampTitle, titleFromMessage } from './titling';

const message = (text: string, attachments: string[] = []): UserMessageItem => ({
  id: 'msg_1',
  object: 'uikit.thread_item',
  created_at: 1,
  thread_id: 'thr_1',
  type: 'uikit.user_message',
  content: text === '' ? [] : [{ type: 'input_text', text }],
  attachments: attachments.map((name) => ({
    id: `file_${name}`,
    type: 'file',
    name,
    mime_type: 'text/plain',
    preview_url: null,
  })),
  inference_options: { model: null, tool_choice: null },
});

describe('titleFromMessage', () => {
  it('keeps a short message whole, on one line', () => {
    expect(titleFromMessage(message('  Plan my\n trip  '))).toBe('Plan my trip');
  });

  it('cuts a long message at a word boundary with an ellipsis', () => {
    const title = titleFromMessage(
      message('What should I pack for four rainy days in Lisbon in late November with kids?'),
    );
    expect(title).toBe('What should I pack for four rainy days in Lisbon in late…');
  });

  it('names a message of attachments only after its first file, and gives up on nothing', () => {
    expect(titleFromMessage(message('', ['notes.pdf', 'b.png']))).toBe('notes.pdf');
    expect(titleFromMessage(message(''))).toBeNull();
  });
});

describe('clampTitle', () => {
  it('trims, refuses empty titles and cuts at 256 characters', () => {
    expect(clampTitle('  Hi ')).toBe('Hi');
    expect(clampTitle('   ')).toBeNull();
    expect(clampTitle('x'.repeat(300))).toHaveLength(256);
  });
});
