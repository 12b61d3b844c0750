import { nextTask } from './chatThread';

// Shared by the benchmark pages: waiting, and timing what the page paints.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/**
 * The time just after the first frame whose rendering shows `ready()`: checked at the start of
 * each frame (requestAnimationFrame, after React committed and scroll events ran), and taken in
 * the first task after that frame's style, layout and paint.
 */
export function paintedWhen(
  ready: () => boolean,
  what: string,
  timeoutMs = 180_000,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const frame = () => {
      if (ready()) {
        void nextTask().then(() => {
          resolve(performance.now());
        });
      } else if (performance.now() > deadline) {
        reject(new Error(`timed out waiting for ${what}`));
      } else {
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  });
}

/** Waits until the page is idle (no rendering or highlighting left), for at most `capMs`. */
export async function settle(capMs = 2000) {
  const deadline = performance.now() + capMs;
  for (let quiet = 0; quiet < 3 && performance.now() < deadline;) {
    const before = performance.now();
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 200 }));
    quiet = performance.now() - before < 20 ? quiet + 1 : 0;
  }
}
