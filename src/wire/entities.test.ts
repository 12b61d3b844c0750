import { describe, expect, it } from 'vitest';
import { assistantMessage, THREAD_ID, userMessage } from '../../test/fixtures/items';
import * as v from 'valibot';
import { UserInputSchema } from './conversation';
import { receiveThreadItem } from './receiveItem';

const context = { threadId: THREAD_ID };
const tag = {
  type: 'input_tag',
  text: 'Ada Lovelace',
  id: 'p1',
  group: 'People',
  interactive: true,
};

describe('entities on the wire', () => {
  it('reads input_tag parts of a user message in order with its text', () => {
    const content = [{ type: 'input_text', text: 'Ask ' }, tag];
    const { item, problems } = receiveThreadItem({ ...userMessage, content }, context);
    expect(problems).toEqual([]);
    expect(item?.type === 'uikit.user_message' && item.content).toEqual(content);
  });

  it('accepts input_tag in a new message and refuses one past the bounds, naming the path', () => {
    const ok = v.safeParse(UserInputSchema, { content: [tag] });
    expect(ok.success).toBe(true);
    const data = Object.fromEntries(
      Array.from({ length: 17 }, (_, index) => [`k${String(index)}`, 'v']),
    );
    const bad = v.safeParse(UserInputSchema, { content: [{ ...tag, data }] });
    expect(bad.success).toBe(false);
    expect(
      v.safeParse(UserInputSchema, { content: [{ ...tag, text: 'x'.repeat(257) }] }).success,
    ).toBe(false);
  });

  it('reads an entity annotation; a bad one costs that annotation only', () => {
    const entity = {
      type: 'entity',
      source: { type: 'entity', id: 'p1', title: 'Ada Lovelace', interactive: true },
      index: 3,
    };
    const broken = { type: 'entity', source: { type: 'entity', title: 42 } };
    const { item, problems } = receiveThreadItem(
      {
        ...assistantMessage,
        content: [{ type: 'output_text', text: 'Ada', annotations: [entity, broken] }],
      },
      context,
    );
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.path).toContain('annotations[1]');
    const part = item?.type === 'uikit.assistant_message' ? item.content[0] : undefined;
    const annotations = part?.type === 'output_text' ? part.annotations : [];
    expect(annotations.map((annotation) => annotation.type)).toEqual(['entity', 'invalid']);
    expect(annotations[0]).toMatchObject({ source: { id: 'p1', title: 'Ada Lovelace' } });
  });
});
