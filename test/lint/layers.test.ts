import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layersPlugin } from '../../eslint.layers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The layer rule alone, without type information, so files that do not exist can be linted.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { uikit: layersPlugin },
      rules: { 'uikit/layers': 'error' },
    },
  ],
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the layering rule', () => {
  it.each([
    ['src/wire/x.ts', "import { a } from '../chat/createChatRuntime';"],
    ['src/wire/deep/x.ts', "import { a } from '../../chat';"],
    ['src/client/x.ts', "export { a } from './../state/threadStore';"],
    ['src/state/x.ts', "export * from '../chat/chatEvents';"],
    ['src/chat/x.ts', "import { b } from '../react/chat/useUikit';"],
    ['src/server/x.ts', "import { c } from '../chat';"],
    ['src/react/items/x.tsx', "import { d } from '../chat/ChatContext';"],
    ['src/react/markdown/x.tsx', "import { e } from '../items/ThreadItemView';"],
    ['src/security/x.ts', "const m = import('../client/UikitClient');"],
    ['src/chat/x.ts', "import { useState } from 'react';"],
    ['src/wire/x.ts', "import { createRoot } from 'react-dom/client';"],
    ['src/chat/x.ts', "import { useQuery } from '@tanstack/react-query';"],
  ])('rejects an upward import from %s: %s', async (file, code) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/layering of src\/|below the React layer/);
  });

  it.each([
    ['src/chat/x.ts', "import { a } from '../client/UikitClient';"],
    ['src/react/chat/x.tsx', "import { a } from '../../chat/createChatRuntime';"],
    ['src/react/items/x.tsx', "import { a } from '../markdown/Markdown';"],
    ['src/react/chat/x.tsx', "import { useState } from 'react';"],
    ['src/react/chat/x.tsx', "import { useInfiniteQuery } from '@tanstack/react-query';"],
    ['src/chat/x.ts', "import { QueryObserver } from '@tanstack/query-core';"],
    ['src/index.ts', "export * from './react/chat';"],
    ['src/wire/x.ts', "import { a } from './thread';"],
  ])('accepts a downward or sideways import from %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it('is on for every file of src/ in the project configuration', async () => {
    const project = new ESLint({ cwd: root });
    for (const file of ['src/wire/thread.ts', 'src/react/items/index.ts', 'src/server/index.ts']) {
      const config = (await project.calculateConfigForFile(`${root}/${file}`)) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules['uikit/layers'], file).toEqual([2]);
    }
  });
});
