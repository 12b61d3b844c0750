import {
  Component,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type UIEvent,
  type WheelEvent,
} from 'react';
import { useLabels, useRenderOptions } from '../../context/RenderContext';
import { MessageClockContext } from '../../items/messageClock';
import { selectNoticesAfter } from '../../../state/notices';
import { RetryIcon } from '../../primitives/glyphs';
import { lazyComponent } from '../../primitives/lazyComponent';
import { Spinner } from '../../primitives/Spinner';
import { whenIdle } from '../../primitives/whenIdle';
import { useChat } from '../ChatContext';
import { useChatState, useThreadState } from '../hooks/useChatState';
import { useSend } from '../hooks/useSend';
import { useThreadItems } from '../hooks/useThreadItems';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import type { PartProps } from './ChatHeader';
import { EntityProvider } from './entities/EntityProvider';
import { ThreadNotices } from './ThreadNotice';
import { ThreadRow } from './ThreadRow';
import { anchorAfterPrepend, followAfterScroll, isPrepend, rowAtLine } from './threadScroll';
import { useMessageClock } from './useMessageClock';
import { useTailFirst } from './useTailFirst';
import { QuoteSelection } from './QuoteSelection';

export { warmUp } from './warmUp';
// The readers of item pages and answers come with the thread's code (`requestThreadCode` hands
// them to the client's loader): the rows use their schemas too, and loaded apart, a host's bundler
// put what both use in files of their own, more requests on the thread's first open.
export * as readers from '../../../client/readers';

/** Above this many items the list is virtualized; below, `content-visibility` keeps it fast. */
export const VIRTUALIZE_AFTER = 150;
/** How close to the top (px) loads the older page. */
const OLDER_THRESHOLD = 400;
/** While the virtualizer loads, a long thread shows only its newest rows (the ones in view). */
const TAIL_ROWS = 40;
/** How long (ms) after the user acts to scroll up their scroll events count as theirs. */
const INTENT_MS = 1000;
/** Keys that scroll a focused thread up. */
const UPWARD_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

// Loaded once, it renders at once: a long thread opened later never shows the fallback rows.
const virtualRows = lazyComponent(() => import('./VirtualRows').then((module) => module.default));

/** The row the reader looked at just before items were added above it, and its top then (px). */
interface ReaderPlace {
  readonly row: Element;
  readonly top: number;
}

/** The row at the viewport's top edge and where it is, or null when no row is there. */
function readerPlace(scroller: HTMLElement): ReaderPlace | null {
  const rows = scroller.querySelectorAll(
    ':scope [data-slot="thread-items"] > [data-slot="thread-row"]',
  );
  const line = scroller.getBoundingClientRect().top;
  const index = rowAtLine(
    rows.length,
    (at) => (rows[at] as Element).getBoundingClientRect().bottom,
    line,
  );
  const row = index < 0 ? undefined : rows[index];
  return row ? { row, top: row.getBoundingClientRect().top - line } : null;
}

/**
 * Reads where the reader is just before React adds rows above them (`getSnapshotBeforeUpdate`
 * runs before the DOM changes, which no hook can), for the list to put that row back in place.
 */
class ReaderPlaceSnapshot extends Component<{
  readonly firstId: string | undefined;
  readonly onBeforePrepend: () => void;
  readonly children: ReactNode;
}> {
  override getSnapshotBeforeUpdate(previous: { readonly firstId: string | undefined }): null {
    if (isPrepend(previous.firstId, this.props.firstId)) this.props.onBeforePrepend();
    return null;
  }

  override componentDidUpdate(): void {
    // The snapshot is taken for useStickToBottom, which applies it in its layout effect.
  }

  override render(): ReactNode {
    return this.props.children;
  }
}

/**
 * Follows the bottom only while the user is there: content growth (a streaming answer, a new item,
 * rows of a long thread measured taller than estimated) keeps them at the bottom; only scrolling up
 * stops it. Older items added above keep the viewport where it was.
 */
