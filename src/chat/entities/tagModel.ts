import type { Entity, InputTag } from '../../wire/entities';

export type { Entity } from '../../wire/entities';

/**
 * A tag in the composer's draft: the entity and where its title sits in the draft's text
 * (`text.slice(start, end) === entity.title`). Tags never overlap and are kept in text order.
 */
export interface ComposerTag {
  readonly start: number;
  readonly end: number;
  readonly entity: Entity;
}

/** The draft as text and tags: what the composer edits. */
export interface TaggedText {
  readonly text: string;
  readonly tags: readonly ComposerTag[];
}

/** Keeps the tags whose title is still where they say, in order, without overlaps. */
export function validTags(text: string, tags: readonly ComposerTag[]): ComposerTag[] {
  const sorted = [...tags].sort((a, b) => a.start - b.start);
  const kept: ComposerTag[] = [];
  let after = 0;
  for (const tag of sorted) {
    if (tag.start < after || tag.end <= tag.start) continue;
    if (text.slice(tag.start, tag.end) !== tag.entity.title) continue;
    kept.push(tag);
    after = tag.end;
  }
  return kept;
}

/**
 * The tags after the text changed from `before` to `after` (typing, paste, cut, undo, or a host's
 * `setComposerValue`). The edit is found as the span between the common start and end of both
 * texts, placed before `caret` (where the browser left the caret after the edit) when given, as
 * repeated letters make the diff ambiguous. Tags before the edit stay, tags after it move, and a
 * tag the edit touched inside is dropped: its text stays, as plain text.
 */
export function remapTags(
  before: string,
  after: string,
  tags: readonly ComposerTag[],
  caret?: number,
): ComposerTag[] {
  if (before === after || tags.length === 0) return [...tags];
  let prefix = 0;
  const limit = Math.min(before.length, after.length, caret ?? Infinity);
  while (prefix < limit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  const suffixLimit = Math.min(
    before.length - prefix,
    after.length - prefix,
    caret === undefined ? Infinity : Math.max(0, after.length - caret),
  );
  while (
    suffix < suffixLimit &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix += 1;
  const changedEnd = before.length - suffix;
  const delta = after.length - before.length;
  const moved = tags.flatMap((tag): ComposerTag[] => {
    if (tag.end <= prefix) return [tag];
    if (tag.start >= changedEnd)
      return [{ ...tag, start: tag.start + delta, end: tag.end + delta }];
    return [];
  });
  return validTags(after, moved);
}

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

/** An `input_tag` content part for an entity (protocol section 9). */
export function inputTag(entity: Entity): InputTag {
  return {
    type: 'input_tag',
    text: entity.title,
    id: entity.id,
    ...(entity.group === undefined ? {} : { group: entity.group }),
    ...(entity.data === undefined ? {} : { data: entity.data }),
    ...(entity.interactive === undefined ? {} : { interactive: entity.interactive }),
  };
}

/** A content part the composer sends: text, or a tag. */
export type DraftPart = { type: 'input_text'; text: string } | InputTag;

/**
 * The draft as content parts in order: text runs as `input_text`, tags as `input_tag`. Leading and
 * trailing whitespace of the whole draft is dropped, as a plain send trims its text; an empty run
 * between two tags is left out, a run of spaces kept (it separates them when shown).
 */
export function draftContent(draft: TaggedText): DraftPart[] {
  const { text } = draft;
  const tags = validTags(text, draft.tags);
  const startTrim = text.length - text.trimStart().length;
  const endTrim = text.trimEnd().length;
  const parts: DraftPart[] = [];
  let cursor = startTrim;
  const pushText = (from: number, to: number) => {
    const run = text.slice(Math.max(from, startTrim), Math.min(to, endTrim));
    if (run !== '') parts.push({ type: 'input_text', text: run });
  };
  for (const tag of tags) {
    pushText(cursor, tag.start);
    parts.push(inputTag(tag.entity));
    cursor = tag.end;
  }
  pushText(cursor, text.length);
  return parts;
}

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
