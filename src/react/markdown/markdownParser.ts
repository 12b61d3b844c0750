import MarkdownIt, { type MarkdownIt as Parser, type StateCore, type Token } from 'markdown-it';

// The markdown parser: markdown-it, built once for the page. It parses an ordinary answer's block
// about fifty times faster than the unified/micromark pipeline the kit used before (0.04 ms
// against 2.3 ms for a 600-character block with a list, Node 20), which made parsing most of the
// cost of showing a row (bench thread). Raw HTML is off: HTML in model output stays text. Every
// link and image is accepted here and judged at render time by the kit's one URL policy
// (SafeLink, SafeImage), never by the parser's own list.

/** What a GFM task list item says in its first text: `[ ]` or `[x]`, then a space. */
const TASK_MARKER = /^\[([ xX])\][ \t]/;

/**
 * GFM task list items: a list item whose first paragraph starts with `[ ]` or `[x]` gets
 * `meta.task` (`'checked'` or `'unchecked'`) and loses the marker from its text.
 */
function taskListItems(state: StateCore): void {
  const tokens = state.tokens;
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    const item = tokens[index] as Token;
    const paragraph = tokens[index + 1] as Token;
    const inline = tokens[index + 2] as Token;
    if (item.type !== 'list_item_open' || paragraph.type !== 'paragraph_open') continue;
    if (inline.type !== 'inline') continue;
    const first = inline.children?.[0];
    const match = first?.type === 'text' ? TASK_MARKER.exec(first.content) : null;
    if (first === undefined || match === null) continue;
    first.content = first.content.slice(match[0].length);
    inline.content = inline.content.slice(match[0].length);
    item.meta = { ...item.meta, task: match[1] === ' ' ? 'unchecked' : 'checked' };
  }
}

/** How a GFM autolink literal starts: a scheme GFM knows or `www.` (e-mails have no prefix). */
const AUTOLINK_START = /^(?:https?:\/\/|ftp:\/\/|www\.)/i;

/**
 * GFM's autolink literals are URLs with a scheme, `www.` addresses and e-mail addresses. The
 * linkifier also finds bare domains (`example.com`, `index.js` with a real top-level domain) in
 * running text: those links are taken back out, their text kept.
 */
function gfmAutolinksOnly(state: StateCore): void {
  for (const block of state.tokens) {
    const children = block.children;
    if (block.type !== 'inline' || children === null) continue;
    let changed = false;
    for (let index = 0; index + 2 < children.length; index += 1) {
      const open = children[index] as Token;
      if (open.type !== 'link_open' || open.markup !== 'linkify') continue;
      const text = children[index + 1] as Token;
      const isMail = String(open.attrGet('href') ?? '').startsWith('mailto:');
      if (isMail || AUTOLINK_START.test(text.content)) continue;
      open.type = 'uikit_unwrapped';
      (children[index + 2] as Token).type = 'uikit_unwrapped';
      changed = true;
    }
    if (changed) block.children = children.filter((token) => token.type !== 'uikit_unwrapped');
  }
}

/**
 * A markdown-it instance with the kit's settings: raw HTML off, GFM autolink literals and task
 * lists, every link kept for the URL policy to judge at render time. The math part builds its own
 * with this and adds its rules, so the two read markdown alike.
 */
export function createMarkdownParser(): Parser {
  const instance = new MarkdownIt('default', {
    html: false,
    linkify: true,
    typographer: false,
  });
  // `www.` addresses are fuzzy links to the linkifier; the bare domains it then also finds are
  // taken back out by gfmAutolinksOnly.
  instance.linkify.set({ fuzzyLink: true, fuzzyEmail: true });
  instance.validateLink = () => true;
  instance.core.ruler.push('uikit_task_list', taskListItems);
  instance.core.ruler.push('uikit_gfm_autolinks', gfmAutolinksOnly);
  return instance;
}

const parser = createMarkdownParser();

/** The block and inline tokens of a markdown text. */
export function parseMarkdown(text: string): Token[] {
  return parser.parse(text, {});
}

/**
 * A short answer with what answers are made of: a heading, emphasis, inline code, a link, a bare
 * URL, lists (one of tasks), a quote, a table and a fence.
 */
const WARM_UP = [
  '## Plan',
  'A **bold** and *quiet* day with `code`, [a guide](https://example.com/a) and www.example.org.',
  '- First, then [x] done\n- Second\n  1. Nested',
  '- [ ] A task',
  '> A quote',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  '```ts\nconst a = 1;\n```',
].join('\n\n');

let warmed = false;

/**
 * Parses a short sample answer, once: the first parse of a page compiles the parser's code and
 * its regular expressions (the linkifier's are large), which costs tens of milliseconds on a slow
 * machine. The chat does it once it is idle, so that a thread opened later does not pay it in the
 * render of its first screen. The sample's tokens the first time, null after.
 */
export function warmMarkdownParser(): Token[] | null {
  if (warmed) return null;
  warmed = true;
  return parser.parse(WARM_UP, {});
}

export type { Parser, Token };
