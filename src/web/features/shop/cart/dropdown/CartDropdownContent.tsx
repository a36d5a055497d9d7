import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Cart } from '../../../../../contracts/cart';
import { useFormatters } from '../../../../i18n/format';
import { ProductImage } from '../../../../ui/ProductImage';
import { getPageSettings } from '../../../../shell/page-settings';
import { imageUrl, placeholderUrl, shownUnitPrice } from '../lib/cart-view';

/**
 * The dropdown's list (cc §2): each item with its link, thumbnail, name and quantity × unit price
 * (the price after the offer for a free or discounted item), then the subtotal and the discounts.
 */
export function CartDropdownContent({ cart, imagesBaseUrl = getPageSettings().imagesBaseUrl }: { cart: Cart | null; imagesBaseUrl?: string }) {
  const { money } = useFormatters();
  if (!cart || cart.items.length === 0) {
    return (
      <p className="cart-dropdown__empty">
        <FormattedMessage id="cart.dropdown.empty" />
      </p>
    );
  }
  const discounts = cart.totalDiscountInclRebates;
  return (
    <>
      <ul className="cart-dropdown__items">
        {cart.items.map((item) => (
          <li key={item.id} className="cart-dropdown__item">
            <ProductImage
              className="cart-dropdown__image"
              src={imageUrl(imagesBaseUrl, item.productImagePathThumbnail)}
              placeholderSrc={placeholderUrl(imagesBaseUrl, item)}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
            <div className="cart-dropdown__text">
              {item.allowBrowsing ? (
                <Link to={`/products/view/${item.productID}`} className="cart-dropdown__name">
                  {item.productName}
                </Link>
              ) : (
                <span className="cart-dropdown__name">{item.productName}</span>
              )}
              <span className="cart-dropdown__qty">
                <FormattedMessage id="cart.dropdown.quantityTimesPrice" values={{ quantity: item.quantity, price: money(shownUnitPrice(item)) }} />
              </span>
            </div>
          </li>
        ))}
      </ul>
      <dl className="cart-dropdown__totals">
        <div>
          <dt>
            <FormattedMessage id="cart.dropdown.subtotal" />
          </dt>
          <dd>{money(cart.itemSubtotalBeforeDiscounts)}</dd>
        </div>
        {discounts > 0 && (
          <div className="cart-dropdown__discounts">
            <dt>
              <FormattedMessage id="cart.dropdown.discounts" />
            </dt>
            <dd>−{money(discounts)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
