import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page may name itself more precisely than its route (a product's name): while it is mounted its
 * title replaces the route's in <title>.
 */
let override: string | null = null;
const listeners = new Set<() => void>();

function set(value: string | null): void {
  override = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Server rendering: the parts of the page's <title>, noted while rendering (effects do not run on
 * the server) so the HTML arrives with the same title the browser will set. The source is the
 * request being rendered (entry-server.tsx); in the browser there is none.
 */
export interface ServerTitle {
  /** The route's title (pages.<label>.title), or the failure page's. */
  route: string | null;
  /** The page's own, more precise title (useDocumentTitle). */
  page: string | null;
  siteName: string;
}

let serverTitle: (() => ServerTitle | undefined) | null = null;

export function setServerTitleSource(source: () => ServerTitle | undefined): void {
  serverTitle = source;
}

export function noteServerTitle(part: Partial<ServerTitle>): void {
  const title = serverTitle?.();
  if (title) Object.assign(title, part);
}

/** '{page title} | {site name}', or the site name alone. */
export function fullDocumentTitle(pageTitle: string | null, siteName: string): string {
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}

export function useDocumentTitle(title: string | null | undefined): void {
  if (title) noteServerTitle({ page: title });
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => set(null);
  }, [title]);
}

export function useTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => override, () => override);
}
