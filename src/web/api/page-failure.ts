import { useSyncExternalStore } from 'react';

/**
 * What the call layer asks the page to show instead of its content (rr §8): the not-found page for a
 * 404, the error page for other statuses. It is tied to the navigation that made the call, so a late
 * answer never replaces the page the shopper has moved on to, and leaving the page clears it.
 */
export type PageFailure =
  | { kind: 'notFound'; locationKey: string }
  | {
      kind: 'error';
      locationKey: string;
      status: number;
      message?: string;
      statusText?: string;
      data?: unknown;
    };

let current: PageFailure | null = null;
const listeners = new Set<() => void>();

export function showPageFailure(failure: PageFailure): void {
  current = failure;
  listeners.forEach((listener) => listener());
}

export function clearPageFailure(): void {
  if (!current) return;
  current = null;
  listeners.forEach((listener) => listener());
}

export function getPageFailure(): PageFailure | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The failure to show for the page at `locationKey`, if any. */
export function usePageFailure(locationKey: string): PageFailure | null {
  const failure = useSyncExternalStore(subscribe, getPageFailure, getPageFailure);
  return failure && failure.locationKey === locationKey ? failure : null;
}
