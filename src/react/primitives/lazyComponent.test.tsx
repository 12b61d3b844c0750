import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, useLoaded, type LazyComponent } from './lazyComponent';
import { PartErrorBoundary } from './PartErrorBoundary';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader the test settles by hand, counting its calls. */
function deferredLoader() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        settle = {
          resolve: () => {
            resolve(Greeting);
          },
          reject,
        };
      }),
  );
  return {
    load,
    resolve: () => settle?.resolve(),
    reject: (error: Error) => settle?.reject(error),
  };
}

const inSuspense = (Component: ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Keeping its place</p>}>
    <Component name="Ada" />
  </Suspense>
);

describe('lazyComponent', () => {
  it('shows the fallback while the code loads, then the part', async () => {
    const loader = deferredLoader();
    const part = lazyComponent(loader.load);
    render(inSuspense(part.Component));
    expect(screen.getByText('Keeping its place')).toBeInTheDocument();
    loader.resolve();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded part at once, never its fallback', async () => {
    const loader = deferredLoader();
    const part = lazyComponent(loader.load);
    const preloaded = part.preload();
    loader.resolve();
    await preloaded;
    render(inSuspense(part.Component));
    // Synchronously, in the first commit: no fallback to flash.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Keeping its place')).toBeNull();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is preloaded, and again after a failure', async () => {
    const loader = deferredLoader();
    const part = lazyComponent(loader.load);
    const first = part.preload();
    const again = part.preload();
    expect(loader.load).toHaveBeenCalledTimes(1);
    loader.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(again).rejects.toThrow('offline');
    const second = part.preload();
    expect(loader.load).toHaveBeenCalledTimes(2);
    loader.resolve();
    await second;
  });
});

/** Its own placeholder until the part's code is here, then the part: no Suspense fallback. */
function Gated({
  part,
  wanted = true,
}: {
  part: LazyComponent<{ name: string }>;
  wanted?: boolean;
}) {
  const loaded = useLoaded(part, wanted);
  if (!loaded) return <p>placeholder</p>;
  return (
    <PartErrorBoundary failed={<p>failed</p>} onError={undefined}>
      <Suspense fallback={<p>fallback</p>}>
        <part.Component name="Ada" />
      </Suspense>
    </PartErrorBoundary>
  );
}

describe('useLoaded', () => {
  it('shows its own placeholder, then the part once loaded, never the Suspense fallback', async () => {
    const loader = deferredLoader();
    const part = lazyComponent(loader.load);
    const fallbacks: string[] = [];
    const { container } = render(<Gated part={part} />);
    const observer = new MutationObserver(() => {
      if (container.textContent === 'fallback') fallbacks.push('fallback');
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(part.isLoaded()).toBe(false);
    await act(async () => {
      loader.resolve();
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    observer.disconnect();
    expect(fallbacks).toEqual([]);
    expect(part.isLoaded()).toBe(true);
  });

  it('is true at once for a part already loaded, and loads nothing while not wanted', async () => {
    const loader = deferredLoader();
    const part = lazyComponent(loader.load);
    const { rerender } = render(<Gated part={part} wanted={false} />);
    expect(loader.load).not.toHaveBeenCalled();
    rerender(<Gated part={part} wanted />);
    expect(loader.load).toHaveBeenCalledTimes(1);
    await act(async () => {
      loader.resolve();
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    const again = render(<Gated part={part} />);
    expect(again.getAllByText('Hello Ada')).toHaveLength(2);
  });

  it('lets the part fail where its error boundary shows it when its code cannot load', async () => {
    const loader = deferredLoader();
    const part = lazyComponent(loader.load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Gated part={part} />);
    await act(async () => {
      loader.reject(new Error('offline'));
      await Promise.resolve();
    });
    // The part tries again (a new attempt after a failure): that one fails too.
    await act(async () => {
      await Promise.resolve();
      loader.reject(new Error('still offline'));
    });
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});

describe('PartErrorBoundary', () => {
  it('says so in the part’s place and reports it when the part’s code cannot load', async () => {
    const loader = deferredLoader();
    const part = lazyComponent(loader.load);
    const onError = vi.fn();
    // React logs the error it caught; the boundary is what this test is about.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>The rest of the chat</p>
        <PartErrorBoundary failed={<p role="alert">Could not load</p>} onError={onError}>
          {inSuspense(part.Component)}
        </PartErrorBoundary>
      </>,
    );
    loader.reject(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByText('The rest of the chat')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }), {});
    log.mockRestore();
  });
});
