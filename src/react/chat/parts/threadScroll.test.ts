import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchorAfterPrepend,
  BOTTOM_SLACK,
  followAfterScroll,
  isNearBottom,
  isPrepend,
  rowAtLine,
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
  it('never follows growth while following is off (thread.autoScroll: false): the bottom is where the geometry says', () => {
    const grown = at(BOTTOM, HEIGHT + 300);
    expect(followAfterScroll(grown, following)).toEqual({ atBottom: true, stick: true });
    expect(followAfterScroll(grown, { ...following, follows: false })).toEqual({
      atBottom: false,
      stick: false,
    });
    expect(followAfterScroll(at(BOTTOM), { ...following, follows: false })).toEqual({
      atBottom: true,
      stick: false,
    });
  });

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
const reading: PrependContext = { atBottom: false, virtual: false, rowMoved: 800 };

describe('rowAtLine', () => {
  /** Rows of 100 px with 10 px between them, the first at 0. */
  const bottoms = (count: number) => Array.from({ length: count }, (_, index) => index * 110 + 100);

  it('finds the first row whose bottom is below the line', () => {
    const rows = bottoms(10);
    const bottomOf = (index: number) => rows[index] as number;
    expect(rowAtLine(10, bottomOf, 0)).toBe(0);
    expect(rowAtLine(10, bottomOf, 99)).toBe(0);
    // A row whose bottom is exactly at the line is above it; the gap belongs to the next row.
    expect(rowAtLine(10, bottomOf, 100)).toBe(1);
    expect(rowAtLine(10, bottomOf, 105)).toBe(1);
    expect(rowAtLine(10, bottomOf, 555)).toBe(5);
  });

  it('is -1 when every row is above the line, or there is none', () => {
    const rows = bottoms(3);
    expect(rowAtLine(3, (index) => rows[index] as number, 5000)).toBe(-1);
    expect(rowAtLine(0, () => 0, 0)).toBe(-1);
  });

  it('reads about log2(n) rows, not all of them', () => {
    const rows = bottoms(1000);
    let reads = 0;
    const found = rowAtLine(
      1000,
      (index) => {
        reads += 1;
        return rows[index] as number;
      },
      50_000,
    );
    expect(found).toBe(454);
    expect(reads).toBeLessThanOrEqual(11);
  });

  it('agrees with a scan from the top, for any rows and line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 60 }),
        fc.integer({ min: -100, max: 20_000 }),
        (heights, line) => {
          const rows: number[] = [];
          heights.reduce((top, height) => {
            rows.push(top + height);
            return top + height;
          }, 0);
          const scan = rows.findIndex((bottom) => bottom > line);
          expect(rowAtLine(rows.length, (index) => rows[index] as number, line)).toBe(scan);
        },
      ),
    );
  });
});

describe('anchorAfterPrepend', () => {
  it('shifts by as far as the row in view moved when the browser did not anchor', () => {
    expect(anchorAfterPrepend(reading)).toEqual({ kind: 'shift', by: 800 });
  });

  it('keeps the position when the row did not move: the browser anchored it', () => {
    expect(anchorAfterPrepend({ ...reading, rowMoved: 0 })).toEqual({ kind: 'keep' });
    // Less than a pixel is rounding, not a move.
    expect(anchorAfterPrepend({ ...reading, rowMoved: 0.6 })).toEqual({ kind: 'keep' });
    expect(anchorAfterPrepend({ ...reading, rowMoved: -0.4 })).toEqual({ kind: 'keep' });
  });

  it('shifts by part of the height when the browser anchored only part of it', () => {
    expect(anchorAfterPrepend({ ...reading, rowMoved: 120 })).toEqual({ kind: 'shift', by: 120 });
    expect(anchorAfterPrepend({ ...reading, rowMoved: -30 })).toEqual({ kind: 'shift', by: -30 });
  });

  it('keeps the position when there was no row in view to keep', () => {
    expect(anchorAfterPrepend({ ...reading, rowMoved: null })).toEqual({ kind: 'keep' });
  });

  it('leaves a virtualized list to the virtualizer', () => {
    expect(anchorAfterPrepend({ ...reading, virtual: true })).toEqual({ kind: 'keep' });
  });

  it('sticks to the bottom for a reader following it, whatever moved', () => {
    for (const virtual of [false, true]) {
      for (const rowMoved of [null, 0, 800]) {
        expect(anchorAfterPrepend({ atBottom: true, virtual, rowMoved })).toEqual({
          kind: 'stick',
        });
      }
    }
  });
});

describe('wheel up, then an older page arrives', () => {
  it('keeps the row the reader looks at in place, whether or not the browser anchors', () => {
    // The reader follows the bottom, turns the wheel up to near the top, with rows re-measured as
    // they come into view (the height changes during the wheel).
    let memory: ScrollMemory = following;
    const wheel = (geometry: ScrollGeometry) => {
      const next = scrollEvent({ ...memory, userScrolling: true }, geometry);
      memory = next.memory;
      return next.decision;
    };
    expect(wheel(at(900, HEIGHT + 40))).toEqual({ atBottom: false, stick: false });
    expect(wheel(at(150, HEIGHT + 60))).toEqual({ atBottom: false, stick: false });
    // The scroll stopped; the older page lands 1,200 px above. Without anchoring by the browser the
    // row in view moved down by that much: shift it back.
    expect(
      anchorAfterPrepend({ atBottom: memory.atBottom, virtual: false, rowMoved: 1200 }),
    ).toEqual({ kind: 'shift', by: 1200 });
    // With anchoring by the browser, it did not move: do nothing (never twice).
    expect(anchorAfterPrepend({ atBottom: memory.atBottom, virtual: false, rowMoved: 0 })).toEqual({
      kind: 'keep',
    });
    // The resize event after the shift sees the position move down, not up: still not following.
    const after = followAfterScroll(at(150 + 1200, HEIGHT + 1260), {
      ...memory,
      lastTop: 150 + 1200,
      userScrolling: true,
    });
    expect(after).toEqual({ atBottom: false, stick: false });
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
    rowMoved: fc.option(fc.double({ min: -20_000, max: 20_000, noNaN: true })),
  });

  it('shifts a plain list away from the bottom by exactly as far as its row moved', () => {
    fc.assert(
      fc.property(context, (seen) => {
        const action = anchorAfterPrepend(seen);
        if (seen.atBottom) expect(action).toEqual({ kind: 'stick' });
        else if (seen.virtual || seen.rowMoved === null || Math.abs(seen.rowMoved) < 1) {
          expect(action).toEqual({ kind: 'keep' });
        } else expect(action).toEqual({ kind: 'shift', by: seen.rowMoved });
      }),
    );
  });
});
