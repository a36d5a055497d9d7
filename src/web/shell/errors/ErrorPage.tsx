import type { ErrorPageProps } from './ErrorContent';
import { deferredPage } from './deferred-page';

export type { ErrorPageProps };

/** rr §2's error page (ErrorContent.tsx), downloaded when first shown; `preload()` as for NotFoundPage. */
export const ErrorPage = deferredPage<ErrorPageProps>(() => import('./ErrorContent').then((module) => module.ErrorContent), 'ErrorContent');
