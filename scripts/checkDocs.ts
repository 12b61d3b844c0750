/**
 * The guides' check (a step of `npm test`, and `npm run docs:check`): builds the Storybook docs
 * site into a temporary folder, offline, and fails when
 * - the build fails, or names an export that is not there (a story an MDX page embeds);
 * - a page links to a page, story or heading that does not exist, or to a file of the repository
 *   by a path (which would break on the site);
 * - a page shows TypeScript or JavaScript typed into the page: code is imported with `?raw` from a
 *   file that a test compiles (`stories/guides/examples/`, the consumer apps, the server), so an
 *   example that no longer compiles fails the type check or the consumer builds;
 * - an imported example's file is missing;
 * - the README links to a guide or heading that does not exist.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import GithubSlugger from 'github-slugger';

export interface DocsProblem {
  file: string;
  message: string;
}

export interface DocsPage {
  /** The page's path from the repository's root. */
  file: string;
  source: string;
}

/** A Storybook index: entry ids (`guides-theming--docs`, `chat--conversation`) to their file. */
export type StoryIndex = ReadonlyMap<string, { importPath: string }>;

const FENCE = /^(`{3,}|~{3,})(.*)$/;
const CODE_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript', 'mjs']);

/** The page's lines outside fenced code blocks, with their fences' languages. */
function splitFences(source: string): { prose: string[]; fences: string[] } {
  const prose: string[] = [];
  const fences: string[] = [];
  let open: string | null = null;
  for (const line of source.split('\n')) {
    const fence = FENCE.exec(line.trim());
    if (open === null && fence) {
      open = fence[1] ?? '```';
      fences.push((fence[2] ?? '').trim().split(/\s/)[0] ?? '');
    } else if (open !== null && fence && line.trim().startsWith(open) && !fence[2]?.trim()) {
      open = null;
    } else if (open === null) {
      prose.push(line);
    }
  }
  return { prose, fences };
}

/** A heading's text as the reader sees it: no code ticks, emphasis or link targets. */
function headingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/** The anchors of a page's headings, as Storybook's docs (and GitHub) make them. */
export function headingAnchors(source: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const line of splitFences(source).prose) {
    const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
    if (heading?.[1]) anchors.add(slugger.slug(headingText(heading[1])));
  }
  return anchors;
}

