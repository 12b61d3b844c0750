import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/styles/index.css';
import { thread, userMessage } from '../fixtures/items';
import { renderChat } from '../support/chat';

// A long thread opens virtualized from its first render. The virtualizer's code loads lazily
// (nothing in a browser test preloads it), so the list first shows its newest rows, then hands
// over to the virtualizer, which must find its scroller however React attached the refs.

afterEach(() => {
  cleanup();
});

const messages = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...userMessage,
    id: `itm_long_${String(index).padStart(4, '0')}`,
    created_at: userMessage.created_at + index,
    content: [{ type: 'input_text' as const, text: `Message number ${String(index)}` }],
  }));

/** A thread of `count` messages opened in a 600 px chat, and its parts. */
function openThread(count: number) {
  const view = renderChat(
    { threads: [thread], items: { [thread.id]: messages(count) } },
    { initialThread: thread.id },
    { style: { height: 600 } },
  );
  const part = (slot: string) => {
    const element = view.container.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
    if (element === null) throw new Error(`no ${slot}`);
    return element;
  };
  const rows = () => view.container.querySelectorAll('[data-item-id]').length;
  return { view, part, rows };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function inView(text: string): boolean {
  const row = screen.getByText(text);
  const scroller = row.closest('[data-slot="thread-scroll"]');
  if (scroller === null) return false;
  const view = scroller.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  return box.height > 0 && box.bottom > view.top && box.top < view.bottom;
}

describe('a 1,000-item thread', () => {
  it('opens virtualized on its newest message, with a few rows in the page, twice running', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { view, rows } = openThread(1000);
      await screen.findByText('Message number 999');
      // The virtualizer's code loads on demand: on a busy machine its module takes longer than a
      // poll's default second to arrive (a fresh-clone CI run once waited past it).
      await expect
        .poll(() => view.container.querySelector('[data-slot="thread-virtual"]'), {
          timeout: 5000,
        })
        .not.toBeNull();
      await expect.poll(() => inView('Message number 999'), { timeout: 5000 }).toBe(true);
      // Virtualized: the page holds the rows in and near view, not a thousand.
      await expect.poll(rows).toBeLessThan(60);
      cleanup();
    }
  });
});

describe('a 100-item thread', () => {
  it('opens with the rows that fill its view, at the bottom, then renders the rest above', async () => {
    const { view, rows } = openThread(100);
    await screen.findByText('Message number 99');
    // The first screen: rows that fill the view, not the whole thread.
    expect(rows()).toBeGreaterThan(3);
    expect(rows()).toBeLessThan(40);
    await expect.poll(() => inView('Message number 99')).toBe(true);
    // Then every row, while the newest stays in view.
    await expect.poll(rows, { timeout: 5000 }).toBe(100);
    expect(view.container.querySelector('[data-slot="thread-virtual"]')).toBeNull();
    await expect.poll(() => inView('Message number 99')).toBe(true);
    expect(screen.getByText('Message number 0')).toBeTruthy();
  });

  it('paints its first frame with the first screen alone: the rows above wait for that frame', async () => {
    // Row counts as React commits them (a mutation observer reports after each commit) and as
    // each frame about to paint sees them: the first frame showing rows shows the first commit's.
    const commits: number[] = [];
    const frames: number[] = [];
    const count = () => document.querySelectorAll('[data-item-id]').length;
    const observer = new MutationObserver(() => {
      const rows = count();
      if (rows > 0 && commits.at(-1) !== rows) commits.push(rows);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    let watching = true;
    const watch = () => {
      const rows = count();
      if (rows > 0) frames.push(rows);
      if (watching) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    try {
      renderChat(
        {
          threads: [thread],
          items: { [thread.id]: messages(100) },
          // The page arrives just after a frame is painted, when a timer set at once would run
          // well before the next one.
          route: (request) =>
            request.url.pathname.endsWith('/items')
              ? new Promise((resolve) =>
                  requestAnimationFrame(() => {
                    setTimeout(() => {
                      resolve(undefined);
                    }, 0);
                  }),
                )
              : undefined,
        },
        { initialThread: thread.id },
        { style: { height: 600 } },
      );
      await expect.poll(count, { timeout: 5000 }).toBe(100);
    } finally {
      watching = false;
      observer.disconnect();
    }
    expect(commits[0]).toBeLessThan(40);
    expect(frames[0]).toBe(commits[0]);
    // Then the rows above, all in the one commit of a transition (React renders it in slices,
    // between frames), not step after step.
    expect(commits).toEqual([commits[0], 100]);
  });
});

describe('a flung 1,000-item thread', () => {
  it('leaves out the rows past the view while flung, and renders them again when it stops', async () => {
    const { view, part } = openThread(1000);
    await expect.poll(() => inView('Message number 999'), { timeout: 5000 }).toBe(true);
    const scroller = part('thread-scroll');
    // Rows rendered wholly outside the view: those kept ready past its edges.
    const outside = () => {
      const edge = scroller.getBoundingClientRect();
      return [...view.container.querySelectorAll('[data-item-id]')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.bottom <= edge.top || box.top >= edge.bottom;
      }).length;
    };
    await expect.poll(outside).toBeGreaterThan(2);
    const atRest = outside();
    const flung: number[] = [];
    for (let step = 0; step < 6; step += 1) {
      scroller.scrollTop -= 5000;
      await frame();
      await frame();
      if (step > 0) flung.push(outside());
    }
    // Each view of a fling shows rows nowhere near the last: none is rendered past its edges.
    expect(Math.max(...flung)).toBeLessThan(Math.min(atRest, 2));
    // Stopped, the rows past the edges are back, ready for a slow scroll either way.
    await expect.poll(outside, { timeout: 3000 }).toBeGreaterThanOrEqual(atRest - 1);
  });
});

describe('a thread followed at its bottom', () => {
  it('stays all the way down when a row grows by less than the slack', async () => {
    const { part, rows } = openThread(60);
    await expect.poll(rows).toBe(60);
    const scroller = part('thread-scroll');
    const content = part('thread-content');
    const gap = () => scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop;
    await expect.poll(gap).toBeLessThan(1);
    const grown = document.createElement('div');
    grown.style.height = '20px';
    content.append(grown);
    try {
      await expect.poll(gap).toBeLessThan(1);
    } finally {
      grown.remove();
    }
  });

  it('lets the user scroll up while its rows change height, as a wheel turned up says', async () => {
    const { part, rows } = openThread(60);
    await expect.poll(() => inView('Message number 59'), { timeout: 5000 }).toBe(true);
    const scroller = part('thread-scroll');
    const content = part('thread-content');
    await expect.poll(rows).toBe(60);
    await frame();
    await frame();
    // The user turns the wheel up to the top as rows change height (measured, or a fence
    // highlighted): the move up comes with a new height, and is still theirs.
    scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -4000, bubbles: true }));
    const grown = document.createElement('div');
    grown.style.height = '120px';
    content.append(grown);
    scroller.scrollTop = 0;
    await frame();
    await frame();
    try {
      expect(scroller.scrollTop).toBeLessThan(100);
      expect(await screen.findByRole('button', { name: 'Jump to latest' })).toBeTruthy();
    } finally {
      grown.remove();
    }
  });
});
