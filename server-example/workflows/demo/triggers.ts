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
] as const;

export type DemoTrigger = (typeof DEMO_TRIGGERS)[number]['name'];

/** The first trigger word in the text, or null for the markdown showcase. */
export function findTrigger(text: string): DemoTrigger | null {
  return DEMO_TRIGGERS.find((trigger) => trigger.pattern.test(text))?.name ?? null;
}
