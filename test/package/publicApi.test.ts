import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, inject, it } from 'vitest';
import { runApiReport } from '../../scripts/apiReport';

// The package's public surface: what `.`, `./server` and `./element` export, recorded in etc/ and
// documented.
// Both checks read the declarations the shared build published (test/support/buildPackage.ts):
// the doc comments a consumer's editor shows are the ones in them.
const dist = inject('packageDist');
const ENTRIES = ['index.d.ts', 'server.d.ts', 'element.d.ts'];
const program = ts.createProgram(
  ENTRIES.map((entry) => join(dist, entry)),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
);

interface PublicExport {
  entry: string;
  name: string;
  documented: boolean;
  hasExample: boolean;
  /** A React component or hook: a function named `useX`, or `X` returning JSX. */
  componentOrHook: boolean;
}

function publicExports(): PublicExport[] {
  const checker = program.getTypeChecker();
  const found: PublicExport[] = [];
  for (const entry of ENTRIES) {
    const source = program.getSourceFile(join(dist, entry));
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`no module for ${entry}`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const signatures =
        symbol.flags & ts.SymbolFlags.Value && declaration
          ? checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()
          : [];
      const returnsJsx = signatures.some((signature) =>
        /\b(JSX\.Element|ReactElement|ReactNode)\b/.test(
          checker.typeToString(
            signature.getReturnType(),
            undefined,
            ts.TypeFormatFlags.UseFullyQualifiedType,
          ),
        ),
      );
      found.push({
        entry,
        name: exported.name,
        documented:
          ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim().length > 0,
        hasExample: symbol.getJsDocTags(checker).some((tag) => tag.name === 'example'),
        componentOrHook:
          (/^use[A-Z]/.test(exported.name) && signatures.length > 0) ||
          (/^[A-Z]/.test(exported.name) && returnsJsx),
      });
    }
  }
  return found;
}

describe('the API reports in etc/', () => {
  // A change to what the package exports shows in review as a diff of the report.
  it('match the public API (`npm run api:update` rewrites them)', { timeout: 180_000 }, () => {
    expect(runApiReport(false, dist)).toEqual([]);
  });
});

describe('the public API documentation', () => {
  let exports: PublicExport[] | undefined;
  const list = (filter: (e: PublicExport) => boolean) =>
    (exports ??= publicExports()).filter(filter).map((e) => `${e.entry}: ${e.name}`);

  it('finds the exports of every entry, and tells components and hooks apart', () => {
    expect(list((e) => e.entry === 'index.d.ts').length).toBeGreaterThan(50);
    expect(list((e) => e.entry === 'server.d.ts').length).toBeGreaterThan(10);
    expect(list((e) => e.entry === 'element.d.ts')).toEqual(
      expect.arrayContaining([
        'element.d.ts: UikitChatElement',
        'element.d.ts: UikitElementOptions',
        'element.d.ts: UikitChatAttribute',
        'element.d.ts: UikitChatElementEventMap',
      ]),
    );
    const kinds = Object.fromEntries((exports ?? []).map((e) => [e.name, e.componentOrHook]));
    expect(kinds).toMatchObject({
      UikitChat: true,
      ThreadItemView: true,
      useUikit: true,
      UikitApiError: false,
      createUikitClient: false,
    });
  });

  it('has a doc comment on every export', () => {
    expect(list((e) => !e.documented)).toEqual([]);
  });

  it('has an @example on every component and hook', () => {
    expect(list((e) => e.componentOrHook && !e.hasExample)).toEqual([]);
  });
});
