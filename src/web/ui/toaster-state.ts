import { useSyncExternalStore } from 'react';

/** Whether a toast was asked for yet: the toast region (and its library) loads only then. */
let needed = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (needed) return;
  needed = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterNeeded(): boolean {
  return useSyncExternalStore(subscribe, () => needed, () => needed);
}
