import type { Annotation, GroupTask, UrlSource } from '../../../src/wire';
import { itemAdded, itemDone, itemUpdated } from '../events';
import type { WorkflowContext, WorkflowEvent } from '../workflow';

// The `search` answer (protocol section 12's `web_search` task): the demo has no network, so it
// searches a short list of real pages it carries (below) for the words of the message, shows the
// task's queries and sources as it goes (`status_indicator` loading, then complete), and answers
// with those pages as url citations, saying that nothing was fetched.

interface Page {
  url: string;
  title: string;
  about: string;
  /** Words a query finds it by (besides those of its title). */
  keywords: readonly string[];
}

export const SEARCHABLE_PAGES: readonly Page[] = [
  {
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/Server-sent_events/Using_server-sent_events',
    title: 'MDN: Using server-sent events',
    about: 'the event stream format every answer of the uikit API arrives in',
    keywords: ['stream', 'streaming', 'sse', 'events', 'answers', 'chat'],
  },
  {
    url: 'https://developer.mozilla.org/en-US/docs/Web/API/MediaRecorder',
    title: 'MDN: MediaRecorder',
    about: 'how the kit records dictation in the browser',
    keywords: ['dictation', 'audio', 'record', 'recording', 'microphone', 'voice'],
  },
  {
    url: 'https://platform.openai.com/docs/guides/speech-to-text',
    title: 'OpenAI: Speech to text',
    about: 'the transcription endpoint `input.transcribe` can forward to',
    keywords: ['transcription', 'transcribe', 'whisper', 'speech', 'dictation', 'voice'],
  },
  {
    url: 'https://www.rfc-editor.org/rfc/rfc2397',
    title: 'RFC 2397: The "data" URL scheme',
    about: 'how the demo hands over the images it draws',
    keywords: ['data', 'url', 'image', 'images', 'inline'],
  },
  {
    url: 'https://www.w3.org/TR/png/',
    title: 'Portable Network Graphics (PNG) Specification',
    about: 'the format of the demo’s generated image',
    keywords: ['png', 'image', 'images', 'picture', 'draw', 'graphics'],
  },
  {
    url: 'https://www.sqlite.org/wal.html',
    title: 'SQLite: Write-Ahead Logging',
    about: 'how the local API stores threads and items',
    keywords: ['sqlite', 'database', 'storage', 'wal', 'threads', 'store'],
  },
  {
    url: 'https://hono.dev',
    title: 'Hono',
    about: 'the web framework the local API is written with',
    keywords: ['server', 'http', 'router', 'api', 'framework'],
  },
  {
    url: 'https://github.com/openai/chatkit-python',
    title: 'openai/chatkit-python',
    about: 'the ChatKit server SDK whose protocol uikit mirrors',
    keywords: ['chatkit', 'protocol', 'widgets', 'widget', 'python', 'sdk', 'chat'],
  },
  {
    url: 'https://react.dev/reference/react/useSyncExternalStore',
    title: 'React: useSyncExternalStore',
    about: 'how the kit’s hooks read its stores',
    keywords: ['react', 'hooks', 'store', 'state', 'rendering'],
  },
  {
    url: 'https://www.w3.org/WAI/ARIA/apg/',
    title: 'ARIA Authoring Practices Guide',
    about: 'the patterns the kit’s controls follow for keyboards and screen readers',
    keywords: ['accessibility', 'aria', 'a11y', 'keyboard', 'screen', 'reader'],
  },
  {
    url: 'https://katex.org',
    title: 'KaTeX',
    about: 'what renders the formulas of the `math` answer',
    keywords: ['math', 'formula', 'formulas', 'latex', 'equations', 'katex'],
  },
  {
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/CSP',
    title: 'MDN: Content Security Policy',
    about: 'what the file URLs of the local API are served with',
    keywords: ['security', 'csp', 'xss', 'policy', 'safe'],
  },
];

