import { useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import { selectItem, type ThreadState } from '../../../state/threadState';
import { estimateRowHeight } from './rowEstimate';

/** The rows of the first step after the first screen, before any step was timed. */
const FIRST_STEP = 8;
/**
 * The time one step may spend rendering its rows: each frame reveals what fits in it, leaving the
 * browser the rest of a 50 ms task to lay them out. A thread of light rows comes whole in a frame
 * or two; one of heavy rows, or a slow device, takes more frames and never one long task.
 */
export const STEP_BUDGET_MS = 30;
const MAX_STEP = 400;

/** The rows the next step reveals, from the last step's cost per row. */
export function nextStep(rows: number, elapsedMs: number): number {
  if (rows <= 0 || !(elapsedMs >= 0)) return FIRST_STEP;
  const perRow = Math.max(elapsedMs / rows, 0.02);
  return Math.min(MAX_STEP, Math.max(1, Math.floor(STEP_BUDGET_MS / perRow)));
}

/**
 * How many rows from the end fill the view (by their estimated heights, with half a view more):
 * the rows a thread opening at its bottom shows first.
 */
export function rowsToFill(state: ThreadState, ids: readonly string[], viewHeight: number): number {
  let height = 0;
  let count = 0;
  for (let index = ids.length - 1; index >= 0 && height < viewHeight * 1.5; index -= 1) {
    height += estimateRowHeight(selectItem(state, ids[index] ?? ''));
    count += 1;
  }
  return count;
}

/**
 * The index of the first row to render in a plain (not virtualized) list. A thread opens with the
 * rows that fill its view, so its first frame costs those rows alone; the rows above follow, one
 * step per frame after the first paint, each as many rows as the last step's cost per row says fit
 * in {@link STEP_BUDGET_MS}, until all are there. Older rows arriving later (a page loaded on
 * scroll-up) render at once, as do new rows at the bottom.
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
  // The step under way (when it began and how many rows it asked for) and the next step's size.
  const step = useRef({ rows: FIRST_STEP, began: 0, asked: 0 });
  useIsomorphicLayoutEffect(() => {
    // After the commit of a step's rows: its render took this long.
    const current = step.current;
    if (current.began === 0) return;
    current.rows = nextStep(current.asked, performance.now() - current.began);
    current.began = 0;
  }, [index]);
  useEffect(() => {
    if (!revealing) return;
    // After the frame that shows the rows in view. A timer set here alone could run before that
    // frame (effects run in a task of their own, and the frame waits for its vsync): set from the
    // frame's animation callback, it runs after the frame is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const rows = step.current.rows;
        step.current.began = performance.now();
        step.current.asked = Math.min(rows, index);
        setShown((state) => {
          if (state.threadId !== threadId || state.first == null) return state;
          const next = Math.max(0, ids.indexOf(state.first) - rows);
          return { threadId, first: next === 0 ? null : (ids[next] ?? null) };
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [revealing, index, ids, threadId]);
  return index;
}
