/** The words that pick a demo answer, in priority order; documented in server-example/README.md. */
export const DEMO_TRIGGERS = [
  {
    name: 'chart',
    pattern: /\bcharts?\b/i,
    shows: 'a card with a stacked bar and line chart and an area chart',
  },
  { name: 'widget', pattern: /\bwidgets?\b/i, shows: 'a booking form card; its buttons update it' },
  {
    name: 'tool',
    pattern: /\btools?\b/i,
    shows: 'asks the page for `get_page_info`, then answers with what it said',
  },
  {
    name: 'tasks',
    pattern: /\btasks?\b/i,
    shows: 'a task group whose tasks progress over time, then a task item',
  },
  {
    name: 'progress',
    pattern: /\bprogress\b/i,
    shows: 'transient progress lines before the answer',
  },
  { name: 'notice', pattern: /\bnotices?\b/i, shows: 'info, warning and danger banners' },
  { name: 'error', pattern: /\berrors?\b/i, shows: 'fails with an error you can retry' },
  { name: 'slow', pattern: /\bslow\b/i, shows: 'a long, slow answer to try the stop button' },
  { name: 'lock', pattern: /\block\b/i, shows: 'answers, then locks the thread' },
  { name: 'close', pattern: /\bclose\b/i, shows: 'answers, then closes the thread' },
  {
    name: 'math',
    pattern: /\b(?:math|formulas?|equations?)\b/i,
    shows: 'inline and displayed formulas, rendered with KaTeX',
  },
  {
    name: 'deeplink',
    pattern: /\bdeep ?links?\b/i,
    shows: 'an answer with a deep link that the page handles instead of navigating',
  },
  {
    name: 'image',
    pattern: /\b(?:images?|draw(?:ing)?|pictures?)\b/i,
    shows: 'a generated image, drawn here, that sharpens through partial previews',
  },
  {
    name: 'question',
    pattern: /\b(?:questions?|choose)\b/i,
    shows: 'three questions to answer (structured input), then what you chose',
  },
  {
    name: 'reason',
    pattern: /\b(?:reason(?:ing)?|think)\b/i,
    shows: 'thoughts in a reasoning group that folds away with its duration, then the answer',
  },
  {
    name: 'search',
    pattern: /\bsearch(?:es|ing)?\b/i,
    shows: 'a web search task with its queries and sources, then an answer citing them',
  },
  {
    name: 'counter',
    pattern: /\b(?:counters?|sync)\b/i,
    shows: 'a counter card whose buttons update it at once, even while an answer streams',
  },
] as const;

export type DemoTrigger = (typeof DEMO_TRIGGERS)[number]['name'];

/** The first trigger word in the text, or null for the markdown showcase. */
export function findTrigger(text: string): DemoTrigger | null {
  return DEMO_TRIGGERS.find((trigger) => trigger.pattern.test(text))?.name ?? null;
}
