import { sessionStore, STORAGE_KEYS } from '../storage-keys';

/**
 * rr §2: back and forward restore the scroll position a page had; any other navigation starts at
 * the top, unless it only changes what a page shows (a filter, a page of results, another format
 * of a product), which says so in its navigation state with `keepScroll`.
 */
const KEEP_SCROLL = 'keepScroll';

/** Navigation state that keeps the scroll position, with whatever state the link carries besides. */
export function keepScroll(state?: unknown): Record<string, unknown> {
  return { ...(typeof state === 'object' && state !== null ? state : {}), [KEEP_SCROLL]: true };
}

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[KEEP_SCROLL] === true;
}

/** Scroll positions by history entry, kept for the tab's life so a reload comes back to its place. */
const MAX_POSITIONS = 100;
let positions: Map<string, number> | null = null;

export function scrollPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const saved: unknown = JSON.parse(sessionStore()?.getItem(STORAGE_KEYS.scrollPositions) ?? '[]');
    if (Array.isArray(saved)) {
      for (const entry of saved) if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') positions.set(entry[0], entry[1]);
    }
  } catch {
    // Unreadable positions are no positions.
  }
  return positions;
}

export function rememberScrollPosition(key: string, y: number): void {
  const map = scrollPositions();
  map.delete(key);
  map.set(key, y);
  if (map.size > MAX_POSITIONS) map.delete(map.keys().next().value!);
}

export function saveScrollPositions(): void {
  try {
    sessionStore()?.setItem(STORAGE_KEYS.scrollPositions, JSON.stringify([...scrollPositions()]));
  } catch {
    // A full or refused storage only loses the positions of a reload.
  }
}
