import { describe, expect, it, vi } from 'vitest';
import { fontFaceArguments, registerFontSources } from './fontSources';

const base = 'https://app.example/chat/';

describe('fontFaceArguments', () => {
  it('resolves the file against the page and keeps the descriptors', () => {
    expect(
      fontFaceArguments(
        {
          family: 'Inter',
          src: '/fonts/inter.woff2',
          weight: '100 900',
          style: 'normal',
          display: 'block',
        },
        base,
      ),
    ).toEqual({
      family: 'Inter',
      source: 'url("https://app.example/fonts/inter.woff2")',
      descriptors: { display: 'block', weight: '100 900', style: 'normal' },
    });
  });

  it('passes files through the URL policy', () => {
    const src = (value: string, page = base) =>
      fontFaceArguments({ family: 'X', src: value }, page)?.source ?? null;
    expect(src('javascript:alert(1)')).toBeNull();
    expect(src('data:text/html,<b>')).toBeNull();
    expect(src('http://cdn.example/x.woff2')).toBeNull();
    expect(src('http://localhost:5173/x.woff2', 'http://localhost:5173/')).toBe(
      'url("http://localhost:5173/x.woff2")',
    );
    expect(src('data:font/woff2;base64,AAAA')).toBe('url("data:font/woff2;base64,AAAA")');
    expect(src('data:font/woff2;base64,AA")')).toBeNull();
    // A quote in the URL is encoded, so it cannot close url("...").
    expect(src('https://cdn.example/a") ; x.woff2')).toBe(
      'url("https://cdn.example/a%22);x.woff2")',
    );
  });

  it('rejects family names and descriptors that are not what they say', () => {
    expect(fontFaceArguments({ family: 'Inter"; x', src: '/a.woff2' }, base)).toBeNull();
    expect(
      fontFaceArguments({ family: 'Inter', src: '/a.woff2', weight: 'heavy' }, base),
    ).toBeNull();
    expect(
      fontFaceArguments({ family: 'Inter', src: '/a.woff2', unicodeRange: 'all' }, base),
    ).toBeNull();
  });
});

describe('registerFontSources', () => {
  it('adds each font face once per document, however many chats ask', () => {
    const added: unknown[] = [];
    class FakeFontFace {
      constructor(
        readonly family: string,
        readonly source: string,
      ) {}
      load = vi.fn(() => Promise.resolve(this));
    }
    const doc = {
      baseURI: base,
      defaultView: { FontFace: FakeFontFace },
      fonts: { add: (face: unknown) => added.push(face) },
    } as unknown as Document;
    const sources = [
      { family: 'Inter', src: '/inter.woff2' },
      { family: 'Bad', src: 'javascript:x' },
    ];
    registerFontSources(doc, sources);
    registerFontSources(doc, [{ family: 'Inter', src: '/inter.woff2' }]);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      family: 'Inter',
      source: 'url("https://app.example/inter.woff2")',
    });
  });
});