function useStickToBottom(
  scrollRef: RefObject<HTMLDivElement | null>,
  contentRef: RefObject<HTMLDivElement | null>,
  firstId: string | undefined,
  virtual: boolean,
  /** Whether growth below is followed now (false: `thread.autoScroll: false` while answering). */
  follows: boolean,
) {
  const [atBottom, setAtBottom] = useState(true);
  const followsRef = useRef(follows);
  useIsomorphicLayoutEffect(() => {
    followsRef.current = follows;
  }, [follows]);
  const atBottomRef = useRef(true);
  const heightBefore = useRef(0);
  const firstBefore = useRef<string | undefined>(undefined);
  /** The scroll position last seen or set: moving up from it is the user leaving the bottom. */
  const lastTop = useRef(0);
  /** When the user last acted to scroll up (ms, `performance.now()`). */
  const intentAt = useRef(-Infinity);
  /** Where the reader was just before rows were added above (see ReaderPlaceSnapshot). */
  const place = useRef<ReaderPlace | null>(null);

  const stick = useCallback(() => {
    const element = scrollRef.current;
    if (!element || !atBottomRef.current || !followsRef.current) return;
    element.scrollTop = element.scrollHeight;
    lastTop.current = element.scrollTop;
  }, [scrollRef]);

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const geometry = {
      scrollTop: element.scrollTop,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    };
    // Content that grew below the viewport is no reason to stop following; the user scrolling up
    // is (see followAfterScroll).
    const { atBottom: at, stick: follow } = followAfterScroll(geometry, {
      atBottom: atBottomRef.current,
      lastTop: lastTop.current,
      heightBefore: heightBefore.current,
      userScrolling: performance.now() - intentAt.current < INTENT_MS,
      follows: followsRef.current,
    });
    lastTop.current = geometry.scrollTop;
    const changed = at !== atBottomRef.current;
    atBottomRef.current = at;
    heightBefore.current = geometry.scrollHeight;
    // Only a change: a state set to its own value still renders the list when it has other work
    // pending, and scroll events come every frame (they would keep restarting an older page's
    // deferred render, which would never finish while the user scrolls).
    if (changed) setAtBottom(at);
    if (follow) stick();
  }, [scrollRef, stick]);

  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    // Resize callbacks run after layout: reading the height here costs no extra layout pass, and
    // sticking here (not after every render) happens before the frame is painted. First decided
    // as a scroll is (the user may have scrolled up in this very frame, before its scroll event),
    // then, still following, all the way down: growth within the slack counts as at the bottom.
    const observer = new ResizeObserver(() => {
      onScroll();
      stick();
    });
    observer.observe(content);
    return () => {
      observer.disconnect();
    };
  }, [contentRef, onScroll, stick]);

  // Just before rows are added above: remember the row in view, unless following the bottom (the
  // list sticks there) or virtualized (the virtualizer anchors by the key of the row in view).
  const onBeforePrepend = useCallback(() => {
    const element = scrollRef.current;
    place.current = element && !atBottomRef.current && !virtual ? readerPlace(element) : null;
  }, [scrollRef, virtual]);

  // Older items prepended: put the row the reader looked at back where it was. Only a change of the
  // first item reads layout here; growth is handled by the resize observer.
  useIsomorphicLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (isPrepend(firstBefore.current, firstId)) {
      const before = place.current;
      const rowMoved =
        before?.row.isConnected === true
          ? before.row.getBoundingClientRect().top -
            element.getBoundingClientRect().top -
            before.top
          : null;
      const action = anchorAfterPrepend({ atBottom: atBottomRef.current, virtual, rowMoved });
      if (action.kind === 'stick') stick();
      else if (action.kind === 'shift') {
        element.scrollTop += action.by;
        lastTop.current = element.scrollTop;
      }
    }
    place.current = null;
    firstBefore.current = firstId;
    heightBefore.current = element.scrollHeight;
  }, [firstId, scrollRef, stick, virtual]);

  const scrollToBottom = useCallback(
    (smooth = true) => {
      const element = scrollRef.current;
      if (!element) return;
      atBottomRef.current = true;
      setAtBottom(true);
      element.scrollTo({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    },
    [scrollRef],
  );

  // What the user does to scroll up: a move up that follows is theirs, even while rows are being
  // measured (a change of height otherwise reads as the browser clamping the position).
  const intentProps = {
    onWheel: (event: WheelEvent<HTMLDivElement>) => {
      if (event.deltaY < 0) intentAt.current = performance.now();
    },
    onTouchMove: () => {
      intentAt.current = performance.now();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (UPWARD_KEYS.has(event.key) || (event.key === ' ' && event.shiftKey))
        intentAt.current = performance.now();
    },
    // On the scroller itself, not on a row: its scrollbar (leaving the bottom is the drag's start).
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.target === event.currentTarget) intentAt.current = performance.now();
    },
  };

  return { atBottom, onScroll, scrollToBottom, intentProps, onBeforePrepend };
}

/**
 * Whether the list is virtualized. A long thread is, from the start, and a thread that grows long
 * at its bottom (new messages, with the user there); one that grows long by older pages stays a
 * plain list until then, because switching while older rows arrive above the reader would lose
 * their place: the virtualizer only knows estimated heights for rows it has not measured.
 */
