import { deferredPage } from './deferred-page';

/**
 * rr §2's not-found page (NotFoundContent.tsx), downloaded when first shown. A server renderer
 * awaits `NotFoundPage.preload()` first, so its HTML holds the page rather than the loading state.
 */
export const NotFoundPage = deferredPage(() => import('./NotFoundContent').then((module) => module.NotFoundContent), 'NotFoundContent');
