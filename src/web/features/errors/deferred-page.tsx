import { lazy, Suspense, type ComponentType } from 'react';
import { importWithTimeout } from '../../lazy-route';
import { PageLoading } from '../../shell/PageLoading';

/**
 * A status page that downloads when it is first shown: a normal page never needs it. A download that
 * fails throws a ChunkLoadError, which the route error boundary shows with the chunk failure page
 * (ChunkErrorPage, which stays in the first download for that reason).
 */
export function deferredPage<P extends object>(load: () => Promise<ComponentType<P>>, label: string): ComponentType<P> {
  const Lazy = lazy(() => importWithTimeout(load, label).then((component) => ({ default: component })));
  function DeferredPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return DeferredPage;
}