/** The query the demo falls back on when the message's own words find too little. */
export const BROAD_QUERY = 'chat streaming protocol';
/** Pages an answer cites at most. */
const MAX_RESULTS = 3;

const IGNORED = new Set(
  'a about an and are can could do does find for from how i in is it me of on or please search searches searching show tell the to web what with you'.split(
    ' ',
  ),
);

/** The message's words that a search looks for: lower case, without small words. */
export function queryOf(text: string): string {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !IGNORED.has(word),
  );
  return [...new Set(words)].slice(0, 8).join(' ');
}

const wordsOf = (page: Page) =>
  new Set([...page.keywords, ...(page.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]);

/** The pages a query finds, best first: by how many of its words each page has. */
export function searchPages(query: string): Page[] {
  const words = query.split(' ').filter((word) => word !== '');
  return SEARCHABLE_PAGES.map((page) => {
    const known = wordsOf(page);
    return { page, score: words.filter((word) => known.has(word)).length };
  })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RESULTS)
    .map(({ page }) => page);
}

const sourceOf = (page: Page): UrlSource => ({ type: 'url', url: page.url, title: page.title });

const searchTask = (
  heading: string,
  queries: string[],
  pages: readonly Page[],
  done: boolean,
): GroupTask => ({
  heading,
  summary: null,
  type: 'web_search',
  queries,
  sources: pages.map(sourceOf),
  status_indicator: done ? 'complete' : 'loading',
});

/** What the search found, for the answer. */
export interface SearchOutcome {
  queries: string[];
  pages: Page[];
}

/**
 * Streams the search as a task group with one `web_search` task: the message's query, then the
 * broad one when the first found fewer than three pages.
 */
export async function* searchTheWeb(
  context: WorkflowContext,
  text: string,
  stepDelayMs: number,
): AsyncGenerator<WorkflowEvent, SearchOutcome, undefined> {
  const first = queryOf(text) || BROAD_QUERY;
  const queries = [first];
  const group = context.items.taskGroup();
  yield itemAdded(group);
  yield itemUpdated(group.id, {
    type: 'task_group.task.added',
    task_index: 0,
    task: searchTask(`Searching for “${first}”`, queries, [], false),
  });
  await context.sleep(stepDelayMs);
  const pages = searchPages(first);
  if (pages.length < MAX_RESULTS && first !== BROAD_QUERY) {
    queries.push(BROAD_QUERY);
    yield itemUpdated(group.id, {
      type: 'task_group.task.updated',
      task_index: 0,
      task: searchTask(`Searching for “${BROAD_QUERY}” too`, queries, pages, false),
    });
    await context.sleep(stepDelayMs);
    for (const page of searchPages(BROAD_QUERY))
      if (pages.length < MAX_RESULTS && !pages.includes(page)) pages.push(page);
  }
  const heading = `Found ${pages.length} ${pages.length === 1 ? 'page' : 'pages'} in the demo’s list`;
  const task = searchTask(heading, queries, pages, true);
  yield itemUpdated(group.id, { type: 'task_group.task.updated', task_index: 0, task });
  yield itemDone({ ...group, tasks: [task], summary: { title: heading, icon: 'search' } });
  return { queries, pages };
}

/** The answer: the pages found, each cited. */
export function searchAnswer({ queries, pages }: SearchOutcome): {
  text: string;
  annotations: Annotation[];
} {
  const searched = queries.map((query) => `“${query}”`).join(' and then ');
  const lines = pages.map((page) => `- [${page.title}](${page.url}): ${page.about}.`);
  const text =
    `I searched for ${searched} in the ${SEARCHABLE_PAGES.length} pages this demo carries with it (it has no network: nothing was fetched, and the list is all it knows):\n\n` +
    lines.join('\n');
  return {
    text,
    annotations: pages.map((page) => ({ type: 'url', source: sourceOf(page), index: null })),
  };
}
