import { createElement, lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { ensureFeatureMessages } from '../../../i18n/catalogs';
import type { AddToCartPanelProps } from './add-to-cart/AddToCartPanel';
import type { PromoPopupAddToCartProps } from './add-to-cart/PromoPopupAddToCart';

/**
 * What other parts of the app plug in from the cart feature:
 * - CartDropdown: the header's cart (the `headerCart` slot of src/web/app-slots.tsx), light, in every page.
 * - AddToCartPanel: the product page's add-to-cart panel.
 * - PromoPopupAddToCart: the add button of a product in the promotion pop-up.
 * The last two load their code (forms, zod) and the cart's messages on first use, so the header
 * never carries them.
 */
export { CartDropdown } from './dropdown/CartDropdown';
export type { AddToCartPanelProps, PromoPopupAddToCartProps };

/** Pages other than the cart's do not download the cart's messages; these parts bring them along. */
async function withCartMessages<M>(load: Promise<M>): Promise<M> {
  const [module] = await Promise.all([load, ensureFeatureMessages('shop/cart')]);
  return module;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates its HTML, true after. These parts are forms:
 * rendered on the server, one could be used before its code arrives and submit itself natively,
 * with the shopper's choices in the address. The server sends their placeholder instead.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

function deferred<P extends object>(load: () => Promise<ComponentType<P>>, className: string): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const placeholder = createElement('div', { className, 'aria-busy': true });
    const inBrowser = useInBrowser();
    return inBrowser ? createElement(Suspense, { fallback: placeholder }, createElement(Lazy, props)) : placeholder;
  }
  return Deferred;
}

export const AddToCartPanel = deferred<AddToCartPanelProps>(
  () => withCartMessages(import('./add-to-cart/AddToCartPanel')).then((module) => module.AddToCartPanel),
  'add-to-cart add-to-cart--loading',
);

export const PromoPopupAddToCart = deferred<PromoPopupAddToCartProps>(
  () => withCartMessages(import('./add-to-cart/PromoPopupAddToCart')).then((module) => module.PromoPopupAddToCart),
  'promo-add promo-add--loading',
);
