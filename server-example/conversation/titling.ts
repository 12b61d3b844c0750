import { THREAD_TITLE_LENGTH, type UserMessageItem } from '../../src/wire';

const TITLE_LENGTH = 60;

/**
 * A title from the thread's first message: its first line of text, cut at a word boundary. A
 * message with only attachments is named after the first one.
 */
export function titleFromMessage(message: UserMessageItem): string | null {
  const text = message.content
    .flatMap((part) => ('text' in part ? [part.text] : []))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const source = text !== '' ? text : (message.attachments[0]?.name ?? '');
  if (source === '') return null;
  if (source.length <= TITLE_LENGTH) return source;
  const cut = source.slice(0, TITLE_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TITLE_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A title a workflow set, kept within the rename bounds. */
export function clampTitle(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed.length < THREAD_TITLE_LENGTH.min) return null;
  return trimmed.slice(0, THREAD_TITLE_LENGTH.max);
}
