import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, type RefObject } from 'react';
import { selectItem } from '../../../state/threadState';
import { useChat } from '../ChatContext';
import { estimateRowHeight } from './rowEstimate';
import { ThreadRow } from './ThreadRow';

// Loaded lazily (with @tanstack/react-virtual) once a thread is long: short threads never pay for it.

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
  // The scroller is found from the list's own element as well: when a suspended tree is revealed
  // again, React runs this component's layout effects before it attaches the parent's ref (its own
  // element's ref is attached first), and a virtualizer that starts without a scroller renders no
  // row until something else re-renders it.
  const scroller = () =>
    scrollRef.current ??
    listRef.current?.closest<HTMLDivElement>('[data-slot="thread-scroll"]') ??
    null;
  // The virtualizer's functions are used right here, never handed to memoized code.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: scroller,
    // Read when a row is first placed, not subscribed to: a token changes no estimate.
    estimateSize: (index) => estimateRowHeight(selectItem(store.getState(), ids[index] ?? '')),
    overscan: 3,
    getItemKey: (index) => ids[index] ?? index,
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
