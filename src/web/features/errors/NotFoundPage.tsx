import { deferredPage } from './deferred-page';

/** rr §2's not-found page (NotFoundContent.tsx), downloaded when first shown. */
export const NotFoundPage = deferredPage(() => import('./NotFoundContent').then((module) => module.NotFoundContent), 'NotFoundContent');
