import { AddToCartPanel, PromoPopupAddToCart } from './features/cart';
import type { FeatureSlots } from './feature-slots';

/** The cart feature's components in the catalogue's pages (issue 4), composed here at the top. */
export const appSlots: FeatureSlots = {
  addToCartPanel: (props) => <AddToCartPanel {...props} />,
  promoProductAdd: ({ product, promotion, onClose }) => (
    <PromoPopupAddToCart product={product} promotion={promotion} onClosePopup={onClose} />
  ),
};
