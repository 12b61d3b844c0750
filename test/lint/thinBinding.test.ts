import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The runtime is the only door (README, Architecture): React reads the runtime's state through
// `runtime.state` / `subscribe` and changes it through commands, and its hooks only bind.

const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** Lines of `files` matching `pattern`, as `path:line: text`, comments left out. */
function offending(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line)
          ? [`${relative(root, join(root, file))}:${String(index + 1)}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('the React binding', () => {
  const react = sources('src/react');
  const hooks = sources('src/react/chat/hooks');

  it('finds the files it checks', () => {
    expect(react.length).toBeGreaterThan(50);
    expect(hooks.length).toBeGreaterThanOrEqual(8);
  });

  it('never reaches into the runtime’s stores, client or emitter: it uses state and commands', () => {
    expect(
      offending(
        react,
        /runtime\.(store|chat|composer|sessions|client|uploads|queryClient)\b|runtime\.events\.emit|(?<!this)\.setState\(|\.dispatch\(/,
      ),
    ).toEqual([]);
  });

  it('has hooks that only bind: no effect, timer or request in them', () => {
    expect(
      offending(
        hooks,
        /\buse(Layout|Isomorphic)?Effect\b|useIsomorphicLayoutEffect|\bset(Timeout|Interval)\(|\bfetch\(|useQuery|useMutation/,
      ),
    ).toEqual([]);
  });

  it('loads data through the framework-neutral runtime, never a React data library', () => {
    expect(offending(sources('src'), /from '@tanstack\/react-query'/)).toEqual([]);
  });

  it('catches what it forbids', () => {
    expect(
      offending(['test/fixtures/thinBindingViolations.txt'], /runtime\.store\b|\.setState\(/),
    ).toHaveLength(2);
  });
});
