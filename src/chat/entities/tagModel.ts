import type { Entity } from '../../wire/entities';
import { validTags, type ComposerTag, type TaggedText } from './draftParts';

export type { Entity } from '../../wire/entities';
export {
  draftContent,
  inputTag,
  remapTags,
  validTags,
  type ComposerTag,
  type DraftPart,
  type TaggedText,
} from './draftParts';

/**
 * What Backspace or Delete must remove so a tag goes as a whole: the selection widened over every
 * tag it touches, or, with a collapsed caret, the tag just before it (Backspace) or after it
 * (Delete). Null when the browser's own deletion is right (no tag involved).
 */
export function deletionRange(
  tags: readonly ComposerTag[],
  selectionStart: number,
  selectionEnd: number,
  key: 'Backspace' | 'Delete',
): { start: number; end: number } | null {
  let start = selectionStart;
  let end = selectionEnd;
  if (start === end) {
    const tag =
      key === 'Backspace'
        ? tags.find((t) => t.start < start && start <= t.end)
        : tags.find((t) => t.start <= start && start < t.end);
    return tag ? { start: tag.start, end: tag.end } : null;
  }
  for (const tag of tags) {
    if (tag.end > start && tag.start < end) {
      start = Math.min(start, tag.start);
      end = Math.max(end, tag.end);
    }
  }
  return start === selectionStart && end === selectionEnd ? null : { start, end };
}

/**
 * Puts `entity` as a tag in place of `text.slice(from, to)` (the `@query` typed), followed by a
 * space, and returns the new draft with the caret after that space.
 */
export function insertTag(
  draft: TaggedText,
  from: number,
  to: number,
  entity: Entity,
): TaggedText & { caret: number } {
  const { text } = draft;
  const spaced = text.charAt(to) === ' ' ? '' : ' ';
  const inserted = `${entity.title}${spaced}`;
  const next = text.slice(0, from) + inserted + text.slice(to);
  const moved = replaced(draft.tags, from, to, inserted.length);
  const tag: ComposerTag = { start: from, end: from + entity.title.length, entity };
  return {
    text: next,
    tags: validTags(next, [...moved, tag]),
    caret: from + entity.title.length + 1,
  };
}

/** The tags once `[from, to)` is replaced by `length` characters: those it touched are gone. */
const replaced = (tags: readonly ComposerTag[], from: number, to: number, length: number) =>
  tags.flatMap((tag): ComposerTag[] => {
    if (tag.end <= from) return [tag];
    const delta = length - (to - from);
    if (tag.start >= to) return [{ ...tag, start: tag.start + delta, end: tag.end + delta }];
    return [];
  });

/** The MIME type of tags on the clipboard, read back by the composer when pasting. */
export const TAGS_MIME = 'application/x-uikit-tags+json';

/** The part of a draft between `from` and `to` as clipboard JSON (tags relative to `from`). */
export function serializeTagged(draft: TaggedText, from: number, to: number): string {
  const tags = draft.tags
    .filter((tag) => tag.start >= from && tag.end <= to)
    .map((tag) => ({ start: tag.start - from, end: tag.end - from, entity: tag.entity }));
  return JSON.stringify({ text: draft.text.slice(from, to), tags });
}

const isEntity = (value: unknown): value is Entity => {
  if (typeof value !== 'object' || value === null) return false;
  const entity = value as Record<string, unknown>;
  return typeof entity.id === 'string' && typeof entity.title === 'string';
};

/**
 * Clipboard JSON back as text and tags; null when it is not what {@link serializeTagged} wrote (a
 * tag that does not match its text is left out, its text kept).
 */
export function parseTagged(json: string): TaggedText | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { text, tags } = value as { text?: unknown; tags?: unknown };
  if (typeof text !== 'string' || !Array.isArray(tags)) return null;
  const read = tags.flatMap((tag: unknown): ComposerTag[] => {
    if (typeof tag !== 'object' || tag === null) return [];
    const { start, end, entity } = tag as Record<string, unknown>;
    if (typeof start !== 'number' || typeof end !== 'number' || !isEntity(entity)) return [];
    return [{ start, end, entity }];
  });
  return { text, tags: validTags(text, read) };
}

/** Pastes `pasted` in place of `draft.text.slice(from, to)`; the caret goes after it. */
export function pasteTagged(
  draft: TaggedText,
  from: number,
  to: number,
  pasted: TaggedText,
): TaggedText & { caret: number } {
  const { text } = draft;
  const next = text.slice(0, from) + pasted.text + text.slice(to);
  const caret = from + pasted.text.length;
  const moved = replaced(draft.tags, from, to, pasted.text.length);
  const added = pasted.tags.map((tag) => ({
    ...tag,
    start: tag.start + from,
    end: tag.end + from,
  }));
  return { text: next, tags: validTags(next, [...moved, ...added]), caret };
}

/**
 * The `@query` (or `/query`) being typed before the caret: the trigger's offset and what follows
 * it. `@` counts at the start of a word; `/` only at the start of the draft (after spaces). Null
 * inside a tag, or once the query holds a space or a line break.
 */
export function findTrigger(
  draft: TaggedText,
  caret: number,
  trigger: '@' | '/',
): { start: number; query: string } | null {
  const { text } = draft;
  if (draft.tags.some((tag) => tag.start < caret && caret <= tag.end)) return null;
  let index = caret - 1;
  while (index >= 0 && !/\s/.test(text.charAt(index)) && text.charAt(index) !== trigger) index -= 1;
  if (index < 0 || text.charAt(index) !== trigger) return null;
  if (trigger === '@' && index > 0 && !/\s/.test(text.charAt(index - 1))) return null;
  if (trigger === '/' && text.slice(0, index).trim() !== '') return null;
  if (draft.tags.some((tag) => tag.start <= index && index < tag.end)) return null;
  return { start: index, query: text.slice(index + 1, caret) };
}
