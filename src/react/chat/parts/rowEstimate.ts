import type { ReceivedThreadItem } from '../../../wire/received';

/** Characters on a line of an answer at the thread's widest column (about 52em at 16 px). */
const LINE_CHARACTERS = 90;
const LINE_HEIGHT = 26;

/**
 * Estimates already made, by item: a long list lays out its rows again after each row it measures,
 * estimating every row below not yet measured (thousands, every frame of a fast scroll). An item
 * changed is a new object, estimated afresh.
 */
const estimates = new WeakMap<ReceivedThreadItem, number>();

/**
 * A row's height (px) before it is measured, from its text: the closer the estimate, the less a
 * long thread's rows move when they are measured as they scroll into view. Rows measured once keep
 * their measured height.
 */
export function estimateRowHeight(item: ReceivedThreadItem | undefined): number {
  if (item === undefined) return 140;
  let height = estimates.get(item);
  if (height === undefined) {
    height = estimateFromText(item);
    estimates.set(item, height);
  }
  return height;
}

function estimateFromText(item: ReceivedThreadItem): number {
  if (item.type === 'uikit.user_message') {
    const text = item.content.reduce(
      (length, part) =>
        length + ('text' in part && typeof part.text === 'string' ? part.text.length : 0),
      0,
    );
    return 56 + Math.ceil(text / (LINE_CHARACTERS * 0.7)) * LINE_HEIGHT;
  }
  if (item.type === 'uikit.assistant_message') {
    // From the length alone (constant time: a 10,000-item thread estimates every row at once).
    let text = 0;
    for (const part of item.content) if (part.type === 'output_text') text += part.text.length;
    return 64 + Math.ceil(text / (LINE_CHARACTERS * 0.75)) * LINE_HEIGHT;
  }
  return 140;
}
