import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchorAfterPrepend,
  BOTTOM_SLACK,
  followAfterScroll,
  isNearBottom,
  isPrepend,
  needsManualAnchor,
  scrolledUpByUser,
  type PrependContext,
  type ScrollGeometry,
  type ScrollMemory,
} from './threadScroll';

/** A 500 px viewport over 2000 px of content: the bottom is at scrollTop 1500. */
const VIEW = 500;
const HEIGHT = 2000;
const BOTTOM = HEIGHT - VIEW;

const at = (scrollTop: number, scrollHeight = HEIGHT): ScrollGeometry => ({
  scrollTop,
  scrollHeight,
  clientHeight: VIEW,
});

/** Following the bottom, last seen there, content unchanged since. */
const following: ScrollMemory = { atBottom: true, lastTop: BOTTOM, heightBefore: HEIGHT };

/**
 * The hook's bookkeeping around a scroll event, as `useStickToBottom` does it: remember what was
 * seen, and when told to stick, scroll to the bottom (which the browser clamps).
 */
function scrollEvent(memory: ScrollMemory, geometry: ScrollGeometry) {
  const decision = followAfterScroll(geometry, memory);
  const lastTop = decision.stick
    ? geometry.scrollHeight - geometry.clientHeight
    : geometry.scrollTop;
  return {
    decision,
    memory: { atBottom: decision.atBottom, lastTop, heightBefore: geometry.scrollHeight },
  };
}

describe('isNearBottom', () => {
  it('counts the exact bottom and anything within the slack as the bottom', () => {
    expect(isNearBottom(at(BOTTOM))).toBe(true);
    expect(isNearBottom(at(BOTTOM - 1))).toBe(true);
    expect(isNearBottom(at(BOTTOM - BOTTOM_SLACK))).toBe(true);
  });

  it('does not count a position just past the slack', () => {
    expect(isNearBottom(at(BOTTOM - BOTTOM_SLACK - 1))).toBe(false);
    expect(isNearBottom(at(BOTTOM - BOTTOM_SLACK - 0.5))).toBe(false);
    expect(isNearBottom(at(0))).toBe(false);
  });

  it('counts content shorter than the viewport as the bottom', () => {
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 300, clientHeight: VIEW })).toBe(true);
  });

  it('takes fractional positions as browsers report them with zoom', () => {
    expect(isNearBottom(at(BOTTOM - BOTTOM_SLACK + 0.4))).toBe(true);
  });
});

describe('scrolledUpByUser', () => {
  it('sees a move up of more than 1 px at an unchanged height as the user scrolling', () => {
    expect(scrolledUpByUser(BOTTOM - 2, HEIGHT, following)).toBe(true);
    expect(scrolledUpByUser(0, HEIGHT, following)).toBe(true);
  });

  it('ignores a move up of 1 px or less (subpixel rounding)', () => {
    expect(scrolledUpByUser(BOTTOM - 1, HEIGHT, following)).toBe(false);
    expect(scrolledUpByUser(BOTTOM - 0.5, HEIGHT, following)).toBe(false);
  });

  it('does not see a move down or no move as scrolling up', () => {
    expect(scrolledUpByUser(BOTTOM, HEIGHT, following)).toBe(false);
    expect(scrolledUpByUser(BOTTOM + 100, HEIGHT + 100, following)).toBe(false);
  });

  it('takes a move up while the height changed as the browser clamping, not the user', () => {
    expect(scrolledUpByUser(BOTTOM - 200, HEIGHT - 200, following)).toBe(false);
    expect(scrolledUpByUser(BOTTOM - 200, HEIGHT + 1, following)).toBe(false);
  });

  it('takes a move up as the user scrolling when they just acted to, even as the height changed', () => {
    const acting = { ...following, userScrolling: true };
    expect(scrolledUpByUser(0, HEIGHT + 300, acting)).toBe(true);
    expect(scrolledUpByUser(BOTTOM - 200, HEIGHT - 200, acting)).toBe(true);
    // Still no move up without a move.
    expect(scrolledUpByUser(BOTTOM, HEIGHT + 300, acting)).toBe(false);
    expect(followAfterScroll(at(0, HEIGHT + 300), acting)).toEqual({
      atBottom: false,
      stick: false,
    });
  });
});

