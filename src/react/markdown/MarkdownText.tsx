import { memo, useMemo } from 'react';
import { useLabels } from '../context/RenderContext';
import { markdownAsText } from './markdownAsText';

/** Plain text is split into pieces of about this many characters (each laid out on its own). */
export const PLAIN_PIECE = 8_000;

/** Text in pieces cut at line ends (or spaces) near {@link PLAIN_PIECE} characters. */
export function plainPieces(text: string): string[] {
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

/** One piece of {@link MarkdownText}: its syntax taken out when it renders. */
const PlainPiece = memo(function PlainPiece({ source, slot }: { source: string; slot: string }) {
  const text = useMemo(() => markdownAsText(source), [source]);
  return <p data-slot={slot}>{text}</p>;
});

/**
 * Markdown shown as text with its syntax taken out, in pieces: what an answer shows where its
 * markdown is not rendered (the renderer's code still loading, a long answer's later steps, text
 * past the markdown bounds). Never the source: no `## ` or `- ` flashes before the rendered text.
 * The source is cut into pieces first and each piece read on its own, so a megabyte costs a
 * render many small steps (React yields between them), never one long one; a construct cut in two
 * at a piece's end reads as the text it is.
 */
export function MarkdownText({ markdown, slot }: { markdown: string; slot: string }) {
  const pieces = useMemo(() => plainPieces(markdown), [markdown]);
  return pieces.map((piece, index) => <PlainPiece key={index} source={piece} slot={slot} />);
}

/**
 * Text past the markdown bounds (of a block, or of a message's parts): its text without the syntax
 * (read in linear time, however hostile), with a note saying it is not rendered.
 */
export function PlainRest({ text }: { text: string }) {
  const labels = useLabels();
  return (
    <div data-slot="markdown-plain">
      <p data-slot="markdown-limit" role="note">
        {labels.markdownLimit}
      </p>
      <MarkdownText markdown={text} slot="markdown-plain-text" />
    </div>
  );
}
