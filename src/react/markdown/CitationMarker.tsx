import { useLabels } from '../context/RenderContext';
import { sourceElementId, useCitationScope } from './CitationContext';

/** An inline citation number linking to its entry in the message's sources list. */
export function CitationMarker({ number }: { number: number }) {
  const labels = useLabels();
  const scope = useCitationScope();
  if (scope === null) return <sup data-slot="citation">{number}</sup>;
  return (
    <sup data-slot="citation">
      <a href={`#${sourceElementId(scope, number)}`} aria-label={labels.citation(number)}>
        {number}
      </a>
    </sup>
  );
}
