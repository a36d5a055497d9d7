import { Component, type ReactNode } from 'react';
import { ApiError } from '../../api/errors';
import { ChunkLoadError, failingAddress } from '../../lazy-route';
import { ChunkErrorPage } from './ChunkErrorPage';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

/** Browsers' own words for a dynamic import that failed outside our route helper. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

/** The page for what a route threw: chunk failures, 404s, API errors and crashes each get theirs. */
function RouteErrorPage({ error }: { error: unknown }) {
  if (error instanceof ChunkLoadError) return <ChunkErrorPage type={error.type} address={error.request} />;
  if (error instanceof Error && CHUNK_FAILURE.test(error.message)) {
    return <ChunkErrorPage type="missing" address={failingAddress(error) ?? error.message} />;
  }
  if (error instanceof ApiError) {
    if (error.status === 404) return <NotFoundPage />;
    return <ErrorPage status={error.status} message={error.message} statusText={error.statusText} data={error.data} />;
  }
  return <ErrorPage message={error instanceof Error ? error.message : undefined} />;
}

interface Props {
  children: ReactNode;
  /** The address's history key: moving to another page leaves the error behind. */
  resetKey: string;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** Catches what a page (or, around the layout, the whole app) throws while rendering and shows its error page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
