import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's "Add it to your app" shows the code of apps the tests build and run: each block
// after a `<!-- verbatim: path -->` marker must be that file, byte for byte, so the README never
// shows code that no longer works.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');

/** Each marker's path and the fenced block right after it. */
function verbatimBlocks(): { path: string; code: string | null }[] {
  const marker = /<!-- verbatim: (\S+) -->\n\n```\w*\n/g;
  return [...readme.matchAll(marker)].map((match) => {
    const start = match.index + match[0].length;
    const end = readme.indexOf('\n```\n', start - 1);
    return { path: match[1] ?? '', code: end === -1 ? null : readme.slice(start, end + 1) };
  });
}

describe("the README's app code", () => {
  const blocks = verbatimBlocks();

  it('quotes every app of "Add it to your app"', () => {
    expect(blocks.map((block) => block.path)).toEqual(
      expect.arrayContaining([
        'test/consumers/vite-react/src/Support.tsx',
        'test/consumers/vite-react/vite.config.ts',
        'test/consumers/vite-react/server.ts',
        'test/consumers/next/app/api/uikit/session/route.ts',
        'test/consumers/next/app/page.tsx',
        'test/consumers/next/app/SupportChat.tsx',
        'server-example/web/element.html',
        'test/consumers/bundler/ChatKitBackend.tsx',
      ]),
    );
  });

  it.for(blocks)('shows $path as it is', ({ path, code }) => {
    expect(code).toBe(readFileSync(resolve(root, path), 'utf8'));
  });
});
