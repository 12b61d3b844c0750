import type { MarkdownIt as Parser, StateCore, StateInline, Token } from 'markdown-it';

// GFM's autolink literals (GFM spec, "Autolinks (extension)"): `https://…`, `http://…` and
// `ftp://…` addresses, `www.` addresses and e-mail addresses in running text become links. The kit
// finds them itself instead of with markdown-it's linkifier (linkify-it): that one also finds bare
// domains (`index.js`), which GFM does not, and its first use on a page compiled regular
// expressions over every Unicode letter and punctuation mark, about 15 ms of a thread's first
// open in Chromium on a 2-core machine and 0.8 MB of heap for as long as the page lives (issue 34).
// A scheme's address is read as the inline text is tokenized (an emphasis marker inside it stays
// in the address); `www.` and e-mail addresses in the text tokens afterwards, as GitHub does.

const SCHEMES = new Set(['http', 'https', 'ftp']);

/** The longest scheme of `SCHEMES`, in letters. */
const LONGEST_SCHEME = 5;

const isAsciiAlpha = (code: number) =>
  (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

const isAsciiAlphanumeric = (code: number) => isAsciiAlpha(code) || (code >= 0x30 && code <= 0x39);

const isSpace = (code: number) =>
  code === 0x20 ||
  (code >= 0x09 && code <= 0x0d) ||
  (code > 0x7f && /\s/.test(String.fromCharCode(code)));

/**
 * A character a domain's label may hold besides `-` and `_`: an ASCII letter or digit, or beyond
 * ASCII anything but a space or punctuation (Latin-1's signs, the general, CJK and full-width
 * punctuation blocks), so that internationalized domains link whole.
 */
function isHostCharacter(code: number): boolean {
  if (code < 0x80) return isAsciiAlphanumeric(code);
  return !(
    code <= 0xbf ||
    (code >= 0x2000 && code <= 0x206f) ||
    (code >= 0x3000 && code <= 0x303f) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff0f) ||
    (code >= 0xff1a && code <= 0xff20) ||
    (code >= 0xff3b && code <= 0xff40) ||
    (code >= 0xff5b && code <= 0xff65) ||
    code === 0xfeff ||
    isSpace(code)
  );
}

/**
 * Where a valid domain that starts at `from` ends, or -1: labels of host characters, `-` and `_`
 * separated by periods, at least one period unless `short` (`http://localhost`), and no `_` in
 * the last two labels. Trailing periods are left in (the address's end drops them).
 */
function domainEnd(text: string, from: number, short: boolean): number {
  let end = from;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (code !== 0x2e && code !== 0x2d && code !== 0x5f && !isHostCharacter(code)) break;
    end += 1;
  }
  let last = end;
  while (last > from && text.charCodeAt(last - 1) === 0x2e) last -= 1;
  if (last === from) return -1;
  const labels = text.slice(from, last).split('.');
  if (!short && labels.length < 2) return -1;
  if (labels.slice(-2).some((label) => label.includes('_'))) return -1;
  return end;
}

/** Characters an address may hold inside but not at its end. */
const TRAILING = new Set(['?', '!', '.', ',', ':', '*', '_', '~', "'", '"']);

/**
 * Where an address that starts at `start` ends: its domain ends at `from`, its path at the first
 * space or `<` (before `max`); then, from the end, trailing punctuation, a `)` with no `(` to
 * match it and a `;` ending what looks like an entity (`&hl;`) are left out, one at a time.
 */
function addressEnd(text: string, start: number, from: number, max: number): number {
  let end = from;
  while (end < max) {
    const code = text.charCodeAt(end);
    if (code === 0x3c || isSpace(code)) break;
    end += 1;
  }
  let opening = 0;
  let closing = 0;
  for (let index = start; index < end; index += 1) {
    const character = text[index];
    if (character === '(') opening += 1;
    else if (character === ')') closing += 1;
  }
  while (end > start) {
    const character = text[end - 1] as string;
    if (TRAILING.has(character)) {
      end -= 1;
    } else if (character === ')' && closing > opening) {
      closing -= 1;
      end -= 1;
    } else if (character === ';') {
      let name = end - 1;
      while (name > start && isAsciiAlphanumeric(text.charCodeAt(name - 1))) name -= 1;
      end = name < end - 1 && name > start && text[name - 1] === '&' ? name - 1 : end - 1;
    } else {
      break;
    }
  }
  return end;
}

/** A `https://`, `http://` or `ftp://` address at the `:` of `state.pos`: an inline rule. */
function schemeAutolink(state: StateInline, silent: boolean): boolean {
  if (state.linkLevel > 0) return false;
  const { src, pos, pending } = state;
  if (src.charCodeAt(pos) !== 0x3a || src.charCodeAt(pos + 1) !== 0x2f) return false;
  if (src.charCodeAt(pos + 2) !== 0x2f) return false;
  // The scheme is the run of letters just before, all of it (`xhttp://` is no address).
  let letters = 0;
  while (letters < pending.length && isAsciiAlpha(pending.charCodeAt(pending.length - 1 - letters)))
    letters += 1;
  if (letters > LONGEST_SCHEME) return false;
  if (!SCHEMES.has(pending.slice(pending.length - letters).toLowerCase())) return false;
  const start = pos - letters;
  const host = domainEnd(src, pos + 3, true);
  if (host === -1) return false;
  const end = addressEnd(src, start, host, state.posMax);
  if (end <= pos + 3) return false;
  if (!silent) {
    const url = src.slice(start, end);
    state.pending = pending.slice(0, pending.length - letters);
    pushLink(state, state.md.normalizeLink(url), state.md.normalizeLinkText(url));
  }
  state.pos = end;
  return true;
}

