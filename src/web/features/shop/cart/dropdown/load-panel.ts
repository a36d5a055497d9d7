import type { ComponentType } from 'react';
import { ensureFeatureMessages } from '../../../../i18n/catalogs';
import type { CartDropdownPanelProps } from './CartDropdownPanel';

type Panel = ComponentType<CartDropdownPanelProps>;

let loaded: Panel | null = null;
let pending: Promise<Panel> | null = null;

/** The dropdown's panel if this page has already fetched it, else null. */
export function loadedCartPanel(): Panel | null {
  return loaded;
}

/**
 * Fetches the dropdown's panel and the cart's messages (the header shows neither before the shopper
 * reaches for the cart), once per page; after a failure the next call tries again.
 */
export function loadCartPanel(): Promise<Panel> {
  pending ??= Promise.all([import('./CartDropdownPanel'), ensureFeatureMessages('shop/cart')]).then(
    ([module]) => (loaded = module.CartDropdownPanel),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
