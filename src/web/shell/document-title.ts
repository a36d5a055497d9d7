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

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => set(null);
  }, [title]);
}

export function useTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => override, () => override);
}
