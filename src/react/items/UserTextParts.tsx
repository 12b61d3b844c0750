import type { UserContent } from '../../wire/items';
import { useLabels } from '../context/RenderContext';
import type { ContentRendererProps } from '../context/renderers';

/** User text is plain text, never markdown: line breaks kept, nothing interpreted. */
export function InputTextPart({
  part,
}: ContentRendererProps<Extract<UserContent, { type: 'input_text' }>>) {
  return <p data-slot="user-text">{part.text}</p>;
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

/**
 * An entity tag the user sent (`input_tag`), shown as its text in a chip. Minimal on purpose: the
 * entities feature gives it its look and its click.
 */
export function InputTagPart({
  part,
}: ContentRendererProps<Extract<UserContent, { type: 'input_tag' }>>) {
  return <span data-slot="user-tag">{part.text}</span>;
}
