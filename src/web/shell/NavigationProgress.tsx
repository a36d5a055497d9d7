import { useSyncExternalStore } from 'react';
import { pageLoadsPending, subscribePageLoads } from '../page-loads';

/** A thin bar under the header while the next page's code loads. Purely visual. */
export function NavigationProgress() {
  const loading = useSyncExternalStore(subscribePageLoads, pageLoadsPending, () => false);
  return <div className="nav-progress" data-active={loading} aria-hidden="true" />;
}
