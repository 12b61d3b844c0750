import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarkdownParser } from './markdownParser';

// GFM's autolink literals, with the examples of the GFM spec ("Autolinks (extension)") and what
// the linkifier the kit used before got wrong.

const parser = createMarkdownParser();

/** The links of a markdown text as [href, text] (only the autolink literals' with `literals`). */
function links(markdown: string, literals = false): [string, string][] {
  const found: [string, string][] = [];
  const walk = (tokens: ReturnType<typeof parser.parse>) => {
    tokens.forEach((token, index) => {
      if (token.children) walk(token.children);
      if (token.type === 'link_open' && (!literals || token.markup === 'linkify'))
        found.push([String(token.attrGet('href') ?? ''), tokens[index + 1]?.content ?? '']);
    });
  };
  walk(parser.parse(markdown, {}));
  return found;
}

const html = (markdown: string) => parser.renderInline(markdown);

describe('GFM autolink literals', () => {
  it('links www. addresses with http and without the trailing punctuation', () => {
    expect(links('www.commonmark.org')).toEqual([
      ['http://www.commonmark.org', 'www.commonmark.org'],
    ]);
    expect(html('Visit www.commonmark.org/help for more information.')).toBe(
      'Visit <a href="http://www.commonmark.org/help">www.commonmark.org/help</a> for more information.',
    );
    expect(html('Visit www.commonmark.org.')).toBe(
      'Visit <a href="http://www.commonmark.org">www.commonmark.org</a>.',
    );
    expect(html('Visit www.commonmark.org/a.b.')).toBe(
      'Visit <a href="http://www.commonmark.org/a.b">www.commonmark.org/a.b</a>.',
    );
  });

  it('keeps balanced parentheses and leaves out unmatched closing ones', () => {
    expect(links('www.google.com/search?q=Markup+(business)')[0]?.[1]).toBe(
      'www.google.com/search?q=Markup+(business)',
    );
    expect(html('www.google.com/search?q=Markup+(business)))')).toBe(
      '<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>))',
    );
    expect(html('(www.google.com/search?q=Markup+(business))')).toBe(
      '(<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>)',
    );
    expect(links('(www.google.com/search?q=Markup+(business)')[0]?.[1]).toBe(
      'www.google.com/search?q=Markup+(business)',
    );
    expect(links('www.google.com/search?q=(business))+ok')[0]?.[1]).toBe(
      'www.google.com/search?q=(business))+ok',
    );
  });

  it('leaves out an entity-like ending and stops at <', () => {
    expect(links('www.google.com/search?q=commonmark&hl=en')[0]?.[1]).toBe(
      'www.google.com/search?q=commonmark&hl=en',
    );
    expect(html('www.google.com/search?q=commonmark&hl;')).toBe(
      '<a href="http://www.google.com/search?q=commonmark">www.google.com/search?q=commonmark</a>&amp;hl;',
    );
    expect(html('www.commonmark.org/he<lp')).toBe(
      '<a href="http://www.commonmark.org/he">www.commonmark.org/he</a>&lt;lp',
    );
  });

  it('links http, https and ftp addresses, an emphasis marker inside them included', () => {
    expect(links('http://commonmark.org')).toEqual([
      ['http://commonmark.org', 'http://commonmark.org'],
    ]);
    expect(html('(Visit https://encrypted.google.com/search?q=Markup+(business))')).toBe(
      '(Visit <a href="https://encrypted.google.com/search?q=Markup+(business)">https://encrypted.google.com/search?q=Markup+(business)</a>)',
    );
    expect(links('Anonymous FTP is available at ftp://foo.bar.baz.')).toEqual([
      ['ftp://foo.bar.baz', 'ftp://foo.bar.baz'],
    ]);
    expect(links('see http://localhost:5173/a_b_c and HTTPS://A.DEV/*x*')).toEqual([
      ['http://localhost:5173/a_b_c', 'http://localhost:5173/a_b_c'],
      ['HTTPS://A.DEV/*x', 'HTTPS://A.DEV/*x'],
    ]);
  });

  it('needs a known scheme as a whole word and a domain after it', () => {
    expect(links('xhttp://example.com, mailto://x, http://, http://.')).toEqual([]);
    expect(links('javascript://alert(1)')).toEqual([]);
  });

  it('links e-mail addresses with a period in their domain, not ending in - or _', () => {
    expect(links('foo@bar.baz')).toEqual([['mailto:foo@bar.baz', 'foo@bar.baz']]);
    expect(links("hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.")).toEqual([
      ['mailto:hello+xyz@mail.example', 'hello+xyz@mail.example'],
    ]);
    expect(html('a.b-c_d@a.b')).toBe('<a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a>');
    expect(html('a.b-c_d@a.b.')).toBe('<a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a>.');
    expect(links('a.b-c_d@a.b- a.b-c_d@a.b_ me@localhost @example.com')).toEqual([]);
  });

  it('rejects an underscore in the last two labels of a domain', () => {
    expect(links('www.xxx.yyy._zzz and www.xxx._yyy.zzz')).toEqual([]);
    expect(links('www._xxx.yyy.zzz')[0]?.[1]).toBe('www._xxx.yyy.zzz');
  });

  it('never links a bare domain, a www. inside a word or text inside a link', () => {
    expect(links('see index.js and example.com, awww.example.com')).toEqual([]);
    expect(links('[www.example.com](https://a.dev) [me@example.org](https://b.dev)')).toEqual([
      ['https://a.dev', 'www.example.com'],
      ['https://b.dev', 'me@example.org'],
    ]);
    expect(links('<https://a.dev/x>')).toEqual([['https://a.dev/x', 'https://a.dev/x']]);
  });

  it('starts a www. address after a space, a line start or * _ ~ (', () => {
    expect(
      links('*www.a.org* _www.b.org_ ~~www.c.org~~ (www.d.org)\nwww.e.org').map(([, text]) => text),
    ).toEqual(['www.a.org', 'www.b.org', 'www.c.org', 'www.d.org', 'www.e.org']);
  });

  it('links internationalized domains whole and stops at wide punctuation', () => {
    expect(links('www.bücher.de/ü and https://例え.jp/パス。次')).toEqual([
      ['http://www.xn--bcher-kva.de/%C3%BC', 'www.bücher.de/ü'],
      ['https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9%E3%80%82%E6%AC%A1', 'https://例え.jp/パス。次'],
    ]);
  });

  it('finds several addresses in one text, in order', () => {
    expect(links('a@b.co, www.x.org and c@d.io').map(([href]) => href)).toEqual([
      'mailto:a@b.co',
      'http://www.x.org',
      'mailto:c@d.io',
    ]);
  });

  it('links only pieces of the text, with a scheme it knows, whatever the text', () => {
    const piece = fc.constantFrom(
      'www.',
      'http',
      'https',
      'ftp',
      'xhttp',
      '://',
      '@',
      '.',
      '_',
      '-',
      '(',
      ')',
      '&',
      ';',
      '*',
      '~',
      '<',
      ' ',
      '\n',
      'a',
      'Z',
      '9',
      'é',
      '例',
      '。',
      '[x](y)',
      '`',
      '\\',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join('')),
        (text) => {
          for (const [href, label] of links(text, true)) {
            expect(href).toMatch(/^(https?:\/\/|ftp:\/\/|mailto:)/i);
            if (href.startsWith('mailto:') || /^(https?|ftp):/i.test(label))
              expect(text.toLowerCase()).toContain(label.toLowerCase());
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
