// Vite's `import.meta.glob` (vite/client declares it with much else the kit does not use): each
// match becomes a chunk of its own, loaded when its function is called.
interface ImportMeta {
  glob<T>(
    patterns: string | readonly string[],
    options: { import: 'default' },
  ): Record<string, () => Promise<T>>;
}
