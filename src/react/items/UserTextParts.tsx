import { useMemo } from 'react';
import type { UserContent } from '../../wire/items';
import { PLAIN_PIECE, plainPieces } from '../markdown/MarkdownText';
import { useLabels } from '../context/RenderContext';
import type { ContentRendererProps } from '../context/renderers';

/**
 * Plain user text: one paragraph, or for a long text pieces of about 8,000 characters, each laid
 * out only when near the view (a 1 MiB message costs the page what is on screen).
 */
export function UserText({ text }: { text: string }) {
  const pieces = useMemo(() => (text.length > PLAIN_PIECE ? plainPieces(text) : null), [text]);
  if (pieces === null) {
    return (
      <p data-slot="user-text" dir="auto">
        {text}
      </p>
    );
  }
  return (
    <div data-slot="user-text" data-long="" dir="auto">
      {pieces.map((piece, index) => (
        <p key={index} data-slot="user-text-piece">
          {piece}
        </p>
      ))}
    </div>
  );
}

/**
 * User text is plain text, never markdown: line breaks kept, nothing interpreted; in the direction
 * its first letters are written in, whatever the chat's (as an answer's).
 */
export function InputTextPart({
  part,
}: ContentRendererProps<Extract<UserContent, { type: 'input_text' }>>) {
  return <UserText text={part.text} />;
}

export function QuotedTextPart({
  part,
}: ContentRendererProps<Extract<UserContent, { type: 'quoted_text' }>>) {
  const labels = useLabels();
  return (
    <blockquote data-slot="user-quote">
      <span data-slot="visually-hidden">{labels.quoted}: </span>
      {part.text}
    </blockquote>
  );
}
