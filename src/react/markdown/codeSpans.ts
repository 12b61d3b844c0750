const BACKTICK = 96;

/**
 * Where each backtick run that opens a code span starts, and where the run closing it (the next
 * run of the same length) starts: one pass from the end, remembering the nearest run of each
 * length.
 */
export function codeSpanClosers(text: string): Map<number, number> {
  const closers = new Map<number, number>();
  let at = text.indexOf('`');
  if (at === -1) return closers;
  const starts: number[] = [];
  while (at !== -1) {
    starts.push(at);
    while (text.charCodeAt(at) === BACKTICK) at += 1;
    at = text.indexOf('`', at);
  }
  const nearest = new Map<number, number>();
  for (let run = starts.length - 1; run >= 0; run -= 1) {
    const start = starts[run] ?? 0;
    let end = start;
    while (text.charCodeAt(end) === BACKTICK) end += 1;
    const closer = nearest.get(end - start);
    if (closer !== undefined) closers.set(start, closer);
    nearest.set(end - start, start);
  }
  return closers;
}
