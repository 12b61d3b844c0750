import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The runtime is the only door (stories/guides/Architecture.mdx): React reads the runtime's state through
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
        /runtime\.(store|chat|composer|sessions|client|uploads)\b|runtime\.queryClient\.|runtime\.events\.emit|(?<!this)\.setState\(|\.dispatch\(|\.(setQueryData|setQueriesData|invalidateQueries|removeQueries|resetQueries|cancelQueries|refetchQueries)\(/,
      ),
    ).toEqual([]);
  });

  it('has hooks that only bind: no effect, timer or request in them', () => {
    expect(
      offending(
        hooks,
        /\buse(Layout|Isomorphic)?Effect\b|useIsomorphicLayoutEffect|\bset(Timeout|Interval)\(|\bfetch\(|useMutation/,
      ),
    ).toEqual([]);
  });

  it('binds cold data through React Query only with the runtime’s query options', () => {
    // The runtime owns keys, fetching and merging (stories/guides/Options.mdx, "Your app's React Query"): React Query's
    // hooks observe the runtime's own options, so the chat, the host's `useQuery` and the devtools
    // share one cache entry. A hook with a `queryFn` of its own would be a second loading path.
    const calls = react.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
      return [...text.matchAll(/\buse\w*Quer(?:y|ies)\(([\s\S]{0,80})/g)]
        .filter((call) => !/^\s*(\{\s*\.\.\.)?runtime\.queries\./.test(call[1] ?? ''))
        .map((call) => `${file}: ${call[0]}`);
    });
    expect(calls).toEqual([]);
    expect(offending(react, /\bqueryFn\b/)).toEqual([]);
  });

  it('catches what it forbids', () => {
    expect(
      offending(['test/fixtures/thinBindingViolations.txt'], /runtime\.store\b|\.setState\(/),
    ).toHaveLength(2);
  });
});
