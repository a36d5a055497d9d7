import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../api/errors';
import { ChunkLoadError, failingAddress } from '../../lazy-route';
import { ChunkErrorPage } from './ChunkErrorPage';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

/** Browsers' own words for a dynamic import that failed outside our route helper. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

/** The error element of the routes: chunk failures, 404s, API errors and crashes each get their page. */
export function RouteErrorBoundary() {
  const error = useRouteError();

  if (error instanceof ChunkLoadError) return <ChunkErrorPage type={error.type} address={error.request} />;
  if (error instanceof Error && CHUNK_FAILURE.test(error.message)) {
    return <ChunkErrorPage type="missing" address={failingAddress(error) ?? error.message} />;
  }
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    return <ErrorPage status={error.status} statusText={error.statusText} data={error.data} />;
  }
  if (error instanceof ApiError) {
    if (error.status === 404) return <NotFoundPage />;
    return <ErrorPage status={error.status} message={error.message} statusText={error.statusText} data={error.data} />;
  }
  return <ErrorPage message={error instanceof Error ? error.message : undefined} />;
}
