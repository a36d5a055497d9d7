import { sessionStore } from '../../../../storage-keys';

/**
 * cc §4: the buy-one-get-one choice opens by itself once per free item; the items already asked
 * about are remembered for the browser session.
 */
export const BOGO_PROMPTED_KEY = 'vetstore.cart.bogoPrompted';

export function readPrompted(storage: Storage | null = sessionStore()): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(BOGO_PROMPTED_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function rememberPrompted(itemId: number, storage: Storage | null = sessionStore()): void {
  const ids = readPrompted(storage);
  ids.add(itemId);
  try {
    storage?.setItem(BOGO_PROMPTED_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage refused: the modal may ask once more after a reload, nothing worse.
  }
}