/** Marks a link's tokens as markdown-it marks the links it finds in text. */
function markFound(open: Token, close: Token, href: string): void {
  open.attrs = [['href', href]];
  open.markup = close.markup = 'linkify';
  open.info = close.info = 'auto';
}

/** A link's three tokens. */
function pushLink(state: StateInline, href: string, text: string): void {
  const open = state.push('link_open', 'a', 1);
  state.push('text', '', 0).content = text;
  markFound(open, state.push('link_close', 'a', -1), href);
}

/** Characters after which a `www.` address may start (and the start of a text). */
const BEFORE_WWW = new Set(['*', '_', '~', '(']);

/** A `www.` address at `at` of a text: its end, or -1. */
function wwwEnd(text: string, at: number): number {
  const before = text.charCodeAt(at - 1);
  if (at > 0 && !isSpace(before) && !BEFORE_WWW.has(text[at - 1] as string)) return -1;
  const host = domainEnd(text, at, false);
  if (host <= at + 4) return -1;
  const end = addressEnd(text, at, host, text.length);
  return end > at + 4 ? end : -1;
}

const isLocalCharacter = (code: number) =>
  isAsciiAlphanumeric(code) || code === 0x2e || code === 0x2d || code === 0x5f || code === 0x2b;

/**
 * The e-mail address around the `@` at `at` of a text, not starting before `from`: its start and
 * end, or null. Its domain is ASCII labels of letters, digits, `-` and `_` with at least one
 * period, not ending in `-` or `_` (a trailing period is left out).
 */
function emailAround(text: string, at: number, from: number): [number, number] | null {
  let start = at;
  while (start > from && isLocalCharacter(text.charCodeAt(start - 1))) start -= 1;
  if (start === at) return null;
  let end = at + 1;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (!isAsciiAlphanumeric(code) && code !== 0x2d && code !== 0x5f && code !== 0x2e) break;
    end += 1;
  }
  while (end > at + 1 && text.charCodeAt(end - 1) === 0x2e) end -= 1;
  const domain = text.slice(at + 1, end);
  if (!domain.includes('.') || /[-_]$/.test(domain)) return null;
  return [start, end];
}

/** The `www.` and e-mail addresses of one text, as [start, end, href] in order. */
function textAddresses(text: string): [number, number, string][] {
  const found: [number, number, string][] = [];
  let from = 0;
  while (from < text.length) {
    const www = text.indexOf('www.', from);
    const at = text.indexOf('@', from);
    if (www === -1 && at === -1) break;
    if (www !== -1 && (at === -1 || www < at)) {
      const end = wwwEnd(text, www);
      if (end !== -1) found.push([www, end, `http://${text.slice(www, end)}`]);
      from = end === -1 ? www + 4 : end;
    } else {
      const email = emailAround(text, at, from);
      if (email !== null) found.push([email[0], email[1], `mailto:${text.slice(...email)}`]);
      from = email === null ? at + 1 : email[1];
    }
  }
  return found;
}

/** The tokens of one text with its `www.` and e-mail addresses made links. */
function linkedText(state: StateCore, token: Token): Token[] | null {
  const text = token.content;
  const addresses = textAddresses(text);
  if (addresses.length === 0) return null;
  const tokens: Token[] = [];
  const add = (type: string, tag: string, nesting: -1 | 0 | 1, level: number) => {
    const added = new state.Token(type, tag, nesting);
    added.level = level;
    tokens.push(added);
    return added;
  };
  let last = 0;
  for (const [start, end, href] of addresses) {
    if (start > last) add('text', '', 0, token.level).content = text.slice(last, start);
    const open = add('link_open', 'a', 1, token.level);
    add('text', '', 0, token.level + 1).content = text.slice(start, end);
    markFound(open, add('link_close', 'a', -1, token.level), state.md.normalizeLink(href));
    last = end;
  }
  if (last < text.length) add('text', '', 0, token.level).content = text.slice(last);
  return tokens;
}

/** `www.` and e-mail addresses in the text of every inline block, outside links: a core rule. */
function textAutolinks(state: StateCore): void {
  for (const block of state.tokens) {
    const children = block.children;
    if (block.type !== 'inline' || children === null) continue;
    if (!block.content.includes('www.') && !block.content.includes('@')) continue;
    let inLink = 0;
    let result: Token[] | null = null;
    for (const [index, child] of children.entries()) {
      if (child.type === 'link_open') inLink += 1;
      else if (child.type === 'link_close') inLink -= 1;
      const linked = inLink === 0 && child.type === 'text' ? linkedText(state, child) : null;
      if (linked !== null) result ??= children.slice(0, index);
      result?.push(...(linked ?? [child]));
    }
    if (result !== null) block.children = result;
  }
}

/** Adds GFM's autolink literals to a parser built with markdown-it's own linkifier off. */
export function gfmAutolinks(parser: Parser): void {
  parser.inline.ruler.after('linkify', 'uikit_scheme_autolink', schemeAutolink);
  parser.core.ruler.after('linkify', 'uikit_text_autolinks', textAutolinks);
}
