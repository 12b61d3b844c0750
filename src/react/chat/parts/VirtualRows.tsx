import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { selectItem } from '../../../state/threadState';
import { useChat } from '../ChatContext';
import { estimateRowHeight } from './rowEstimate';
import { ThreadRow } from './ThreadRow';

// Loaded lazily (with @tanstack/react-virtual) once a thread is long: short threads never pay for it.

/** Rows kept rendered past each edge of the view, so a scroll shows rows already laid out. */
const OVERSCAN = 3;

/** How long (ms) after its last jump of more than a view a scroll still counts as a fling. */
const FLING_HOLD_MS = 250;

/**
 * Whether the list is being flung: scrolled more than a view's height at once, in the last
 * quarter second. Each view then shows rows that were nowhere near the last, so rows rendered past
 * its edges would never be seen; they are left out (they would double what each frame lays out)
 * until the scroll slows down or stops. Small moves inside a fling (the list's own corrections
 * for rows measured taller or shorter than estimated) do not end it.
 */
function useFlinging() {
  const [flinging, setFlinging] = useState(false);
  const last = useRef<{ offset: number | null; jumpAt: number }>({
    offset: null,
    jumpAt: -Infinity,
  });
  const onChange = useCallback(
    (instance: {
      scrollOffset: number | null;
      isScrolling: boolean;
      scrollRect: { height: number } | null;
    }) => {
      const offset = instance.scrollOffset ?? 0;
      const previous = last.current.offset;
      last.current.offset = offset;
      if (!instance.isScrolling) {
        setFlinging(false);
        return;
      }
      if (previous === null || offset === previous) return;
      const now = performance.now();
      if (Math.abs(offset - previous) > (instance.scrollRect?.height ?? Infinity))
        last.current.jumpAt = now;
      setFlinging(now - last.current.jumpAt < FLING_HOLD_MS);
    },
    [],
  );
  return { flinging, onChange };
}

/** The rows of a long thread: only those in and near the viewport are mounted. */
export default function VirtualRows({
  ids,
  scrollRef,
}: {
  ids: readonly string[];
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const { store } = useChat().runtime;
  const { flinging, onChange } = useFlinging();
  // The scroller is found from the list's own element as well: when a suspended tree is revealed
  // again, React runs this component's layout effects before it attaches the parent's ref (its own
  // element's ref is attached first), and a virtualizer that starts without a scroller renders no
  // row until something else re-renders it.
  const scroller = () =>
    scrollRef.current ??
    listRef.current?.closest<HTMLDivElement>('[data-slot="thread-scroll"]') ??
    null;
  // The virtualizer lays out every row again, estimating each one not yet measured (10,000 in a
  // long thread), whenever this function is a new one: it is kept while the rows are the same.
  const getItemKey = useCallback((index: number) => ids[index] ?? index, [ids]);
  // The virtualizer's functions are used right here, never handed to memoized code.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: scroller,
    // Read when a row is first placed, not subscribed to: a token changes no estimate.
    estimateSize: (index) => estimateRowHeight(selectItem(store.getState(), ids[index] ?? '')),
    overscan: flinging ? 0 : OVERSCAN,
    onChange,
    getItemKey,
    scrollMargin: listRef.current?.offsetTop ?? 0,
    // Start where the list already is (the bottom, usually): the default, 0, scrolled the thread
    // to its top when the virtualizer took over from the plain list.
    // Opened long (no scroller yet), a thread opens at its end: its first render holds the rows of
    // the bottom (the thread follows the bottom from there), not the top's rows thrown away.
    initialOffset: () => scroller()?.scrollTop ?? Number.MAX_SAFE_INTEGER,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
    // Older rows prepended keep the row the user reads where it is, found by its key: the rows
    // are positioned, so the browser's own scroll anchoring cannot do it.
    anchorTo: 'end',
    // Render rows for a new scroll position in React's own update, not synchronously inside the
    // scroll event, where mounting a screenful of markdown made one long frame.
    useFlushSync: false,
  });
  // A row measured for the first time, taller or shorter than estimated, moves the rows under it:
  // rows above the line a person reads (a third down the view) shift the scroll position instead,
  // so the text being read stays where it is. A row measured again (an answer growing at its end)
  // shifts it only when wholly above the view, as the virtualizer does by default. (Set on the
  // instance: the virtualizer reads it from there.)
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const offset = instance.scrollOffset ?? 0;
    return instance.itemSizeCache.has(item.key)
      ? item.end <= offset && instance.scrollDirection !== 'backward'
      : item.start < offset + (instance.scrollRect?.height ?? 0) / 3;
  };
  // While the user scrolls, the virtualizer measures a new row only in its resize observer, after
  // the frame is laid out, and the rows under it move a frame after they were painted (a visible
  // jump of what the user reads). Measured here, in the commit, rows are placed before the paint.
  const measure = useCallback(
    (node: HTMLDivElement | null) => {
      virtualizer.measureElement(node);
      if (node?.isConnected && virtualizer.isScrolling)
        virtualizer.resizeItem(
          virtualizer.indexFromElement(node),
          // The virtualizer's own measure, so its resize observer later reads the same size.
          virtualizer.options.measureElement(node, undefined, virtualizer),
        );
    },
    [virtualizer],
  );
  return (
    <div
      ref={listRef}
      data-slot="thread-virtual"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={measure}
          style={{
            position: 'absolute',
            insetInlineStart: 0,
            top: 0,
            inlineSize: '100%',
            transform: `translateY(${String(row.start - virtualizer.options.scrollMargin)}px)`,
          }}
        >
          <ThreadRow id={ids[row.index] ?? ''} />
        </div>
      ))}
    </div>
  );
}
