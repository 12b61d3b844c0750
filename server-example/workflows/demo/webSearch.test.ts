import { describe, expect, it } from 'vitest';
import { safeHref } from '../../../src/security/urlPolicy';
import { BROAD_QUERY, SEARCHABLE_PAGES, queryOf, searchAnswer, searchPages } from './webSearch';

describe('the web search', () => {
  it('searches for the words of the message, without small ones', () => {
    expect(queryOf('Please search the web for SQLite storage!')).toBe('sqlite storage');
    expect(queryOf('search')).toBe('');
  });

  it('finds the pages with the most of those words first, at most three', () => {
    expect(searchPages('sqlite storage').map((page) => page.url)).toEqual([
      'https://www.sqlite.org/wal.html',
    ]);
    const images = searchPages('png image data url');
    expect(images[0]?.url).toBe('https://www.rfc-editor.org/rfc/rfc2397');
    expect(images.length).toBeLessThanOrEqual(3);
    expect(searchPages('zebra')).toEqual([]);
    expect(searchPages(BROAD_QUERY).length).toBeGreaterThan(0);
  });

  it('cites every page it names, each an https link the kit allows', () => {
    for (const page of SEARCHABLE_PAGES) expect(safeHref(page.url)).toBe(page.url);
    const pages = searchPages('dictation');
    const answer = searchAnswer({ queries: ['dictation'], pages });
    expect(
      answer.annotations.map((annotation) => annotation.type === 'url' && annotation.source.url),
    ).toEqual(pages.map((page) => page.url));
    for (const page of pages) expect(answer.text).toContain(`[${page.title}](${page.url})`);
    expect(answer.text).toContain('nothing was fetched');
  });
});
