import { beforeEach, describe, expect, it, vi } from 'vitest';

type LoaderModule = typeof import('./loadReaders');

// A fresh loader each test: its promise is the module's own, once a page.
let loader: LoaderModule;
beforeEach(async () => {
  vi.resetModules();
  loader = await import('./loadReaders');
});

describe('loadReaders', () => {
  it('resolves with the readers the thread code handed over, without loading them again', async () => {
    const readers = await import('./readers');
    const handed = { ...readers };
    loader.provideReaders(handed);
    await expect(loader.loadReaders()).resolves.toBe(handed);
  });

  it('keeps a load already under way when readers are handed over after it', async () => {
    const loading = loader.loadReaders();
    const readers = await loading;
    loader.provideReaders({ ...readers });
    await expect(loader.loadReaders()).resolves.toBe(readers);
    expect(typeof readers.receiveItemPage).toBe('function');
    expect(typeof readers.parseWidget).toBe('function');
  });
});