function useVirtualMode(threadId: string | null, ids: readonly string[]): boolean {
  const lastId = ids.at(-1);
  const long = ids.length > VIRTUALIZE_AFTER;
  const [mode, setMode] = useState({ threadId, lastId, virtual: long });
  let next = mode;
  if (mode.threadId !== threadId) next = { threadId, lastId, virtual: long };
  else if (mode.lastId !== lastId) next = { threadId, lastId, virtual: mode.virtual || long };
  // Derived from the previous render's ids, as React documents for such state.
  if (next !== mode) setMode(next);
  return next.virtual;
}

/**
 * The item ids to render: the store's, except that an older page (items added above, the newest
 * unchanged) arrives through a deferred value, which React renders as a transition, in short
 * steps, yielding to input: a page of heavy items costs many short tasks, never one long one, and
 * scrolling goes on meanwhile. New items at the bottom, and another thread, show at once.
 */
function useOlderPagesDeferred(storeIds: readonly string[]): readonly string[] {
  const deferred = useDeferredValue(storeIds);
  const olderPage =
    deferred.length > 0 &&
    storeIds.length > deferred.length &&
    storeIds.at(-1) === deferred.at(-1) &&
    storeIds[0] !== deferred[0];
  return olderPage ? deferred : storeIds;
}

