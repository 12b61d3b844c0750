import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type RefObject } from 'react';
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
    estimateSize: () => 140,
    overscan: 6,
    getItemKey: (index) => ids[index] ?? index,
    scrollMargin: listRef.current?.offsetTop ?? 0,
    // Start where the list already is (the bottom, usually): the default, 0, scrolled the thread
    // to its top when the virtualizer took over from the plain list.
    initialOffset: () => scroller()?.scrollTop ?? 0,
    // Older rows prepended keep the row the user reads where it is, found by its key: the rows
    // are positioned, so the browser's own scroll anchoring cannot do it.
    anchorTo: 'end',
    // Render rows for a new scroll position in React's own update, not synchronously inside the
    // scroll event, where mounting a screenful of markdown made one long frame.
    useFlushSync: false,
  });
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
          ref={virtualizer.measureElement}
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
