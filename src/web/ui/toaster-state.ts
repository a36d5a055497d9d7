import { useEffect, useSyncExternalStore } from 'react';

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

/**
 * How many modal dialogs are open: while one is, toasts show at the top, so "Item added to cart"
 * never covers the dialog's buttons at the bottom of a phone's screen (issue 24 item 17).
 */
let openModals = 0;

/** Counts its component's modal as open while it is mounted (ui/Modal.tsx renders it inside the dialog). */
export function useModalOpenMark(): void {
  useEffect(() => {
    openModals++;
    listeners.forEach((listener) => listener());
    return () => {
      openModals--;
      listeners.forEach((listener) => listener());
    };
  }, []);
}

export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, () => openModals > 0, () => false);
}
