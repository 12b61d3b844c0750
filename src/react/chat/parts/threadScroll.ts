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

/** What the list knows when items are prepended above the viewport. */
export interface PrependContext {
  /** Whether the reader was at the bottom (and so followed). */
  readonly atBottom: boolean;
  /** Whether the list is virtualized: the virtualizer anchors by the key of the row in view. */
  readonly virtual: boolean;
  /** Whether the browser anchors the viewport itself (`overflow-anchor`: Chromium, Firefox). */
  readonly nativeAnchoring: boolean;
  /** The scroll position last seen or set. */
  readonly lastTop: number;
  /** The content height now, with the new items. */
  readonly scrollHeight: number;
  /** The content height before the new items. */
  readonly heightBefore: number;
}

/**
 * Rule: the viewport has to be moved by hand unless something else keeps it: a virtualized list
 * anchors itself, and a browser with scroll anchoring does too, except at offset 0 (within 1 px),
 * where browsers do not anchor. Moving it by hand as well would move it twice.
 */
export function needsManualAnchor({
  virtual,
  nativeAnchoring,
  lastTop,
}: Pick<PrependContext, 'virtual' | 'nativeAnchoring' | 'lastTop'>): boolean {
  return !virtual && (!nativeAnchoring || lastTop < 1);
}

/**
 * What to do once items were prepended: `stick` to the bottom for a reader following it, `shift`
 * the scroll position `by` the height the new items added so what the reader sees stays put, or
 * `keep` it when the browser or the virtualizer already did.
 */
export type PrependAction =
  | { readonly kind: 'stick' }
  | { readonly kind: 'shift'; readonly by: number }
  | { readonly kind: 'keep' };

/**
 * Rule: a reader at the bottom stays there; anyone else keeps what they read in place. Every row
 * below the new ones moved down by the height they added, so the shift is that height, applied only
 * where nothing anchors by itself ({@link needsManualAnchor}).
 */
export function anchorAfterPrepend(context: PrependContext): PrependAction {
  if (context.atBottom) return { kind: 'stick' };
  if (!needsManualAnchor(context)) return { kind: 'keep' };
  return { kind: 'shift', by: context.scrollHeight - context.heightBefore };
}
