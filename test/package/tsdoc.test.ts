import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every export of the package entries is documented where a host reads it: in the editor's hover.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRIES = ['src/index.ts', 'src/server.ts'];

interface PublicExport {
  entry: string;
  name: string;
  documented: boolean;
  hasExample: boolean;
  /** A React component or hook: a function named `useX` or `X` that returns JSX. */
  componentOrHook: boolean;
}

function publicExports(): PublicExport[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json not found');
  const program = ts.createProgram(
    ENTRIES.map((entry) => join(root, entry)),
    config.options,
  );
  const checker = program.getTypeChecker();
  const found: PublicExport[] = [];
  for (const entry of ENTRIES) {
    const source = program.getSourceFile(join(root, entry));
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
      const isHook = /^use[A-Z]/.test(exported.name) && signatures.length > 0;
      found.push({
        entry,
        name: exported.name,
        documented:
          ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim().length > 0,
        hasExample: symbol.getJsDocTags(checker).some((tag) => tag.name === 'example'),
        componentOrHook: isHook || (/^[A-Z]/.test(exported.name) && returnsJsx),
      });
    }
  }
  return found;
}

describe('the public API documentation', { timeout: 120_000 }, () => {
  const exports = publicExports();

  it('finds the exports of both entries', () => {
    expect(exports.filter((e) => e.entry === 'src/index.ts').length).toBeGreaterThan(50);
    expect(exports.filter((e) => e.entry === 'src/server.ts').length).toBeGreaterThan(10);
    expect(exports.find((e) => e.name === 'UikitChat')?.componentOrHook).toBe(true);
    expect(exports.find((e) => e.name === 'useUikit')?.componentOrHook).toBe(true);
    expect(exports.find((e) => e.name === 'UikitApiError')?.componentOrHook).toBe(false);
  });

  it('has a doc comment on every export', () => {
    const undocumented = exports.filter((e) => !e.documented).map((e) => `${e.entry}: ${e.name}`);
    expect(undocumented).toEqual([]);
  });

  it('has an @example on every component and hook', () => {
    const withoutExample = exports
      .filter((e) => e.componentOrHook && !e.hasExample)
      .map((e) => `${e.entry}: ${e.name}`);
    expect(withoutExample).toEqual([]);
  });
});
