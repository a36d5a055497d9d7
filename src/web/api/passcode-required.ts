import { useSyncExternalStore } from 'react';

/**
 * A passcode page's calls answered 403 `passcode_required` (issue 28): the session's passcode ran
 * out while the page was open. The call layer counts each such answer here instead of showing the
 * error page; the page's passcode gate (features/clinic/PasscodeGate.tsx) asks for the password
 * again, and nothing typed on the page is lost.
 */
let asks = 0;
const listeners = new Set<() => void>();

export function askForPasscode(): void {
  asks += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times a call asked for the passcode so far: a change means "ask again". */
export const passcodeAsks = (): number => asks;

export function usePasscodeAsks(): number {
  return useSyncExternalStore(subscribe, passcodeAsks, () => 0);
}
