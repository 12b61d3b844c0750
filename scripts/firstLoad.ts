/**
 * What a page downloads before a built ES module runs (its "first load"): the module and every
 * chunk it imports statically, transitively, each gzipped at level 9 as a server would send it.
 * Chunks reached only through `import()` load later, on demand, and are listed apart.
 *
 * The size test (test/package/build.test.ts) and `npm run bench` (bench/scenarios/element.ts)
 * both measure `uikit-react/element` this way, on the files the browser gets: re-bundling them
 * (size-limit bundles with esbuild) measures something else, because it merges the chunks and
 * drops code that the real build placed in eagerly loaded chunks for the lazy ones' sake.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

export interface ChunkSize {
  /** The file's absolute path. */
  file: string;
  /** Its size gzipped at level 9, in bytes. */
  gzip: number;
}

export interface FirstLoad {
  /** The entry first, then its static imports in the order they are found. */
  files: ChunkSize[];
  /** All of them together, in bytes. */
  gzip: number;
  /** Chunks reached through `import()` (from the entry or any chunk after it), loaded on demand. */
  lazy: ChunkSize[];
}

/** What a built module imports: relative specifiers, statically and through `import()`, and bare ones. */
export interface ModuleImports {
  /** `import … from` and `export … from` of relative specifiers. */
  static: string[];
  /** `import()` of relative specifiers. */
  dynamic: string[];
  /** Package specifiers, however imported. */
  bare: string[];
}

/** Reads a built module's imports with TypeScript's parser (minified code defeats patterns). */
export function importsOf(file: string): ModuleImports {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  const found: ModuleImports = { static: [], dynamic: [], bare: [] };
  const add = (specifier: string, kind: 'static' | 'dynamic') => {
    (specifier.startsWith('.') ? found[kind] : found.bare).push(specifier);
  };
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      add(statement.moduleSpecifier.text, 'static');
  }
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      // A minifier may write `import(\`./chunk.js\`)`.
      ts.isStringLiteralLike(node.arguments[0])
    )
      add(node.arguments[0].text, 'dynamic');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The size of a file gzipped at level 9. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).byteLength;
}

/** Measures the first load of a built ES module `entry` and lists the chunks it loads on demand. */
export function measureFirstLoad(entry: string): FirstLoad {
  const eager: string[] = [];
  const lazyRoots: string[] = [];
  const visitEager = (file: string) => {
    if (eager.includes(file)) return;
    eager.push(file);
    const found = importsOf(file);
    for (const specifier of found.static) visitEager(resolve(dirname(file), specifier));
    for (const specifier of found.dynamic) lazyRoots.push(resolve(dirname(file), specifier));
  };
  visitEager(resolve(entry));

  const lazy: string[] = [];
  const visitLazy = (file: string) => {
    if (eager.includes(file) || lazy.includes(file)) return;
    lazy.push(file);
    const found = importsOf(file);
    for (const specifier of [...found.static, ...found.dynamic])
      visitLazy(resolve(dirname(file), specifier));
  };
  for (const file of lazyRoots) visitLazy(file);

  const sized = (file: string): ChunkSize => ({ file, gzip: gzipSize(file) });
  const files = eager.map(sized);
  return {
    files,
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    lazy: lazy.map(sized),
  };
}
