import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { testEndpoints } from './test/support/testEndpoints.ts';

/** Debian's Chromium by default; `CHROMIUM_PATH` points elsewhere on other machines. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromium = playwright({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A microphone that plays a tone, granted without a prompt: dictation records real audio.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

// A fresh object per project: Vitest mutates `instances`.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
});

const browserTests = ['**/*.browser.test.{ts,tsx}'];

export default defineConfig({
  plugins: [react()],
  // What only the highlighting worker imports: Vite's scan of the tests does not follow a
  // `new Worker(new URL(…))`, and a dependency found while tests run re-optimizes and reloads them.
  optimizeDeps: {
    include: [
      'oniguruma-to-es',
      'shiki/core',
      'shiki/engine/javascript',
      '@shikijs/themes/github-dark-high-contrast',
      '@shikijs/themes/github-light-high-contrast',
    ],
  },
  test: {
    // Four of the five failures seen beside a CPU hog (npm run test:steady) were CPU-heavy tests
    // (1 MiB inputs, 400-run properties, a child process starting) passing Vitest's 5 s default;
    // 20 s still ends a hung test quickly.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'server-example/**/*.test.ts'],
          exclude: [...browserTests, 'test/e2e/**', 'test/package/**'],
          // `npm start` tests serve the built demo page.
          globalSetup: ['./test/support/buildDemoPage.ts'],
        },
      },
      {
        extends: true,
        // What a consumer installs: one library build and one tarball, shared by these files
        // (the build runs only when one of them is selected).
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          globalSetup: ['./test/support/buildPackage.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['./test/support/setupDom.ts'],
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          exclude: browserTests,
        },
      },
      {
        extends: true,
        // Real-browser tests of the demo page that `npm start` serves: Playwright drives Debian
        // Chromium from Node. One file at a time: each runs a server and a browser.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          fileParallelism: false,
          // The demo page, and the packed kit that the Next.js consumer (test/e2e/next.test.ts)
          // is built from; with the package project in the same run, one build serves both.
          globalSetup: ['./test/support/buildDemoPage.ts', './test/support/buildPackage.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          environment: 'node',
          include: [],
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        // Every story renders in Chromium as a test: its play function runs and the a11y addon
        // fails it on any axe violation.
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          browser: browser(),
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [testEndpoints()],
        test: {
          name: 'browser',
          include: browserTests,
          setupFiles: ['./test/support/setupBrowser.ts'],
          browser: {
            ...browser(),
            // ChatKit's widget types read in Node with the TypeScript compiler, for the tests
            // that check the kit against them (`everyProp.browser.test.tsx`).
            // Imported on first use: the compiler loads only for them.
            commands: {
              chatkitWidgetTypes: async () =>
                (await import('./test/support/chatkitWidgetTypes.ts')).readChatKitWidgetTypes(),
            },
          },
        },
      },
    ],
  },
});
