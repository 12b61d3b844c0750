import type { InputTag } from '../wire/inputTag';
import type { InputText } from '../wire/items';

// A user message's tags in an edited text (protocol section 11, `edit`): where each one stands
// decides both what the editor marks as a tag and what the edit sends as one, so the two never
// disagree. Pure, for the runtime and the editor alike.

/** A tag of a message placed in a text: `text.slice(start, end) === tag.text`. */
export interface PlacedTag {
  readonly start: number;
  readonly end: number;
  readonly tag: InputTag;
}

/**
 * Each of `tags` where its text next stands in `text`, in their order, so a tag stays a tag
 * however the words around it changed. A tag whose text is no longer there is left out: its
 * entity is no longer named.
 */
export function placeTags(text: string, tags: readonly InputTag[]): PlacedTag[] {
  let from = 0;
  return tags.flatMap((tag) => {
    const start = tag.text === '' ? -1 : text.indexOf(tag.text, from);
    if (start < 0) return [];
    from = start + tag.text.length;
    return [{ start, end: from, tag }];
  });
}

/**
 * `text` as a message's content parts, the message's `tags` placed in it (`placeTags`): runs of
 * text as `input_text`, tags as their `input_tag`. Leading and trailing whitespace is dropped, as
 * a send trims its text.
 */
export function textWithTags(text: string, tags: readonly InputTag[]): (InputText | InputTag)[] {
  const trimmed = text.trim();
  const parts: (InputText | InputTag)[] = [];
  let cursor = 0;
  // Not destructured: a binding pattern's names become literal types, and `start` and `end` met
  // here first reorder the widgets' unions in the API report (see createChatRuntime.ts).
  for (const placed of placeTags(trimmed, tags)) {
    if (placed.start > cursor)
      parts.push({ type: 'input_text', text: trimmed.slice(cursor, placed.start) });
    parts.push(placed.tag);
    cursor = placed.end;
  }
  if (cursor < trimmed.length) parts.push({ type: 'input_text', text: trimmed.slice(cursor) });
  return parts;
}
