import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rawImportsOf } from '../../scripts/checkDocs';

// The README and the guides show code that works. Each README block after a
// `<!-- verbatim: path -->` marker must be that file, byte for byte, and every TypeScript or
// JavaScript block of the README has one; the guides import their code from the files themselves
// (`?raw`, checked by scripts/checkDocs.ts), and the getting-started guide shows each app that the
// package tests build and run.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const readme = read('README.md');

/** Each fenced block of the README: its language, the marker before it (if any) and its code. */
function fencedBlocks(): { language: string; path: string | null; code: string }[] {
  const fence = /(?:<!-- verbatim: (\S+) -->\n\n)?```(\w*)\n([\s\S]*?)^```$/gm;
  return [...readme.matchAll(fence)].map((match) => ({
    path: match[1] ?? null,
    language: match[2] ?? '',
    code: match[3] ?? '',
  }));
}

describe("the README's code", () => {
  const blocks = fencedBlocks();

  it('marks every TypeScript and JavaScript block with the file it shows', () => {
    const unmarked = blocks.filter(
      (block) => ['ts', 'tsx', 'js', 'jsx'].includes(block.language) && block.path === null,
    );
    expect(unmarked.map((block) => block.code.split('\n')[0])).toEqual([]);
  });

  it.for(blocks.filter((block) => block.path !== null))(
    'shows $path as it is',
    ({ path, code }) => {
      expect(code).toBe(read(path ?? ''));
    },
  );
});

describe('the getting-started guide', () => {
  it('shows every app the package tests build and run, from its own files', () => {
    const file = 'stories/guides/GettingStarted.mdx';
    const imports = rawImportsOf({ file, source: read(file) });
    expect(imports).toEqual(
      expect.arrayContaining([
        'test/consumers/vite-react/src/Support.tsx',
        'test/consumers/vite-react/vite.config.ts',
        'test/consumers/vite-react/server.ts',
        'test/consumers/next/app/api/uikit/session/route.ts',
        'test/consumers/next/app/page.tsx',
        'test/consumers/next/app/SupportChat.tsx',
        'server-example/web/element.html',
      ]),
    );
  });
});
