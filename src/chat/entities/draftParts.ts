import type { Entity } from '../../wire/entities';
import type { InputTag } from '../../wire/inputTag';

// The draft's tags as the runtime needs them on every chat: kept through edits and sent. The
// editing model the `@` menu uses (tagModel.ts) loads with the menu.

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