/** What the last answer is doing or why it failed, after the items. */
function ThreadStatus() {
  const labels = useLabels();
  const progress = useThreadState((state) => state.response.progress);
  const { error, retry, responding, reconnecting } = useSend();
  return (
    <div data-slot="thread-status">
      {reconnecting && (
        <p data-slot="progress" data-reconnecting="" role="status">
          <Spinner />
          {labels.reconnecting}
        </p>
      )}
      {responding && !reconnecting && progress !== null && (
        <p data-slot="progress" role="status">
          <Spinner />
          {progress.text}
        </p>
      )}
      {error !== null && !responding && (
        <div data-slot="response-error" role="alert">
          <span>
            {labels.responseFailed}
            {error.message ? ` ${error.message}` : ''}
          </span>
          {error.allowRetry && (
            <button type="button" data-slot="retry" onClick={() => void retry()}>
              <RetryIcon />
              {labels.retry}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The conversation, once there is one to show: a `role="log"` list of items that follows the
 * bottom while the user is there, loads older items on scroll-up without moving the viewport, and
 * virtualizes long threads. Loaded on demand (with every item renderer) by `ThreadView`: a new
 * chat shows none of it.
 */
function ThreadLogBody({ className, style }: PartProps) {
  const labels = useLabels();
  const { isLoading, pageCount, hasOlder, isLoadingOlder, olderFailed, loadOlder } =
    useThreadItems();
  const storeIds = useThreadState((state) => state.itemIds);
  const ids = useOlderPagesDeferred(storeIds);
  /** The rows on screen are the store's: no older page is still on its way in. */
  const caughtUp = ids === storeIds;
  const leading = useThreadState((state) => selectNoticesAfter(state, null));
  const threadId = useChatState((state) => state.threadId);
  // Looking for the thread to reopen: shown as loading it, not as a new chat.
  const reopening = useChatState((state) => state.reopening);
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const virtual = useVirtualMode(threadId, ids);
  // A plain list opens with the rows in view; the rest follow after the first paint.
  const { store } = useChat().runtime;
  const from = useTailFirst(threadId, ids, store.getState);
  const shownFrom = virtual ? 0 : from;
  const responding = useThreadState((state) => state.response.status === 'streaming');
  const autoScroll = useChat().display.thread?.autoScroll !== false;
  const { atBottom, onScroll, scrollToBottom, intentProps, onBeforePrepend } = useStickToBottom(
    scrollRef,
    contentRef,
    ids[shownFrom],
    virtual,
    autoScroll || !responding,
  );
  const long = ids.length > VIRTUALIZE_AFTER / 2;
  const { clock, handlers: clockHandlers } = useMessageClock(ids.length, useRenderOptions().locale);

  // Fetch the virtualizer before a thread gets long enough to need it, once the page is idle (a
  // thread opening fetches nothing its first screen does not need before that screen shows).
  useEffect(() => {
    if (!long) return;
    return whenIdle(() => {
      virtualRows.preload().catch(() => undefined);
    });
  }, [long]);

  // A new thread, or the user's own message, always brings them to the bottom.
  useEffect(() => {
    scrollToBottom(false);
  }, [threadId, scrollToBottom]);
  useEffect(() => {
    if (responding) scrollToBottom(false);
  }, [responding, scrollToBottom]);

  // Still near the top once a page has arrived (the scroll had already stopped at the top, so no
  // scroll event will come), or a thread too short to scroll: load the next page now. Read after
  // two frames, once the browser has anchored the scroll position to what the user reads; not
  // while following the bottom of a thread that scrolls: it has just opened there.
  useEffect(() => {
    // No page yet: the first is still on its way into the store. (A page may add no row at all,
    // its items all left out as unreadable: paging must go on regardless.)
    // A failed older page is not fetched again and again on its own: scrolling retries it.
    // Nor while the rows above the first screen, or a page's rows, are still being rendered: the
    // list is not as tall as it will be.
    if (
      pageCount === 0 ||
      !hasOlder ||
      isLoadingOlder ||
      isLoading ||
      olderFailed ||
      shownFrom > 0 ||
      !caughtUp
    )
      return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const element = scrollRef.current;
        // A hidden chat (a closed popover, a background tab of the page) has no height: it would
        // page through the whole history.
        if (!element || element.clientHeight === 0) return;
        const scrollable = element.scrollHeight > element.clientHeight;
        if (!scrollable || (element.scrollTop < OLDER_THRESHOLD && !atBottom)) void loadOlder();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [
    ids.length,
    pageCount,
    atBottom,
    hasOlder,
    isLoadingOlder,
    isLoading,
    olderFailed,
    loadOlder,
    shownFrom,
    caughtUp,
  ]);

  // Not while the rows above the first screen are still to come: the list sticks to its bottom as
  // it opens, and a first screen of short rows is near its top (the effect above decides once they
  // are in).
  const loadOlderNearTop = (scroller: HTMLElement) => {
    if (scroller.scrollTop < OLDER_THRESHOLD && hasOlder && !isLoadingOlder && shownFrom === 0)
      void loadOlder();
  };
  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    onScroll();
    loadOlderNearTop(event.currentTarget);
  };
  // A wheel turned up at the top moves nothing, so no scroll event says the reader wants more:
  // the wheel itself does (reached the top while a page was still being rendered, say).
  const handleWheel = (event: WheelEvent<HTMLDivElement>) => {
    intentProps.onWheel(event);
    if (event.deltaY < 0) loadOlderNearTop(event.currentTarget);
  };

  return (
    <div data-slot="thread" part="thread" className={className} style={style}>
      <div
        data-slot="thread-scroll"
        data-virtualized={virtual ? '' : undefined}
        ref={scrollRef}
        onScroll={handleScroll}
        {...intentProps}
        onWheel={handleWheel}
        tabIndex={0}
      >
        <div data-slot="thread-content" ref={contentRef}>
          {(isLoading || reopening) && ids.length === 0 && (
            <p data-slot="thread-loading" role="status">
              <Spinner />
              {labels.loadingThread}
            </p>
          )}
          <div
            role="log"
            aria-live="off"
            aria-label={labels.conversation}
            data-slot="thread-items"
            {...clockHandlers}
          >
            <MessageClockContext.Provider value={clock}>
              <ThreadNotices notices={leading} />
              {virtual ? (
                <Suspense
                  fallback={ids.slice(-TAIL_ROWS).map((id) => (
                    <ThreadRow key={id} id={id} />
                  ))}
                >
                  <virtualRows.Component ids={ids} scrollRef={scrollRef} />
                </Suspense>
              ) : (
                <ReaderPlaceSnapshot firstId={ids[shownFrom]} onBeforePrepend={onBeforePrepend}>
                  {ids.slice(shownFrom).map((id) => (
                    <ThreadRow key={id} id={id} />
                  ))}
                </ReaderPlaceSnapshot>
              )}
            </MessageClockContext.Provider>
          </div>
          <ThreadStatus />
        </div>
      </div>
      {isLoadingOlder && (
        // Over the list, not in it: rows do not move when it comes and goes.
        <p data-slot="thread-loading" data-overlay="" role="status">
          <Spinner />
          {labels.loadingOlder}
        </p>
      )}
      <QuoteSelection container={scrollRef} />
      {!atBottom && (
        <button
          type="button"
          data-slot="jump-to-latest"
          onClick={() => {
            scrollToBottom();
          }}
        >
          {labels.jumpToLatest}
        </button>
      )}
    </div>
  );
}

/**
 * The conversation with the host's entity handlers around it (tags and entity sources call them).
 *
 * @example
 * <UikitRoot control={control}>
 *   <ThreadLog />
 * </UikitRoot>
 */
export function ThreadLog(props: PartProps) {
  return (
    <EntityProvider>
      <ThreadLogBody {...props} />
    </EntityProvider>
  );
}
