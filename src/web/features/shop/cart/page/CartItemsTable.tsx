import { FormattedMessage } from 'react-intl';
import type { CartItem } from '../../../../../contracts/cart';
import { CartItemRow } from './CartItemRow';

export interface CartItemsTableProps {
  items: readonly CartItem[];
  imagesBaseUrl: string;
  quantities: Readonly<Record<number, number>>;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  onChooseProduct: (item: CartItem) => void;
  busy: boolean;
  /** The quantity selects wait only for removals (they stay usable while quantities are sent). */
  quantityBusy: boolean;
  /** Quantities are being sent: the totals shown are about to change. */
  updating: boolean;
}

/** cc §2: the cart items table; each free or discounted item follows the item it comes with. */
export function CartItemsTable({ items, imagesBaseUrl, quantities, onQuantityChange, onRemove, onChooseProduct, busy, quantityBusy, updating }: CartItemsTableProps) {
  return (
    <table className="cart-table" aria-busy={updating || undefined}>
      <caption className="visually-hidden">
        <FormattedMessage id="cart.table.caption" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="cart.table.product" />
          </th>
          <th scope="col">
            <FormattedMessage id="cart.table.price" />
          </th>
          <th scope="col">
            <FormattedMessage id="cart.table.quantity" />
          </th>
          <th scope="col">
            <FormattedMessage id="cart.table.total" />
          </th>
          <th scope="col">
            <span className="visually-hidden">
              <FormattedMessage id="cart.table.actions" />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <CartItemRow
            key={item.id}
            item={item}
            imagesBaseUrl={imagesBaseUrl}
            quantity={quantities[item.id] ?? item.quantity}
            onQuantityChange={(quantity) => onQuantityChange(item, quantity)}
            onRemove={() => onRemove(item)}
            onChooseProduct={() => onChooseProduct(item)}
            busy={busy}
            quantityBusy={quantityBusy}
            updating={updating}
          />
        ))}
      </tbody>
    </table>
  );
}
