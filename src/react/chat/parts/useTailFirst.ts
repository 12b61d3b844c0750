import { startTransition, useEffect, useState } from 'react';
import { selectItem, type ThreadState } from '../../../state/threadState';
import { estimateRowHeight } from './rowEstimate';

/**
 * How many rows from the end fill the view by their estimated heights: the rows a thread opening
 * at its bottom shows first. An estimate from the text alone falls short of a row with lists or
 * code, and the window is taller than the thread's view, so these fill it with some to spare.
 */
export function rowsToFill(state: ThreadState, ids: readonly string[], viewHeight: number): number {
  let height = 0;
  let count = 0;
  for (let index = ids.length - 1; index >= 0 && height < viewHeight; index -= 1) {
    height += estimateRowHeight(selectItem(state, ids[index] ?? ''));
    count += 1;
  }
  return count;
}

/**
 * The index of the first row to render in a plain (not virtualized) list. A thread opens with the
 * rows that fill its view, so its first frame costs those rows alone; once that frame is painted,
 * the rows above follow in one transition, which React renders in slices of about 5 ms, yielding
 * to input and to frames between them: however heavy the rows or slow the device (a fresh page's
 * code is several times slower on its first run), never one long task, and no fixed count of rows
 * per step. Older rows arriving later (a page loaded on scroll-up) render at once, as do new rows
 * at the bottom.
 */
export function useTailFirst(
  threadId: string | null,
  ids: readonly string[],
  readState: () => ThreadState,
): number {
  // The first row shown, by id (older pages prepend rows: an index would move); undefined until
  // the thread has rows (it opens empty while its first page loads); null for all of them.
  const [shown, setShown] = useState<{ threadId: string | null; first: string | null | undefined }>(
    () => ({ threadId, first: firstToShow() }),
  );
  function firstToShow(): string | null | undefined {
    if (ids.length === 0) return undefined;
    const viewHeight = typeof window === 'undefined' ? 800 : window.innerHeight;
    const count = rowsToFill(readState(), ids, viewHeight);
    return count >= ids.length ? null : (ids[ids.length - count] ?? null);
  }
  let current = shown;
  if (shown.threadId !== threadId || (shown.first === undefined && ids.length > 0)) {
    // Another thread, or the first rows of this one: decided now (derived during render, as React
    // documents for such state).
    current = { threadId, first: firstToShow() };
    setShown(current);
  }
  const index = current.first == null ? 0 : Math.max(0, ids.indexOf(current.first));
  const revealing = index > 0;
  useEffect(() => {
    if (!revealing) return;
    // After the frame that shows the rows in view. A timer set here alone could run before that
    // frame (effects run in a task of their own, and the frame waits for its vsync): set from the
    // frame's animation callback, it runs after the frame is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => {
          setShown((state) =>
            state.threadId !== threadId || state.first == null ? state : { threadId, first: null },
          );
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [revealing, threadId]);
  return index;
}
