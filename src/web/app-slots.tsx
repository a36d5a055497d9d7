import { AddToCartPanel, CartDropdown, PromoPopupAddToCart } from './features/shop/cart';
import { AddToAutoOrderLink } from './features/account/autoorders';
import { ClinicPoliciesEditor } from './features/clinic/policies';
import { NotFoundPage } from './shell/errors/NotFoundPage';
import type { FeatureSlots } from './feature-slots';

/** Features' components shown by other features and by the shell (issue 4), composed here at the top. */
export const appSlots: FeatureSlots = {
  notFound: () => <NotFoundPage />,
  headerCart: () => <CartDropdown />,
  addToCartPanel: (props) => <AddToCartPanel {...props} />,
  addToAutoOrder: (props) => <AddToAutoOrderLink {...props} />,
  clinicPoliciesEditor: (props) => <ClinicPoliciesEditor {...props} />,
  promoProductAdd: ({ product, promotion, onClose }) => (
    <PromoPopupAddToCart product={product} promotion={promotion} onClosePopup={onClose} />
  ),
};
