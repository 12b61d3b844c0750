import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `rem` resolves against the host's <html> font size, so a host with the common
// `html { font-size: 62.5% }` would shrink every rem-sized box of the chat to 10/16
// of its size. The kit sizes boxes in px (or em from the root's explicit font size).
const stylesDir = dirname(fileURLToPath(import.meta.url));

describe('kit stylesheets', () => {
  it('use no rem unit, so a host root font size cannot resize the chat', () => {
    const offenders = readdirSync(stylesDir)
      .filter((name) => name.endsWith('.css'))
      .flatMap((name) =>
        readFileSync(join(stylesDir, name), 'utf8')
          .split('\n')
          .map((line, index) => ({ where: `${name}:${String(index + 1)}`, line }))
          .filter(({ line }) => /\d(?:\.\d+)?rem\b/.test(line)),
      );
    expect(offenders).toEqual([]);
  });
});
