/**
 * The decisions behind the thread's scrolling, apart from the DOM: whether the reader is at the
 * bottom, whether to keep following it, and how far to move the viewport when older items arrive
 * above. `useStickToBottom` (ThreadView) reads the scroll container and applies what these return;
 * they take plain numbers so each rule can be tested without a browser.
 */

/** How close to the bottom (px) still counts as "at the bottom". */
export const BOTTOM_SLACK = 48;

/** A scroll container's geometry, as read from the element (all in px). */
export interface ScrollGeometry {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
}

/** What the hook remembers between scroll events. */
export interface ScrollMemory {
  /** Whether the reader was at the bottom (and so followed) before this event. */
  readonly atBottom: boolean;
  /** The scroll position last seen or set. */
  readonly lastTop: number;
  /** The content height last seen. */
  readonly heightBefore: number;
  /**
   * Whether the user has just acted to scroll up (a wheel or a finger moving the content down, an
   * upward key, a press on the scrollbar): a move up is then theirs even when the height changed.
   */
  readonly userScrolling?: boolean;
  /**
   * Whether growth below is followed (default true). False (`thread.autoScroll: false` while an
   * answer streams): the reader is at the bottom only where the geometry says so, and the view
   * never moves by itself.
   */
  readonly follows?: boolean;
}

/** What to do after a scroll event. */
export interface FollowDecision {
  /** Whether the reader is at the bottom now: the content is followed while they are. */
  readonly atBottom: boolean;
  /** Whether to scroll to the bottom now: still following, but not there (content grew below). */
  readonly stick: boolean;
}

/**
 * Rule: the reader is at the bottom when what is left below the viewport is at most
 * {@link BOTTOM_SLACK} px, so a few pixels of rounding or a short new line do not count as leaving.
 */
export function isNearBottom({ scrollTop, scrollHeight, clientHeight }: ScrollGeometry): boolean {
  return scrollHeight - scrollTop - clientHeight <= BOTTOM_SLACK;
}

/**
 * Rule: the user scrolled up when the position moved up by more than 1 px from the one last seen
 * or set, while the content kept its height or right after the user acted to scroll up. A position
 * that moved up while the height changed, with no such act, was clamped by the browser (the content
 * shrank for a moment) or moved by a long list keeping its rows in place, not scrolled by the user.
 *
 * @example
 * // Rows were re-measured as the user pressed Home: the move up is still theirs.
 * scrolledUpByUser(0, 9000, { lastTop: 8000, heightBefore: 8800, userScrolling: true }); // true
 */
export function scrolledUpByUser(
  scrollTop: number,
  scrollHeight: number,
  memory: Pick<ScrollMemory, 'lastTop' | 'heightBefore' | 'userScrolling'>,
): boolean {
  return (
    scrollTop < memory.lastTop - 1 &&
    (scrollHeight === memory.heightBefore || memory.userScrolling === true)
  );
}

/**
 * Rule: after a scroll event the reader is at the bottom if they reached it, or if they were
 * following and did not scroll up themselves: content that grew below the viewport is no reason to
 * stop following. Still following but not at the bottom means scrolling there now.
 *
 * @example
 * // Was following; an answer grew 300 px below the viewport: keep following, scroll down.
 * followAfterScroll(
 *   { scrollTop: 500, scrollHeight: 1300, clientHeight: 500 },
 *   { atBottom: true, lastTop: 500, heightBefore: 1000 },
 * ); // { atBottom: true, stick: true }
 */
export function followAfterScroll(geometry: ScrollGeometry, memory: ScrollMemory): FollowDecision {
  const reached = isNearBottom(geometry);
  if (memory.follows === false) return { atBottom: reached, stick: false };
  const movedUp = scrolledUpByUser(geometry.scrollTop, geometry.scrollHeight, memory);
  const atBottom = reached || (memory.atBottom && !movedUp);
  return { atBottom, stick: atBottom && !reached };
}

/**
 * Rule: the first item changing from one already seen means items were added above (an older
 * page). The first item of the first render is no change.
 */
export function isPrepend(firstBefore: string | undefined, firstId: string | undefined): boolean {
  return firstBefore !== undefined && firstId !== firstBefore;
}

/**
 * Rule: the row the reader is looking at is the first whose bottom is below the viewport's top
 * (`line`). Rows are in order, so their bottoms only grow: a binary search reads about log2(n) of
 * them. `bottomOf` reads one row's bottom (px, in the viewport's coordinates); -1 when no row is.
 */
export function rowAtLine(
  count: number,
  bottomOf: (index: number) => number,
  line: number,
): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (bottomOf(middle) > line) high = middle;
    else low = middle + 1;
  }
  return low < count ? low : -1;
}

/** What the list knows when items are prepended above the viewport. */
export interface PrependContext {
  /** Whether the reader was at the bottom (and so followed). */
  readonly atBottom: boolean;
  /** Whether the list is virtualized: the virtualizer anchors by the key of the row in view. */
  readonly virtual: boolean;
  /**
   * How far (px) the row the reader was looking at moved down in the viewport since just before
   * the items were added, measured after layout; null when there was no row to look at.
   */
  readonly rowMoved: number | null;
}

/**
 * What to do once items were prepended: `stick` to the bottom for a reader following it, `shift`
 * the scroll position `by` as far as the row in view moved so what the reader sees stays put, or
 * `keep` it when nothing moved (the browser anchored it, or the virtualizer did).
 */
export type PrependAction =
  | { readonly kind: 'stick' }
  | { readonly kind: 'shift'; readonly by: number }
  | { readonly kind: 'keep' };

/**
 * Rule: a reader at the bottom stays there; anyone else keeps what they read in place. The row in
 * view is measured before and after, so the shift is right whether or not the browser anchored the
 * viewport itself (scroll anchoring: Safari has none, and Chromium 156 was seen not to anchor this list),
 * and never moves it twice. Less than a pixel is rounding.
 *
 * @example
 * // 800 px of older messages arrived above; the browser did not anchor: shift by 800.
 * anchorAfterPrepend({ atBottom: false, virtual: false, rowMoved: 800 }); // { kind: 'shift', by: 800 }
 */
export function anchorAfterPrepend(context: PrependContext): PrependAction {
  if (context.atBottom) return { kind: 'stick' };
  if (context.virtual || context.rowMoved === null || Math.abs(context.rowMoved) < 1) {
    return { kind: 'keep' };
  }
  return { kind: 'shift', by: context.rowMoved };
}