describe('followAfterScroll', () => {
  it('stays at the bottom, without scrolling, when at it within the slack', () => {
    expect(followAfterScroll(at(BOTTOM), following)).toEqual({ atBottom: true, stick: false });
    expect(followAfterScroll(at(BOTTOM - BOTTOM_SLACK), { ...following, lastTop: 0 })).toEqual({
      atBottom: true,
      stick: false,
    });
  });

  it('leaves the bottom when the user scrolls up past the slack', () => {
    expect(followAfterScroll(at(BOTTOM - 300), following)).toEqual({
      atBottom: false,
      stick: false,
    });
  });

  it('stays at the bottom when the user scrolls up but stays within the slack', () => {
    expect(followAfterScroll(at(BOTTOM - 20), following)).toEqual({
      atBottom: true,
      stick: false,
    });
  });

  it('keeps following, and scrolls down, when content grew below the viewport', () => {
    // A streaming answer added 300 px: the position is unchanged, the bottom moved away.
    expect(followAfterScroll(at(BOTTOM, HEIGHT + 300), following)).toEqual({
      atBottom: true,
      stick: true,
    });
  });

  it('does not stop following when the content shrank for a moment and the browser clamped', () => {
    // The content lost 400 px (a row re-measured, a widget re-rendering): the browser moved the
    // position up to the new bottom.
    const shrunk = followAfterScroll(at(BOTTOM - 400, HEIGHT - 400), following);
    expect(shrunk).toEqual({ atBottom: true, stick: false });
    // Shrunk so far that the clamped position is above the slack: still following, and scrolling
    // to the bottom once more.
    const clamped = followAfterScroll(at(BOTTOM - 400, HEIGHT - 300), following);
    expect(clamped).toEqual({ atBottom: true, stick: true });
  });

  it('follows again once the user reaches the bottom again', () => {
    const away: ScrollMemory = { atBottom: false, lastTop: 200, heightBefore: HEIGHT };
    expect(followAfterScroll(at(BOTTOM - 10), away)).toEqual({ atBottom: true, stick: false });
  });

  it('does not follow content growing below a user who scrolled away', () => {
    const away: ScrollMemory = { atBottom: false, lastTop: 200, heightBefore: HEIGHT };
    expect(followAfterScroll(at(200, HEIGHT + 300), away)).toEqual({
      atBottom: false,
      stick: false,
    });
    // Scrolling down without reaching the bottom does not start following either.
    expect(followAfterScroll(at(900), away)).toEqual({ atBottom: false, stick: false });
  });

  it('plays a whole session: stream, shrink, scroll up, stream on, come back', () => {
    let memory = following;
    const step = (geometry: ScrollGeometry) => {
      const next = scrollEvent(memory, geometry);
      memory = next.memory;
      return next.decision;
    };
    // The answer streams: each growth scrolls down with it.
    expect(step(at(BOTTOM, HEIGHT + 100))).toEqual({ atBottom: true, stick: true });
    expect(memory.lastTop).toBe(BOTTOM + 100);
    expect(step(at(BOTTOM + 100, HEIGHT + 250))).toEqual({ atBottom: true, stick: true });
    // A code block collapses while it re-renders: the browser clamps, the reader still follows.
    expect(step(at(BOTTOM - 100, HEIGHT - 100))).toEqual({ atBottom: true, stick: false });
    expect(step(at(BOTTOM - 100, HEIGHT + 300))).toEqual({ atBottom: true, stick: true });
    // The reader scrolls up to read an earlier line.
    expect(step(at(600, HEIGHT + 300))).toEqual({ atBottom: false, stick: false });
    // The answer streams on below them: they are left where they are.
    expect(step(at(600, HEIGHT + 600))).toEqual({ atBottom: false, stick: false });
    // They scroll back down to the end and follow again.
    expect(step(at(HEIGHT + 600 - VIEW, HEIGHT + 600))).toEqual({ atBottom: true, stick: false });
    expect(step(at(HEIGHT + 600 - VIEW, HEIGHT + 700))).toEqual({ atBottom: true, stick: true });
  });
});

describe('isPrepend', () => {
  it('is a prepend when the first item changes from one already seen', () => {
    expect(isPrepend('b', 'a')).toBe(true);
  });

  it('is none on the first render, or while the first item stays', () => {
    expect(isPrepend(undefined, 'a')).toBe(false);
    expect(isPrepend(undefined, undefined)).toBe(false);
    expect(isPrepend('a', 'a')).toBe(false);
  });

  it('counts the list emptying after it had items as a change of the first item', () => {
    expect(isPrepend('a', undefined)).toBe(true);
  });
});

/** Reading in the middle of a plain list; 800 px of older items arrived above. */
const reading: PrependContext = {
  atBottom: false,
  virtual: false,
  nativeAnchoring: false,
  lastTop: 300,
  scrollHeight: HEIGHT + 800,
  heightBefore: HEIGHT,
};

describe('needsManualAnchor', () => {
  it('is needed without native anchoring (Safari)', () => {
    expect(needsManualAnchor(reading)).toBe(true);
  });

  it('is not needed where the browser anchors, away from the top', () => {
    expect(needsManualAnchor({ ...reading, nativeAnchoring: true })).toBe(false);
    expect(needsManualAnchor({ ...reading, nativeAnchoring: true, lastTop: 1 })).toBe(false);
  });

  it('is needed at offset 0 even where the browser anchors: it does not anchor there', () => {
    expect(needsManualAnchor({ ...reading, nativeAnchoring: true, lastTop: 0 })).toBe(true);
    expect(needsManualAnchor({ ...reading, nativeAnchoring: true, lastTop: 0.5 })).toBe(true);
  });

  it('is never needed for a virtualized list, which anchors by row key', () => {
    expect(needsManualAnchor({ ...reading, virtual: true })).toBe(false);
    expect(needsManualAnchor({ ...reading, virtual: true, lastTop: 0 })).toBe(false);
    expect(needsManualAnchor({ ...reading, virtual: true, nativeAnchoring: true })).toBe(false);
  });
});

