import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Cart } from '../../../../../contracts/cart';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { Spinner } from '../../../../ui/Spinner';
import { CartDropdownContent } from './CartDropdownContent';

export interface CartDropdownPanelProps {
  cart: Cart | null;
  imagesBaseUrl?: string;
  /** A signed-in shopper's cart is still on its way. */
  loading: boolean;
}

/**
 * What the open dropdown shows (cc §2): the cart's items and totals, or 'No items in cart', then
 * 'View cart' and 'Checkout'. Its own chunk, with the cart's messages, loaded when the shopper
 * reaches for the cart (CartDropdown.tsx), so pages do not download it before.
 * @public Loaded through a dynamic import in features/cart/index.ts, which knip does not follow.
 */
export function CartDropdownPanel({ cart, imagesBaseUrl, loading }: CartDropdownPanelProps) {
  const intl = useIntl();
  const count = cart?.numOfItems ?? 0;
  return (
    <>
      {loading ? (
        <div className="cart-dropdown__loading">
          <Spinner label={intl.formatMessage({ id: 'cart.loading' })} />
        </div>
      ) : (
        <CartDropdownContent cart={cart} imagesBaseUrl={imagesBaseUrl} />
      )}
      <div className="cart-dropdown__buttons">
        <Link to={PAGE_ROUTES.cart} className="btn btn--secondary btn--sm">
          <FormattedMessage id="cart.dropdown.viewCart" />
        </Link>
        {count > 0 && (
          <Link to={PAGE_ROUTES.checkout} className="btn btn--primary btn--sm">
            <FormattedMessage id="cart.checkout" />
          </Link>
        )}
      </div>
    </>
  );
}
