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
import type { DataColumn } from '../../../../ui/data-table/DataTable';
import { cutPromoText, imageUrl, isPromoChild, lineTotal, placeholderUrl, shownUnitPrice } from '../lib/cart-view';

/** What the items table's cells need besides the line (cc §2). */
export interface CartItemCellOptions {
  imagesBaseUrl: string;
  /** The quantity chosen but not yet sent (Update cart sends it). */
  quantityOf: (item: CartItem) => number;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** Opens the buy-one-get-one choice for a free or discounted item. */
  onChooseProduct: (item: CartItem) => void;
  busy: boolean;
  quantityBusy: boolean;
  /** Quantities are being sent: the lines' totals are about to change. */
  updating: boolean;
}

function ProductCell({ item, imagesBaseUrl, onChooseProduct, busy }: { item: CartItem } & Pick<CartItemCellOptions, 'imagesBaseUrl' | 'onChooseProduct' | 'busy'>) {
  const { options: userOptions } = useUserOptions();
  const child = isPromoChild(item);
  const approval = cartLineApproval(item);
  const promo = cutPromoText(item.promo);
  const name = item.allowBrowsing ? (
    <Link to={`/products/view/${item.productID}`} className="cart-item__name">
      {item.productName}
    </Link>
  ) : (
    <span className="cart-item__name">{item.productName}</span>
  );
  return (
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
          {item.limits.map((limit) => (
            <li key={limit.kind} className="cart-tag cart-tag--danger" data-limit={limit.kind}>
              <FormattedMessage id={limit.kind === 'monthly' ? 'cart.item.overMonthlyLimit' : 'cart.item.overAllocation'} values={{ max: limit.max }} />
            </li>
          ))}
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
          <Button variant="ghost" size="sm" className="cart-item__choose" onClick={() => onChooseProduct(item)} disabled={busy} data-bogo-trigger={item.id}>
            <FormattedMessage id="cart.item.chooseProduct" />
            <span className="visually-hidden"> {item.productName}</span>
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The items table's columns (cc §2): product, price, quantity, total, remove. Each cell keeps the
 * class and the data-label the phone layout (cards) reads.
 */
export function useCartItemColumns(options: CartItemCellOptions): DataColumn<CartItem>[] {
  const intl = useIntl();
  const { money } = useFormatters();
  const { imagesBaseUrl, quantityOf, onQuantityChange, onRemove, onChooseProduct, busy, quantityBusy, updating } = options;
  const label = (id: string) => ({ 'data-label': intl.formatMessage({ id }) });
  return [
    {
      id: 'product',
      header: <FormattedMessage id="cart.table.product" />,
      className: 'cart-item__product',
      cell: (item) => <ProductCell item={item} imagesBaseUrl={imagesBaseUrl} onChooseProduct={onChooseProduct} busy={busy} />,
    },
    {
      id: 'price',
      header: <FormattedMessage id="cart.table.price" />,
      className: 'cart-item__price',
      cellProps: () => label('cart.table.price'),
      cell: (item) => {
        const unit = shownUnitPrice(item);
        return (
          <>
            {unit < item.unitPrice && <s className="cart-item__was">{money(item.unitPrice)}</s>}
            <span>{unit === 0 ? <FormattedMessage id="cart.item.free" /> : money(unit)}</span>
          </>
        );
      },
    },
    {
      id: 'quantity',
      header: <FormattedMessage id="cart.table.quantity" />,
      className: 'cart-item__quantity',
      cellProps: () => label('cart.table.quantity'),
      cell: (item) => {
        if (isPromoChild(item)) return <span>{item.quantity}</span>;
        const quantity = quantityOf(item);
        const bulkRx = isQuantitySelectorDisabled(item);
        return (
          <select
            className="cart-select"
            aria-label={intl.formatMessage({ id: 'cart.item.quantityFor' }, { name: item.productName })}
            value={quantity}
            disabled={quantityBusy || bulkRx || item.isQuantityDisabled}
            title={bulkRx ? intl.formatMessage({ id: 'cart.item.bulkQuantity' }) : undefined}
            onChange={(event) => onQuantityChange(item, Number(event.target.value))}
          >
            {quantityOptions(Math.max(item.maxQuantity, quantity)).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        );
      },
    },
    {
      id: 'total',
      header: <FormattedMessage id="cart.table.total" />,
      className: 'cart-item__total',
      cellProps: () => ({ ...label('cart.table.total'), 'data-updating': updating || undefined }),
      cell: (item) => money(lineTotal(item)),
    },
    {
      id: 'actions',
      header: <FormattedMessage id="cart.table.actions" />,
      headerHidden: true,
      className: 'cart-item__actions',
      cell: (item) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRemove(item)}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'cart.item.removeNamed' }, { name: item.productName })}
        >
          <FormattedMessage id="cart.item.remove" />
        </Button>
      ),
    },
  ];
}
