import { useIntl } from 'react-intl';
import type { CartItem } from '../../../../../contracts/cart';
import { DataTable } from '../../../../ui/data-table/DataTable';
import { isPromoChild } from '../lib/cart-view';
import { useCartItemColumns } from './cart-item-columns';

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

/**
 * cc §2: the cart items table; each free or discounted item follows the item it comes with. On a
 * phone its lines are cards (cart.css), so it never needs a scroll region.
 */
export function CartItemsTable({ items, imagesBaseUrl, quantities, ...options }: CartItemsTableProps) {
  const intl = useIntl();
  const columns = useCartItemColumns({ imagesBaseUrl, quantityOf: (item) => quantities[item.id] ?? item.quantity, ...options });
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      caption={intl.formatMessage({ id: 'cart.table.caption' })}
      empty={null}
      loading={options.updating}
      className="cart-table"
      scroll={false}
      rowProps={(item) => ({ className: 'cart-item', 'data-promo-child': isPromoChild(item) || undefined })}
    />
  );
}
