import {
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/** A component whose code loads on demand, and the way to load it ahead of need. */
export interface LazyComponent<P extends object> {
  /** Suspends while its code loads: render it inside `<Suspense>`. */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading (once; again after a failure) and resolves when the component can render. */
  readonly preload: () => Promise<void>;
  /** Its code is here: it renders at once, without suspending. */
  readonly isLoaded: () => boolean;
}

interface Loaded<P> {
  default: ComponentType<P>;
}

/**
 * `React.lazy` that can be loaded before its first render. Once `preload` has finished, the
 * component renders at once: React calls the loader's `then` synchronously, so a thenable that is
 * already settled never suspends, while a plain promise always costs one fallback, however long
 * ago it resolved.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const start = (): Promise<Loaded<P>> => {
    loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return start();
    const settled: PromiseLike<Loaded<P>> = {
      then: (resolve) => {
        resolve?.(module);
        return settled as never;
      },
    };
    // React reads no more of the promise than `then`.
    return settled as Promise<Loaded<P>>;
  });
  return {
    Component,
    preload: () => start().then(() => undefined),
    isLoaded: () => loaded !== undefined,
  };
}

/**
 * Whether `component` can render without suspending, loading it meanwhile: render a placeholder of
 * your own until it is true. Unlike a `<Suspense>` fallback, whose content React reveals no sooner
 * than 300 ms after the fallback showed (it throttles reveals), this shows the component in the
 * first frame after its code arrives. After a failure it turns true too, so that the component's
 * own attempt fails where an error boundary shows it. Nothing loads while `wanted` is false.
 * The part's first render is a transition, which React renders in slices with input and frames
 * between: a part whose first render is heavy (a long thread's list, a thread's markdown) is no
 * long task, and an urgent update meanwhile goes first.
 */
export function useLoaded<P extends object>(component: LazyComponent<P>, wanted = true): boolean {
  const [loaded, setLoaded] = useState(component.isLoaded);
  useEffect(() => {
    if (loaded || !wanted) return;
    let live = true;
    const done = () => {
      if (live)
        startTransition(() => {
          setLoaded(true);
        });
    };
    component.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [component, loaded, wanted]);
  return loaded;
}
