import { useId, useMemo } from 'react';
import type { ReceivedAssistantMessageItem } from '../../wire/received';
import type { ItemRendererProps } from '../context/renderers';
import { CitationScope } from '../markdown/CitationContext';
import { ContentPart } from './ContentPart';
import { MessageActions } from './MessageActions';
import { collectSources } from './sources';
import { SourcesList } from './SourcesList';

/** An answer: markdown parts with inline citations, its sources, and a copy action. */
export function AssistantMessage({
  item,
  streaming,
}: ItemRendererProps<ReceivedAssistantMessageItem>) {
  const scope = useId().replace(/:/g, '');
  const { sources, placements } = useMemo(() => collectSources(item.content), [item.content]);
  return (
    <CitationScope.Provider value={scope}>
      <article
        data-slot="assistant-message"
        data-state={streaming ? 'streaming' : 'complete'}
        aria-busy={streaming || undefined}
      >
        <div data-slot="message-content">
          {item.content.map((part, index) => (
            <ContentPart
              key={index}
              part={part}
              item={item}
              index={index}
              streaming={streaming}
              citations={placements[index] ?? []}
            />
          ))}
        </div>
        {sources.length > 0 && <SourcesList sources={sources} scope={scope} />}
        {!streaming && <MessageActions item={item} />}
      </article>
    </CitationScope.Provider>
  );
}
