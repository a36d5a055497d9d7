import type { OrderDetail, OrderLine } from '../../../../../contracts/account-orders';

/** An image path under the store's images base address (absolute paths as they are). */
export const imageUrl = (base: string, path: string) => (/^(https?:)?\/\//i.test(path) || path.startsWith('/') ? path : `${base}${path}`);

export interface PetItems {
  petName: string;
  /** Each item followed by its free or discounted items. */
  items: OrderLine[];
}

/** The order's items per pet, in the order they were bought; a free item stays under its item. */
export function itemsPerPet(order: Pick<OrderDetail, 'items'>): PetItems[] {
  const groups: PetItems[] = [];
  const parents = order.items.filter((i) => i.promoParentId === null);
  for (const item of parents) {
    let group = groups.find((g) => g.petName === item.petName);
    if (!group) {
      group = { petName: item.petName, items: [] };
      groups.push(group);
    }
    group.items.push(item, ...order.items.filter((i) => i.promoParentId === item.id));
  }
  const placed = new Set(groups.flatMap((g) => g.items.map((i) => i.id)));
  const orphans = order.items.filter((i) => !placed.has(i.id));
  if (orphans.length > 0) groups.push({ petName: orphans[0]!.petName, items: orphans });
  return groups;
}

/** The AutoOrder engineer's page that starts a subscription from this order (issue 15). */
export const addToAutoOrderPath = (orderId: number) => `/AutoOrders/AddToAutoOrder?orderId=${orderId}`;

/** Card brand codes as shoppers read them. */
export const CARD_BRAND_NAMES: Record<string, string> = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express' };
