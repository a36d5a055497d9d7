import { lazy, Suspense, type ComponentType } from 'react';
import { importWithTimeout } from '../../lazy-route';
import { PageLoading } from '../PageLoading';

/** A status page whose code downloads when first shown; `preload` fetches it ahead. */
export type DeferredPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A status page that downloads when it is first shown: a normal page never needs it. When its code
 * is already here (`preload()` was awaited, as a server renderer does) it renders without a loading
 * state. A download that fails throws a ChunkLoadError, which the route error boundary shows with
 * the chunk failure page (ChunkErrorPage, which stays in the first download for that reason).
 */
export function deferredPage<P extends object>(load: () => Promise<ComponentType<P>>, label: string): DeferredPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPage = () =>
    (pending ??= importWithTimeout(load, label).then((component) => {
      loaded = component;
      return component;
    }));

  const Lazy = lazy(() => {
    if (!loaded) return fetchPage().then((component) => ({ default: component }));
    // React reads a thenable that settles synchronously at once, without suspending.
    const module = { default: loaded };
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });

  function Deferred(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: () => fetchPage().then(() => undefined) });
}
