import type { ReactNode } from 'react';
import type { Entity } from '../../wire/entities';
import type { InputTag } from '../../wire/inputTag';
import type { ReceivedUserContent } from '../../wire/received';
import { useEntityHandlers } from '../context/EntityContext';
import { useLabels } from '../context/RenderContext';

/** The entity an `input_tag` part names, as `entities.onClick` receives it. */
export function tagEntity(part: InputTag): Entity {
  return {
    id: part.id,
    title: part.text,
    ...(part.group == null ? {} : { group: part.group }),
    ...(part.data == null ? {} : { data: part.data }),
    ...(part.interactive == null ? {} : { interactive: part.interactive }),
  };
}

/**
 * A tag in a sent message: its text, marked; a button calling `entities.onClick` when the tag is
 * interactive and the host listens.
 */
export function InputTagPart({ part }: { part: InputTag }) {
  const { onClick } = useEntityHandlers();
  const labels = useLabels();
  if (part.interactive === true && onClick) {
    return (
      <button
        type="button"
        data-slot="user-tag"
        data-group={part.group ?? undefined}
        aria-label={labels.entityTag(part.text)}
        onClick={() => {
          onClick(tagEntity(part));
        }}
      >
        {part.text}
      </button>
    );
  }
  return (
    <span data-slot="user-tag" data-group={part.group ?? undefined}>
      {part.text}
    </span>
  );
}

/** Whether a user message holds tags (and so renders its text and tags as one run). */
export function hasTags(content: readonly ReceivedUserContent[]): boolean {
  return content.some((part) => part.type === 'input_tag');
}

/**
 * The text of a user message as its copy action copies it: text and tags, tags as their text, in
 * the runs {@link TaggedContent} shows; a quote or an unreadable part ends a run and is left out
 * (a quote is what the user replied to, not what they wrote).
 */
export function userMessageText(content: readonly ReceivedUserContent[]): string {
  const runs: string[] = [];
  let run = '';
  for (const part of content) {
    if (part.type === 'input_text' || part.type === 'input_tag') {
      run += part.text;
    } else {
      runs.push(run);
      run = '';
    }
  }
  runs.push(run);
  return runs.filter((text) => text.trim() !== '').join('\n\n');
}

/**
 * A user message's content with tags: each run of text and tags in one paragraph, in order; any
 * other part (a quote, a fallback) rendered by `renderPart` in its place.
 */
export function TaggedContent({
  content,
  renderPart,
}: {
  content: readonly ReceivedUserContent[];
  renderPart: (part: ReceivedUserContent, index: number) => ReactNode;
}) {
  const blocks: ReactNode[] = [];
  let run: ReactNode[] = [];
  const flush = (key: number) => {
    if (run.length === 0) return;
    blocks.push(
      <p key={`run-${String(key)}`} data-slot="user-text" dir="auto">
        {run}
      </p>,
    );
    run = [];
  };
  content.forEach((part, index) => {
    if (part.type === 'input_text') run.push(part.text);
    else if (part.type === 'input_tag') run.push(<InputTagPart key={index} part={part} />);
    else {
      flush(index);
      blocks.push(renderPart(part, index));
    }
  });
  flush(content.length);
  return <>{blocks}</>;
}
