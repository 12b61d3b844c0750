import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import { layersPlugin } from './eslint.layers.js';

/** Forbids imports that would break the layering of `src/`. */
function layer(files, forbidden) {
  return {
    files: [files],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((group) => ({
            group: [group],
            message: 'This import breaks the layering of src/ (see README, Architecture).',
          })),
        },
      ],
    },
  };
}

export default defineConfig(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'test-results',
      '.uikit-data*',
      'server-example/web-build',
      // Compiled against the packed package by test/package/types.test.ts, not against src/.
      'test/consumers',
      '!.storybook',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      tseslint.configs.stylisticTypeChecked,
      reactHooks.configs.flat['recommended-latest'],
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'interface'],
      // Contradicts strict's no-non-null-assertion: where a value is known present (an index just
      // looked up), an explicit `as` cast says so.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      // `flag || undefined` drops a false attribute on purpose (data-* and aria-* flags).
      '@typescript-eslint/prefer-nullish-coalescing': [
        'error',
        { ignorePrimitives: { boolean: true } },
      ],
      // Destructuring to omit keys (`const { type: _type, ...rest } = node`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, varsIgnorePattern: '^_' },
      ],
    },
  },
  // Layers: wire <- client / state <- react; server <- wire, client. Lower layers never import
  // higher ones, and nothing below the React layer imports React.
  layer('src/wire/**', [
    '../client/*',
    '../state/*',
    '../server/*',
    '../react/*',
    'react',
    'react-dom',
    'zustand',
    'zustand/*',
  ]),
  layer('src/client/**', [
    '../state/*',
    '../server/*',
    '../react/*',
    'react',
    'react-dom',
    'zustand',
    'zustand/*',
  ]),
  layer('src/state/**', ['../client/*', '../server/*', '../react/*', 'react', 'react-dom']),
  layer('src/chat/**', ['../react/*', '../server/*', 'react', 'react-dom']),
  layer('src/security/**', [
    '../client/*',
    '../state/*',
    '../server/*',
    '../react/*',
    '../chat/*',
    'react',
    'react-dom',
  ]),
  layer('src/server/**', [
    '../state/*',
    '../react/*',
    'react',
    'react-dom',
    'zustand',
    'zustand/*',
  ]),
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { uikit: layersPlugin },
    rules: { 'uikit/layers': 'error' },
  },
  storybook.configs['flat/recommended'],
  {
    // The guides' examples are a host's code as the guides show it: `process.env.KEY!` included.
    files: ['stories/guides/examples/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
