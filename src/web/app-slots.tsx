import { AddToCartPanel, PromoPopupAddToCart } from './features/cart';
import { AddToAutoOrderLink } from './features/autoorders';
import { NotFoundPage } from './features/errors/NotFoundPage';
import type { FeatureSlots } from './feature-slots';

/** The cart feature's components in the catalogue's pages (issue 4), composed here at the top. */
export const appSlots: FeatureSlots = {
  notFound: () => <NotFoundPage />,
  addToCartPanel: (props) => <AddToCartPanel {...props} />,
  addToAutoOrder: (props) => <AddToAutoOrderLink {...props} />,
  promoProductAdd: ({ product, promotion, onClose }) => (
    <PromoPopupAddToCart product={product} promotion={promotion} onClosePopup={onClose} />
  ),
};
