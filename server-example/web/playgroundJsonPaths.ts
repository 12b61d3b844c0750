import { childPath } from '../../src/wire/problems';

/** Where a value sits in JSON text: its key (when it has one) or its first character. */
export interface JsonSpan {
  from: number;
  to: number;
}

/**
 * The place of every value of a JSON text by its path (`children[2].label`, as widget problems
 * name them): a scalar's own text; an object's or array's key, else its opening bracket, so that
 * a problem about a whole node underlines one word, not forty lines. Null when the text is not
 * JSON. Only reads; nothing in the text is ever evaluated.
 */
export function locateJsonPaths(text: string): Map<string, JsonSpan> | null {
  try {
    JSON.parse(text);
  } catch {
    return null;
  }
  const spans = new Map<string, JsonSpan>();
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  };
  const readString = (): string => {
    const start = at;
    at += 1;
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (path: string, key: JsonSpan | null): void => {
    skipSpace();
    const start = at;
    const char = text[at];
    if (char === '{' || char === '[') {
      spans.set(path, key ?? { from: start, to: start + 1 });
      at += 1;
      let index = 0;
      for (;;) {
        skipSpace();
        if (text[at] === '}' || text[at] === ']') {
          at += 1;
          return;
        }
        if (text[at] === ',') {
          at += 1;
          skipSpace();
        }
        if (char === '{') {
          const keyFrom = at;
          const name = readString();
          const keySpan = { from: keyFrom, to: at };
          skipSpace();
          at += 1; // the colon
          readValue(childPath(path, name), keySpan);
        } else {
          readValue(childPath(path, index), null);
          index += 1;
        }
      }
    }
    if (char === '"') readString();
    else while (at < text.length && /[^\s,\]}]/.test(text[at] ?? '')) at += 1;
    spans.set(path, { from: start, to: at });
  };
  readValue('', null);
  return spans;
}

/**
 * The span of a path, or of its nearest ancestor found in the text (a missing prop is reported at
 * the node that lacks it; a single child written without a list at the node that holds it).
 */
export function spanOfPath(spans: ReadonlyMap<string, JsonSpan>, path: string): JsonSpan | null {
  let current = path;
  for (;;) {
    const span = spans.get(current);
    if (span) return span;
    if (current === '') return null;
    const cut = Math.max(current.lastIndexOf('.'), current.lastIndexOf('['));
    current = cut <= 0 ? '' : current.slice(0, cut);
  }
}

/**
 * Where JSON text stops being JSON (the offset of the first character that cannot continue it, the
 * text's length when it ends too soon), or null when it is JSON. Browsers' `JSON.parse` messages
 * do not all say where.
 */
export function jsonErrorOffset(text: string): number | null {
  let at = 0;
  class Stop extends Error {}
  const fail = (): never => {
    throw new Stop();
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  const expect = (word: string) => {
    for (const character of word) {
      if (text[at] !== character) fail();
      at += 1;
    }
  };
  const string = () => {
    expect('"');
    for (;;) {
      const character = text[at];
      if (character === undefined || character < ' ') fail();
      at += 1;
      if (character === '"') return;
      if (character === '\\') {
        const escaped = text[at] ?? '';
        if (escaped === 'u') {
          at += 1;
          for (let digit = 0; digit < 4; digit += 1) {
            if (!/[0-9a-f]/i.test(text[at] ?? '')) fail();
            at += 1;
          }
        } else if ('"\\/bfnrt'.includes(escaped) && escaped !== '') at += 1;
        else fail();
      }
    }
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail();
    at += match?.[0].length ?? 0;
  };
  const value = (): void => {
    space();
    const character = text[at];
    if (character === '{') {
      at += 1;
      space();
      if (text[at] === '}') {
        at += 1;
        return;
      }
      for (;;) {
        space();
        string();
        space();
        expect(':');
        value();
        space();
        if (text[at] !== ',') {
          expect('}');
          return;
        }
        at += 1;
      }
    }
    if (character === '[') {
      at += 1;
      space();
      if (text[at] === ']') {
        at += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[at] !== ',') {
          expect(']');
          return;
        }
        at += 1;
      }
    }
    const word = { t: 'true', f: 'false', n: 'null' }[character ?? ''];
    if (character === '"') string();
    else if (word !== undefined) expect(word);
    else number();
  };
  try {
    value();
    space();
    if (at < text.length) fail();
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return Math.min(at, text.length);
  }
}
