import { useCallback, useId, useMemo, useState } from 'react';
import type { ReceivedAssistantMessageItem } from '../../wire/received';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { CitationScope, type CitationScopeValue } from '../markdown/CitationContext';
import { EntityPreview } from '../markdown/EntityPreview';
import { PlainRest } from '../markdown/MarkdownText';
import { ContentPart } from './ContentPart';
import { MessageActions } from './MessageActions';
import { messageAvatar } from './MessageAvatar';
import { MessageTime } from './MessageTime';
import { collectSources, sourcePreview } from './sources';
import { SourcesList } from './SourcesList';

/**
 * A quiet line under an answer that ended early, saying how: stopped, interrupted, or cut short.
 * Text, not an icon alone, so it reads the same to everyone; the answer names it as its
 * description, so a screen reader says it with the answer.
 */
function IncompleteMark({ item, id }: { item: ReceivedAssistantMessageItem; id: string }) {
  const labels = useLabels();
  const reason = item.incomplete_details?.reason;
  const label =
    reason === 'stopped'
      ? labels.answerStopped
      : reason === 'interrupted'
        ? labels.answerInterrupted
        : labels.answerIncomplete;
  return (
    <p id={id} data-slot="incomplete-mark" data-reason={reason ?? 'unknown'}>
      {label}
    </p>
  );
}

/**
 * Content parts rendered one by one; the text of any later ones follows as plain text with a note
 * (an answer of thousands of parts costs the page a few paragraphs for them).
 */
export const ANSWER_PARTS_SHOWN = 50;

/**
 * An answer: markdown parts with inline citations, its sources, a mark when it ended early, and a
 * copy action.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <AssistantMessage item={item} streaming={false} />
 * </RenderProvider>
 */
export function AssistantMessage({
  item,
  streaming,
}: ItemRendererProps<ReceivedAssistantMessageItem>) {
  const scope = useId().replace(/:/g, '');
  const { sources, placements } = useMemo(() => collectSources(item.content), [item.content]);
  const endedEarly = !streaming && item.status === 'incomplete';
  const { labels, avatars } = useRenderOptions();
  // Which source a citation marker asked to show; the count makes a second click on the same
  // marker show it again.
  const [shown, setShown] = useState<{ number: number; count: number } | null>(null);
  const activate = useCallback((number: number) => {
    setShown((current) => ({ number, count: (current?.count ?? 0) + 1 }));
  }, []);
  const citations = useMemo<CitationScopeValue>(
    () => ({
      scope,
      preview: (number) => {
        // Numbered 1, 2, 3… in order: a look-up, not a search (an answer may cite thousands).
        const source = sources[number - 1];
        return source ? sourcePreview(source.annotation, labels) : null;
      },
      activate,
      entityPreview: (entity) => <EntityPreview entity={entity} />,
    }),
    [scope, sources, labels, activate],
  );
  return (
    <CitationScope.Provider value={citations}>
      <article
        data-slot="assistant-message"
        data-state={streaming ? 'streaming' : 'complete'}
        aria-busy={streaming || undefined}
        aria-describedby={endedEarly ? `${scope}-mark` : undefined}
      >
        {messageAvatar(avatars, 'assistant')}
        <div data-slot="message-content">
          {item.content.slice(0, ANSWER_PARTS_SHOWN).map((part, index) => (
            <ContentPart
              key={index}
              part={part}
              item={item}
              index={index}
              streaming={streaming}
              citations={placements[index] ?? []}
            />
          ))}
          {item.content.length > ANSWER_PARTS_SHOWN && (
            <PlainRest
              text={item.content
                .slice(ANSWER_PARTS_SHOWN)
                .map((part) => (part.type === 'output_text' ? part.text : ''))
                .filter((text) => text !== '')
                .join('\n\n')}
            />
          )}
        </div>
        {sources.length > 0 && <SourcesList sources={sources} scope={scope} shown={shown} />}
        {endedEarly && <IncompleteMark item={item} id={`${scope}-mark`} />}
        {!streaming && (
          <div data-slot="message-footer">
            <MessageActions item={item} />
            <MessageTime createdAt={item.created_at} />
          </div>
        )}
      </article>
    </CitationScope.Provider>
  );
}