describe('anchorAfterPrepend', () => {
  it('shifts by the height added above when the browser does not anchor', () => {
    expect(anchorAfterPrepend(reading)).toEqual({ kind: 'shift', by: 800 });
  });

  it('keeps the position where the browser anchors it', () => {
    expect(anchorAfterPrepend({ ...reading, nativeAnchoring: true })).toEqual({ kind: 'keep' });
  });

  it('shifts at scrollTop 0 even where the browser anchors', () => {
    expect(anchorAfterPrepend({ ...reading, nativeAnchoring: true, lastTop: 0 })).toEqual({
      kind: 'shift',
      by: 800,
    });
    expect(anchorAfterPrepend({ ...reading, lastTop: 0 })).toEqual({ kind: 'shift', by: 800 });
  });

  it('leaves a virtualized list to the virtualizer, at the top or not', () => {
    expect(anchorAfterPrepend({ ...reading, virtual: true })).toEqual({ kind: 'keep' });
    expect(anchorAfterPrepend({ ...reading, virtual: true, lastTop: 0 })).toEqual({
      kind: 'keep',
    });
  });

  it('sticks to the bottom for a reader following it, whatever anchors', () => {
    for (const virtual of [false, true]) {
      for (const nativeAnchoring of [false, true]) {
        for (const lastTop of [0, 300]) {
          expect(
            anchorAfterPrepend({ ...reading, atBottom: true, virtual, nativeAnchoring, lastTop }),
          ).toEqual({ kind: 'stick' });
        }
      }
    }
  });

  it('shifts by nothing when the new first item added no height', () => {
    expect(anchorAfterPrepend({ ...reading, scrollHeight: HEIGHT })).toEqual({
      kind: 'shift',
      by: 0,
    });
  });
});

const length = fc.integer({ min: 0, max: 20_000 });

/** A geometry a browser can report: the position within 0 and the content's bottom. */
const geometry = fc
  .record({ scrollHeight: length, clientHeight: fc.integer({ min: 0, max: 2000 }) })
  .chain(({ scrollHeight, clientHeight }) =>
    fc.record({
      scrollTop: fc.integer({ min: 0, max: Math.max(0, scrollHeight - clientHeight) }),
      scrollHeight: fc.constant(scrollHeight),
      clientHeight: fc.constant(clientHeight),
    }),
  );

const memory = fc.record({ atBottom: fc.boolean(), lastTop: length, heightBefore: length });

describe('followAfterScroll, for any geometry and memory', () => {
  it('never scrolls without following, and never when already at the bottom', () => {
    fc.assert(
      fc.property(geometry, memory, (seen, before) => {
        const decision = followAfterScroll(seen, before);
        if (decision.stick) expect(decision.atBottom).toBe(true);
        if (isNearBottom(seen)) expect(decision).toEqual({ atBottom: true, stick: false });
      }),
    );
  });

  it('starts following only by reaching the bottom', () => {
    fc.assert(
      fc.property(geometry, memory, (seen, before) => {
        const decision = followAfterScroll(seen, { ...before, atBottom: false });
        expect(decision).toEqual({ atBottom: isNearBottom(seen), stick: false });
      }),
    );
  });

  it('stops following only when the user scrolls up away from the bottom', () => {
    fc.assert(
      fc.property(geometry, memory, (seen, before) => {
        const decision = followAfterScroll(seen, { ...before, atBottom: true });
        const left = scrolledUpByUser(seen.scrollTop, seen.scrollHeight, before);
        expect(decision.atBottom).toBe(!left || isNearBottom(seen));
      }),
    );
  });

  it('never stops following for a change of content height alone', () => {
    fc.assert(
      fc.property(geometry, length, length, (seen, lastTop, heightBefore) => {
        fc.pre(heightBefore !== seen.scrollHeight);
        expect(followAfterScroll(seen, { atBottom: true, lastTop, heightBefore }).atBottom).toBe(
          true,
        );
      }),
    );
  });
});

describe('anchorAfterPrepend, for any context', () => {
  const context = fc.record({
    atBottom: fc.boolean(),
    virtual: fc.boolean(),
    nativeAnchoring: fc.boolean(),
    lastTop: fc.oneof(fc.constant(0), length),
    scrollHeight: length,
    heightBefore: length,
  });

  it('shifts, by exactly the height added, only a plain list the browser does not anchor', () => {
    fc.assert(
      fc.property(context, (seen) => {
        const action = anchorAfterPrepend(seen);
        if (seen.atBottom) expect(action).toEqual({ kind: 'stick' });
        else if (seen.virtual || (seen.nativeAnchoring && seen.lastTop >= 1)) {
          expect(action).toEqual({ kind: 'keep' });
        } else expect(action).toEqual({ kind: 'shift', by: seen.scrollHeight - seen.heightBefore });
      }),
    );
  });
});
