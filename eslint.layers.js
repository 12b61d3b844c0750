import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The layers of `src/` and what each may import, by folder. A relative import is resolved against
 * the importing file, so `../chat/x`, `../../chat` and `./../chat` are all seen for what they are;
 * patterns on the specifier text missed such spellings.
 */
const MAY_IMPORT = {
  wire: [],
  security: ['wire'],
  client: ['wire', 'security'],
  state: ['wire', 'security'],
  chat: ['wire', 'security', 'client', 'state'],
  server: ['wire', 'client'],
  styles: [],
  // React: the base parts (primitives, render context, markdown, widgets) share one level; item
  // renderers build on them; the chat builds on everything below it.
  'react/base': ['wire', 'security', 'state'],
  'react/items': ['wire', 'security', 'state', 'react/base'],
  'react/chat': ['wire', 'security', 'client', 'state', 'chat', 'react/base', 'react/items'],
  react: ['wire', 'security', 'client', 'state', 'chat', 'react/base', 'react/items', 'react/chat'],
};

const REACT_BASE = new Set(['primitives', 'context', 'markdown', 'widgets']);

/**
 * Packages a layer below React may not import: rendering belongs to `react/`, and so does binding
 * through React Query (the runtime uses its framework-neutral core, `@tanstack/query-core`).
 */
const NO_REACT = ['react', 'react-dom', '@tanstack/react-query', '@tanstack/react-query-devtools'];
const BELOW_REACT = new Set(['wire', 'security', 'client', 'state', 'chat', 'server']);

/** The layer of a file under `src/`, or null for entry files and anything outside `src/`. */
export function layerOf(srcRoot, file) {
  const parts = relative(srcRoot, file).split(sep);
  if (parts[0] === '..') return null;
  // `../chat` names the folder's index: the folder's layer, not an entry file of src/.
  if (parts.length === 1) return parts[0] in MAY_IMPORT ? parts[0] : null;
  if (parts[0] !== 'react') return parts[0];
  if (parts.length === 2) return 'react';
  if (REACT_BASE.has(parts[1])) return 'react/base';
  return `react/${parts[1]}`;
}

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Lower layers of src/ never import higher ones (README, Architecture).' },
    schema: [],
    messages: {
      upward:
        '{{from}} may not import {{to}}: this import breaks the layering of src/ (see README, Architecture).',
      react: '{{from}} is below the React layer and may not import {{to}}.',
    },
  },
  create(context) {
    const file = context.filename;
    const srcRoot = resolve(context.cwd, 'src');
    const from = layerOf(srcRoot, file);
    if (from === null || /\.test\.tsx?$/.test(file)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      if (!specifier.startsWith('.')) {
        // A package's name: its first segment, or its first two when scoped.
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        if (BELOW_REACT.has(from) && NO_REACT.includes(name))
          context.report({ node, messageId: 'react', data: { from, to: specifier } });
        return;
      }
      const to = layerOf(srcRoot, resolve(dirname(file), specifier));
      if (to === null || to === from) return;
      if (!(MAY_IMPORT[from] ?? []).includes(to))
        context.report({ node, messageId: 'upward', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