/** Every link target of a page's prose: markdown links and `href`s. */
export function linksOf(source: string): string[] {
  const prose = splitFences(source)
    .prose.join('\n')
    // Inline code is not a link.
    .replace(/`[^`\n]*`/g, '');
  const links: string[] = [];
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    links.push(match[1] ?? '');
  for (const match of prose.matchAll(/\bhref=["']([^"']+)["']/g)) links.push(match[1] ?? '');
  return links;
}

/** The files a page imports with `?raw`, relative to the repository's root. */
export function rawImportsOf(page: DocsPage): string[] {
  const imports: string[] = [];
  for (const match of page.source.matchAll(/^import\s+\w+\s+from\s+['"]([^'"]+)\?raw['"]/gm))
    imports.push(join(dirname(page.file), match[1] ?? ''));
  return imports;
}

/** Checks the pages against the site's index (and each other), and the README's guide links. */
export function checkPages(
  pages: readonly DocsPage[],
  index: StoryIndex,
  options: { exists: (file: string) => boolean; readme?: DocsPage },
): DocsProblem[] {
  const problems: DocsProblem[] = [];
  const byImportPath = new Map(pages.map((page) => [`./${page.file}`, page]));
  const anchorsOf = (page: DocsPage) => headingAnchors(page.source);

  const checkAnchor = (
    from: DocsPage,
    target: DocsPage | undefined,
    anchor: string,
    link: string,
  ) => {
    if (!anchor) return;
    if (!target) {
      problems.push({ file: from.file, message: `"${link}": a story has no headings to link to` });
    } else if (!anchorsOf(target).has(anchor)) {
      problems.push({
        file: from.file,
        message: `"${link}": ${target.file} has no heading whose anchor is #${anchor}`,
      });
    }
  };

  for (const page of pages) {
    for (const link of linksOf(page.source)) {
      if (/^(https?:|mailto:)/.test(link)) continue;
      if (link.startsWith('#')) {
        checkAnchor(page, page, link.slice(1), link);
        continue;
      }
      const site = /^\?path=\/(docs|story)\/([\w-]+)(?:#([\w-]+))?$/.exec(link);
      if (!site) {
        problems.push({
          file: page.file,
          message: `"${link}": link to a page as ?path=/docs/<id>, or to a web address; a path to a file breaks on the site`,
        });
        continue;
      }
      const [, kind, id = '', anchor = ''] = site;
      const entry = index.get(id);
      if (!entry) {
        problems.push({ file: page.file, message: `"${link}": no ${kind ?? ''} has the id ${id}` });
        continue;
      }
      checkAnchor(page, byImportPath.get(entry.importPath), anchor, link);
    }
    const { fences } = splitFences(page.source);
    for (const language of fences) {
      if (CODE_LANGUAGES.has(language)) {
        problems.push({
          file: page.file,
          message: `a \`\`\`${language} block: import the example with ?raw from a file a test compiles`,
        });
      }
    }
    for (const file of rawImportsOf(page)) {
      if (!options.exists(file))
        problems.push({ file: page.file, message: `imports ${file}, which does not exist` });
    }
  }

  const { readme } = options;
  if (readme) {
    const pagesByFile = new Map(pages.map((page) => [page.file, page]));
    for (const link of linksOf(readme.source)) {
      if (/^(https?:|mailto:)/.test(link)) continue;
      const [path = '', anchor = ''] = link.split('#');
      if (path === '') {
        checkAnchor(readme, readme, anchor, link);
        continue;
      }
      const file = join(dirname(readme.file), path);
      if (!options.exists(file)) {
        problems.push({ file: readme.file, message: `"${link}": ${file} does not exist` });
        continue;
      }
      const target = pagesByFile.get(file);
      if (anchor && target) checkAnchor(readme, target, anchor, link);
    }
  }
  return problems;
}

// ---- the check itself ---------------------------------------------------------------------------

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function mdxFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return mdxFiles(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

function main(): number {
  const output = mkdtempSync(join(tmpdir(), 'uikit-docs-'));
  try {
    const started = Date.now();
    const build = spawnSync(
      'npx',
      ['--no-install', 'storybook', 'build', '--quiet', '--output-dir', output],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1' },
      },
    );
    // Without colours, whatever the terminal says.
    const log = stripVTControlCharacters(`${build.stdout}${build.stderr}`);
    const problems: DocsProblem[] = [];
    if (build.status !== 0) {
      process.stdout.write(log);
      problems.push({
        file: '.storybook',
        message: `the docs site did not build (${String(build.status)})`,
      });
    }
    // Rolldown only warns about an import with no export, which a story embed by a wrong name is.
    for (const match of log.matchAll(
      /\[(IMPORT_IS_UNDEFINED|MISSING_EXPORT)\][^\n]*\n(?:[^\n]*\n){0,3}/g,
    ))
      problems.push({ file: 'stories', message: match[0].replace(/\s+/g, ' ').trim() });

    const indexFile = join(output, 'index.json');
    const entries = existsSync(indexFile)
      ? (
          JSON.parse(readFileSync(indexFile, 'utf8')) as {
            entries: Record<string, { importPath: string }>;
          }
        ).entries
      : {};
    const index: StoryIndex = new Map(Object.entries(entries));
    const read = (file: string): DocsPage => ({
      file,
      source: readFileSync(join(root, file), 'utf8'),
    });
    const pages = mdxFiles('stories').map(read);
    problems.push(
      ...checkPages(pages, index, {
        exists: (file) => existsSync(join(root, file)),
        readme: read('README.md'),
      }),
    );
    for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
    console.log(
      `docs: ${String(pages.length)} pages, ${String(index.size)} entries, built in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        (problems.length === 0 ? 'no problem' : `${String(problems.length)} problems`),
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '')
  process.exitCode = main();
