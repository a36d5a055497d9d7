import { FormattedMessage } from 'react-intl';
import type { CartItem } from '../../../../contracts/cart';
import { CartItemRow } from './CartItemRow';

export interface CartItemsTableProps {
  items: readonly CartItem[];
  imagesBaseUrl: string;
  quantities: Readonly<Record<number, number>>;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  onChooseProduct: (item: CartItem) => void;
  busy: boolean;
}

/** cc §2: the cart items table; each free or discounted item follows the item it comes with. */
export function CartItemsTable({ items, imagesBaseUrl, quantities, onQuantityChange, onRemove, onChooseProduct, busy }: CartItemsTableProps) {
  return (
    <table className="cart-table">
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
          />
        ))}
      </tbody>
    </table>
  );
}
