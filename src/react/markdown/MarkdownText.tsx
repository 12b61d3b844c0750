import { useMemo } from 'react';
import { markdownAsText } from './markdownAsText';

/** Plain text is split into pieces of about this many characters (each laid out on its own). */
const PLAIN_PIECE = 8_000;

/** Text in pieces cut at line ends (or spaces) near {@link PLAIN_PIECE} characters. */
function plainPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > PLAIN_PIECE) {
    const window = text.slice(start, start + PLAIN_PIECE);
    const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    const end = cut > PLAIN_PIECE / 2 ? start + cut + 1 : start + PLAIN_PIECE;
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * Markdown shown as text with its syntax taken out, in pieces: what an answer shows where its
 * markdown is not rendered (the renderer's code still loading, a long answer's later steps, text
 * past the markdown bounds). Never the source: no `## ` or `- ` flashes before the rendered text.
 */
export function MarkdownText({ markdown, slot }: { markdown: string; slot: string }) {
  const pieces = useMemo(() => plainPieces(markdownAsText(markdown)), [markdown]);
  return pieces.map((piece, index) => (
    <p key={index} data-slot={slot}>
      {piece}
    </p>
  ));
}
