/**
 * Writes or checks the API reports in `etc/`: one Markdown file per package entry listing every
 * exported declaration, so a change to the public surface shows up in review as a diff.
 *
 * `tsx scripts/apiReport.ts` checks (fails when a report differs from the committed one);
 * `tsx scripts/apiReport.ts --update` rewrites the reports.
 *
 * The input is the published declarations: standalone, they are emitted by `tsc` alone into a
 * temporary folder (a few seconds), not the full library build; the package tests pass the
 * `dist/` their build made.
 */
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type IConfigFile,
} from '@microsoft/api-extractor';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { emitDeclarations, throwOnDiagnostics } from './emitDeclarations.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Package entry points (`package.json` "exports") and the report each one gets. */
const ENTRIES = [
  { source: 'index', report: 'uikit-react.api.md' },
  { source: 'server', report: 'uikit-react-server.api.md' },
  { source: 'element', report: 'uikit-react-element.api.md' },
  { source: 'chatkit', report: 'uikit-react-chatkit.api.md' },
];

/** The library's sources as `tsconfig.build.json` compiles them (entries and all they import). */
function createSourceProgram(): ts.Program {
  const configPath = join(root, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { declarationMap: false },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

/**
 * Writes the sources' `.d.ts` files into `outDir`, as the library build does. Type errors are
 * `npm run typecheck`'s to report; only what stops the declarations being written fails here.
 */
function emitSourceDeclarations(outDir: string): void {
  const program = createSourceProgram();
  throwOnDiagnostics(
    [...program.getSyntacticDiagnostics(), ...emitDeclarations(program, outDir)],
    root,
  );
}

function extractorConfig(
  declarations: string,
  source: string,
  report: string,
  reportTemp: string,
  selfReference: string,
): ExtractorConfig {
  const configObject: IConfigFile = {
    projectFolder: root,
    mainEntryPointFilePath: join(declarations, `${source}.d.ts`),
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          types: [],
          // `uikit-react/element` names the main entry's types by the package's name, as its
          // consumers see them: an import in its report, not declarations repeated there.
          paths: { 'uikit-react': [selfReference] },
        },
        files: ENTRIES.map((entry) => join(declarations, `${entry.source}.d.ts`)),
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: report,
      reportFolder: join(root, 'etc'),
      reportTempFolder: reportTemp,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Warning },
        // Every declaration here is public: the package has no release stages.
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
        // Member docs are read in editors; `test/package/publicApi.test.ts` checks each export has one.
        'ae-undocumented': { logLevel: ExtractorLogLevel.None },
        // A type used by an export but not exported itself: hosts could not name it.
        'ae-forgotten-export': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
      },
      // The comments are written for editors' hovers, not for a TSDoc site generator: braces and
      // `>` in them are text, not TSDoc syntax.
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  };
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'package.json'),
  });
}

/**
 * What `import … from 'uikit-react'` resolves to: the main entry's declarations, seen through a
 * `node_modules` folder, because API Extractor reports an import from a package only for what
 * resolves there (anything else it reads as the entry's own, to be declared in its report).
 */
function writeSelfReference(declarations: string, work: string): string {
  const folder = join(work, 'node_modules', 'uikit-react');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'index.d.ts');
  writeFileSync(file, `export * from ${JSON.stringify(join(declarations, 'index.js'))};\n`);
  return file;
}

/** Runs API Extractor on each entry's declarations in `declarations`; returns the problems. */
function extractReports(
  update: boolean,
  declarations: string,
  reportTemp: string,
  selfReference: string,
): string[] {
  const problems: string[] = [];
  const configs = ENTRIES.map((entry) =>
    extractorConfig(declarations, entry.source, entry.report, reportTemp, selfReference),
  );
  const [first] = configs;
  if (!first) throw new Error('no entry points');
  // One compiler program for every entry.
  const compilerState = CompilerState.create(first, {
    additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
  });
  for (const [index, config] of configs.entries()) {
    const result = Extractor.invoke(config, {
      localBuild: update,
      compilerState,
      messageCallback: (message) => {
        message.handled = true;
        const severe =
          message.logLevel === ExtractorLogLevel.Error ||
          message.logLevel === ExtractorLogLevel.Warning;
        // Console messages are the run's own status ("report changed", "report missing"): an
        // out-of-date report is said below, in this project's words.
        if (severe && !message.messageId.startsWith('console-')) {
          problems.push(message.formatMessageWithLocation(declarations));
        }
      },
    });
    if (result.apiReportChanged && !update) {
      problems.push(
        `etc/${ENTRIES[index]?.report ?? ''} is out of date: the public API changed. ` +
          'If the change is intended, run `npm run api:update` and commit the report.',
      );
    }
  }
  return problems;
}

/**
 * Checks the reports in `etc/` against the current sources, or rewrites them with `update`.
 * Returns the problems found: API Extractor's errors and warnings, and each out-of-date report.
 * `declarations` is a folder of already emitted `.d.ts` files (a build's `dist/`); without it they
 * are emitted from the sources into a temporary folder.
 */
export function runApiReport(update: boolean, declarations?: string): string[] {
  const work = mkdtempSync(join(tmpdir(), 'uikit-api-'));
  try {
    const input = declarations ?? join(work, 'declarations');
    if (!declarations) emitSourceDeclarations(input);
    return extractReports(update, input, join(work, 'report'), writeSelfReference(input, work));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = runApiReport(process.argv.includes('--update'));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}
