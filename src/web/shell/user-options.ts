import { useCallback, useSyncExternalStore } from 'react';
import { sessionStore, STORAGE_KEYS } from '../storage-keys';
import { getPageSettings } from './page-settings';

/**
 * Choices kept for the browser session (cat §4: user options are kept per browser session). Other
 * features add their own fields by augmenting this interface:
 *
 *   declare module '../../../shell/user-options' { interface UserOptions { deliveryMethod?: 'ship' | 'pickup' } }
 *
 * @public Augmented by other modules (declare module), which knip does not count as a use.
 */
export interface UserOptions {
  /** Reveals hidden promotions, ids and ranking data (cat §1); toggled by the footer's double-click area. */
  debugMode: boolean;
}

function defaults(): UserOptions {
  return { debugMode: getPageSettings().showDebugInfo };
}

function read(): UserOptions {
  try {
    const stored = sessionStore()?.getItem(STORAGE_KEYS.userOptions);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return { ...defaults(), ...(parsed && typeof parsed === 'object' ? (parsed as Partial<UserOptions>) : {}) };
  } catch {
    return defaults();
  }
}

let current: UserOptions | null = null;
const listeners = new Set<() => void>();

export function getUserOptions(): UserOptions {
  current ??= read();
  return current;
}

export function setUserOption<K extends keyof UserOptions>(key: K, value: UserOptions[K]): void {
  current = { ...getUserOptions(), [key]: value };
  try {
    sessionStore()?.setItem(STORAGE_KEYS.userOptions, JSON.stringify(current));
  } catch {
    // Storage refused: the option still holds for this page view.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The options as the server rendered the page: it cannot read this session's storage, so a page
 * hydrates with these and then takes the session's (debug mode on /products/promo/8 otherwise failed
 * to hydrate, issue 24 item 17). Kept once, as useSyncExternalStore wants the same object each time.
 */
let rendered: UserOptions | null = null;
function getRenderedOptions(): UserOptions {
  rendered ??= defaults();
  return rendered;
}

export function useUserOptions(): {
  options: UserOptions;
  setOption: <K extends keyof UserOptions>(key: K, value: UserOptions[K]) => void;
} {
  const options = useSyncExternalStore(subscribe, getUserOptions, getRenderedOptions);
  const setOption = useCallback(<K extends keyof UserOptions>(key: K, value: UserOptions[K]) => setUserOption(key, value), []);
  return { options, setOption };
}

