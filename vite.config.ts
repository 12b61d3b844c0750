import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Packages the host app provides; never bundled into the kit. */
export const external = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@tanstack/react-query',
  'zustand',
  'zustand/vanilla',
  'valibot',
  'eventsource-parser',
];

/**
 * Emits `.d.ts` files beside the bundle with the TypeScript compiler itself, so the published
 * types are exactly what `tsc` checks (no second type engine to disagree with it).
 */
function emitDeclarations(): Plugin {
  return {
    name: 'uikit:emit-declarations',
    // Library builds only: Storybook and app builds reuse this config without `build.lib`.
    apply: (config, env) => env.command === 'build' && Boolean(config.build?.lib),
    closeBundle() {
      const configPath = ts.findConfigFile(
        root,
        (file) => ts.sys.fileExists(file),
        'tsconfig.build.json',
      );
      if (!configPath) throw new Error('tsconfig.build.json not found');
      const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)) as {
        config: unknown;
      };
      const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
      const program = ts.createProgram(parsed.fileNames, parsed.options);
      const result = program.emit();
      const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
      if (diagnostics.length > 0) {
        throw new Error(
          ts.formatDiagnostics(diagnostics, {
            getCanonicalFileName: (file) => file,
            getCurrentDirectory: () => root,
            getNewLine: () => '\n',
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), emitDeclarations()],
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', server: 'src/server.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});
