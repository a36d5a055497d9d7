import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CartItem } from '../../../../../contracts/cart';
import { cartLineApproval } from '../../../../../domain/prescription';
import { isQuantitySelectorDisabled, quantityOptions } from '../../../../../domain/quantity';
import { useFormatters } from '../../../../i18n/format';
import { useUserOptions } from '../../../../shell/user-options';
import { Button } from '../../../../ui/Button';
import { LineReductions } from '../../../../ui/LineReductions';
import { ProductImage } from '../../../../ui/ProductImage';
import { cutPromoText, imageUrl, isPromoChild, lineTotal, placeholderUrl, shownUnitPrice } from '../lib/cart-view';

export interface CartItemRowProps {
  item: CartItem;
  imagesBaseUrl: string;
  /** The quantity chosen but not yet sent (Update cart sends it). */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Opens the buy-one-get-one choice for this free or discounted item. */
  onChooseProduct: () => void;
  busy: boolean;
  quantityBusy: boolean;
  /** Quantities are being sent: this line's total is about to change. */
  updating: boolean;
}

/** One line of the items table (cc §2): product, price, quantity, total, remove. */
export function CartItemRow({ item, imagesBaseUrl, quantity, onQuantityChange, onRemove, onChooseProduct, busy, quantityBusy, updating }: CartItemRowProps) {
  const intl = useIntl();
  const { money } = useFormatters();
  const { options: userOptions } = useUserOptions();
  const child = isPromoChild(item);
  const approval = cartLineApproval(item);
  const promo = cutPromoText(item.promo);
  const unit = shownUnitPrice(item);
  const options = quantityOptions(Math.max(item.maxQuantity, quantity));
  const bulkRx = isQuantitySelectorDisabled(item);
  const name = item.allowBrowsing ? (
    <Link to={`/products/view/${item.productID}`} className="cart-item__name">
      {item.productName}
    </Link>
  ) : (
    <span className="cart-item__name">{item.productName}</span>
  );

  return (
    <tr className="cart-item" data-promo-child={child || undefined}>
      <td className="cart-item__product">
        <div className="cart-item__product-inner">
          <ProductImage
            className="cart-item__image"
            src={imageUrl(imagesBaseUrl, item.productImagePathThumbnail)}
            placeholderSrc={placeholderUrl(imagesBaseUrl, item)}
            alt=""
            width={72}
            height={72}
            loading="lazy"
          />
          <div className="cart-item__details">
            {name}
            <p className="cart-item__pet">
              <FormattedMessage id="cart.item.forPet" values={{ pet: item.petName }} />
            </p>
            <ul className="cart-item__tags">
              {child && (
                <li className="cart-tag cart-tag--promo">
                  <FormattedMessage id={item.promoUnitPrice === 0 ? 'cart.item.freeItem' : 'cart.item.promoItem'} />
                </li>
              )}
              {approval.state === 'requiresApproval' && (
                <li className="cart-tag cart-tag--warning">
                  <FormattedMessage id="cart.item.requiresApproval" />
                </li>
              )}
              {approval.state === 'approved' && (
                <li className="cart-tag cart-tag--success">
                  <FormattedMessage id="cart.item.approvedFor" values={{ pet: approval.petNames.join(', ') || item.petName }} />
                </li>
              )}
              {!item.isInStock && (
                <li className="cart-tag cart-tag--danger">
                  <FormattedMessage id="cart.item.outOfStock" />
                </li>
              )}
            </ul>
            {item.reductions.length > 0 ? (
              <LineReductions reductions={item.reductions} debug={userOptions.debugMode} />
            ) : (
              promo && (
                <p className="cart-item__promo" title={item.promo ?? undefined}>
                  {promo}
                </p>
              )
            )}
            {child && (
              <Button variant="ghost" size="sm" className="cart-item__choose" onClick={onChooseProduct} disabled={busy} data-bogo-trigger={item.id}>
                <FormattedMessage id="cart.item.chooseProduct" />
                <span className="visually-hidden"> {item.productName}</span>
              </Button>
            )}
          </div>
        </div>
      </td>
      <td className="cart-item__price" data-label={intl.formatMessage({ id: 'cart.table.price' })}>
        {unit < item.unitPrice && <s className="cart-item__was">{money(item.unitPrice)}</s>}
        <span>{unit === 0 ? <FormattedMessage id="cart.item.free" /> : money(unit)}</span>
      </td>
      <td className="cart-item__quantity" data-label={intl.formatMessage({ id: 'cart.table.quantity' })}>
        {child ? (
          <span>{item.quantity}</span>
        ) : (
          <select
            className="cart-select"
            aria-label={intl.formatMessage({ id: 'cart.item.quantityFor' }, { name: item.productName })}
            value={quantity}
            disabled={quantityBusy || bulkRx || item.isQuantityDisabled}
            title={bulkRx ? intl.formatMessage({ id: 'cart.item.bulkQuantity' }) : undefined}
            onChange={(event) => onQuantityChange(Number(event.target.value))}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="cart-item__total" data-label={intl.formatMessage({ id: 'cart.table.total' })} data-updating={updating || undefined}>
        {money(lineTotal(item))}
      </td>
      <td className="cart-item__actions">
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'cart.item.removeNamed' }, { name: item.productName })}
        >
          <FormattedMessage id="cart.item.remove" />
        </Button>
      </td>
    </tr>
  );
}
