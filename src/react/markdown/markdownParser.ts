import MarkdownIt, { type MarkdownIt as Parser, type StateCore, type Token } from 'markdown-it';
import { gfmAutolinks } from './autolinks';

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

/**
 * A markdown-it instance with the kit's settings: raw HTML off, GFM autolink literals and task
 * lists, every link kept for the URL policy to judge at render time. The math part builds its own
 * with this and adds its rules, so the two read markdown alike.
 */
export function createMarkdownParser(): Parser {
  const instance = new MarkdownIt('default', {
    html: false,
    // GFM's autolink literals are the kit's own rules (see autolinks.ts), not the linkifier.
    linkify: false,
    typographer: false,
  });
  instance.validateLink = () => true;
  gfmAutolinks(instance);
  instance.core.ruler.push('uikit_task_list', taskListItems);
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
 * its regular expressions, which costs tens of milliseconds on a slow
 * machine. The chat does it once it is idle, so that a thread opened later does not pay it in the
 * render of its first screen. The sample's tokens the first time, null after.
 */
export function warmMarkdownParser(): Token[] | null {
  if (warmed) return null;
  warmed = true;
  return parser.parse(WARM_UP, {});
}

export type { Parser, Token };
