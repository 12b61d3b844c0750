import { useState } from 'react';
import { useLabels } from '../context/RenderContext';

/**
 * How many of a long list's `total` entries to render: `first` at the start, then `step` more for
 * each press of its {@link ShowMoreButton}. A list of thousands (10,000 attachments, tasks or
 * sources from a buggy service) costs the page only what it shows (protocol section 10: size is
 * bounded, cost is linear), and every entry stays reachable.
 *
 * @example
 * const { count, next, more } = useShownCount(item.tasks.length, 50, 50);
 * // render item.tasks.slice(0, count), then:
 * <ShowMoreButton count={next} onClick={more} slot="task-list-more" />
 */
export function useShownCount(total: number, first: number, step: number) {
  const [state, setState] = useState({ first, shown: first });
  // A new `first` (a list that has measured how many rows fit) starts over from it.
  let shown = state.shown;
  if (state.first !== first) {
    shown = first;
    setState({ first, shown });
  }
  const count = Math.min(total, shown);
  return {
    count,
    /** How many the next press shows (0: all are shown). */
    next: Math.min(step, total - count),
    more: () => {
      setState((current) => ({
        first,
        shown: Math.min(total, Math.max(current.shown, first) + step),
      }));
    },
  };
}

/** "Show N more", under a list that shows part of its entries; nothing once all are shown. */
export function ShowMoreButton({
  count,
  onClick,
  slot,
  controls,
}: {
  count: number;
  onClick: () => void;
  slot: string;
  /** The id of the list it extends. */
  controls?: string;
}) {
  const labels = useLabels();
  if (count <= 0) return null;
  return (
    <button type="button" data-slot={slot} aria-controls={controls} onClick={onClick}>
      {labels.showMore(count)}
    </button>
  );
}
