/**
 * Emits the library's `.d.ts` files the way every module resolution mode can read them.
 *
 * The sources import without file extensions (`./react/index`, `..`), which `bundler` resolution
 * accepts but Node's does not: under `node16` / `nodenext` a consumer saw
 * `TS2305: has no exported member` for whatever came through such a re-export. TypeScript copies
 * relative specifiers into declarations as written (`rewriteRelativeImportExtensions` only touches
 * `.ts` specifiers), so each one is rewritten here to the file that is actually emitted
 * (`./react/index.js`, `../index.js`). Side-effect CSS imports are dropped: the stylesheet is
 * bundled into `styles.css` and published as `uikit-react/styles.css`, so `./styles/index.css`
 * names nothing in the package (TS2307 under `noUncheckedSideEffectImports`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

interface Edit {
  start: number;
  end: number;
  text: string;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/**
 * The specifier, relative to `fromDir`, of the module a relative `specifier` resolves to among
 * `sources`, written with the `.js` extension of its emitted file.
 */
function emittedSpecifier(specifier: string, fromDir: string, sources: Set<string>): string {
  const base = resolve(fromDir, specifier.replace(/\.(?:[cm]?[jt]s|[jt]sx)$/, ''));
  const candidates = [base, join(base, 'index')].flatMap((path) =>
    SOURCE_EXTENSIONS.map((extension) => `${path}${extension}`),
  );
  const target = candidates.find((candidate) => sources.has(candidate));
  if (!target) throw new Error(`cannot resolve '${specifier}' from ${fromDir} to a source file`);
  const path = relative(fromDir, target)
    .replace(/\.tsx?$/, '.js')
    .replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * Rewrites the relative module specifiers of one declaration file (import and export
 * declarations, `import("…")` types, module augmentations) to emitted `.js` files, and removes
 * side-effect imports of CSS. `sourceDir` is the folder of the source file it was emitted from.
 */
export function rewriteDeclaration(text: string, sourceDir: string, sources: Set<string>): string {
  const file = ts.createSourceFile('declaration.d.ts', text, ts.ScriptTarget.Latest, true);
  const edits: Edit[] = [];
  const rewrite = (literal: ts.StringLiteralLike) => {
    if (!literal.text.startsWith('.')) return;
    edits.push({
      start: literal.getStart(file) + 1,
      end: literal.end - 1,
      text: emittedSpecifier(literal.text, sourceDir, sources),
    });
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.endsWith('.css')
    ) {
      if (node.importClause) throw new Error(`CSS imported with bindings: ${node.getText(file)}`);
      const end = text[node.end] === '\n' ? node.end + 1 : node.end;
      edits.push({ start: node.getStart(file), end, text: '' });
      return;
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      rewrite(node.moduleSpecifier);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      rewrite(node.argument.literal);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      rewrite(node.name);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce(
      (result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end),
      text,
    );
}

/**
 * Emits the declarations of `program` (configured with `rootDir` and `outDir`) into `outDir`, or
 * into `into` when given, with their specifiers rewritten. Returns the emit's diagnostics.
 */
export function emitDeclarations(program: ts.Program, into?: string): readonly ts.Diagnostic[] {
  const options = program.getCompilerOptions();
  const { rootDir, outDir } = options;
  if (!rootDir || !outDir) throw new Error('the declaration build needs rootDir and outDir');
  const sources = new Set(
    program
      .getSourceFiles()
      .filter((file) => !file.isDeclarationFile)
      .map((file) => resolve(file.fileName)),
  );
  const result = program.emit(
    undefined,
    (fileName, text) => {
      const path = relative(outDir, fileName);
      const target = join(into ?? outDir, path);
      const output = fileName.endsWith('.d.ts')
        ? rewriteDeclaration(text, dirname(join(rootDir, path)), sources)
        : text;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, output);
    },
    undefined,
    true,
  );
  return result.diagnostics;
}

/** Fails with the compiler's own report of `diagnostics`, paths relative to `root`; none: returns. */
export function throwOnDiagnostics(diagnostics: readonly ts.Diagnostic[], root: string): void {
  if (diagnostics.length === 0) return;
  throw new Error(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (file) => file,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    }),
  );
}
