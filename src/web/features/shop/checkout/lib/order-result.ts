import { accountOrderPath } from '../../../../../contracts/account-routes';
import type { OrderInfo } from '../../../../../contracts/orders';
import type { AnalyticsProduct, PurchaseDetails } from '../../../../analytics/data-layer';
import { sessionStore } from '../../../../storage-keys';

/**
 * The placed orders, kept in session storage for the order-submitted page (cc §2: "Order data is
 * read from browser session storage"), so a reload of that page still shows them and the purchase
 * event is sent once per order, not once per visit.
 */
export interface StoredOrderResult {
  orders: OrderInfo[];
  /** Orders whose purchase event was sent already. */
  trackedOrderIds: number[];
}

/** Same prefix as the app's other keys (src/web/storage-keys.ts); owned by the checkout. */
export const ORDER_RESULT_KEY = 'vetstore.checkout.orderResult';

export function saveOrderResult(orders: readonly OrderInfo[], storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(ORDER_RESULT_KEY, JSON.stringify({ orders: [...orders], trackedOrderIds: [] } satisfies StoredOrderResult));
  } catch {
    // Storage refused: the order is placed all the same; the page then says it has nothing to show.
  }
}

export function readOrderResult(storage: Storage | null = sessionStore()): StoredOrderResult | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ORDER_RESULT_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as StoredOrderResult).orders)) return null;
    const result = parsed as StoredOrderResult;
    return { orders: result.orders, trackedOrderIds: Array.isArray(result.trackedOrderIds) ? result.trackedOrderIds : [] };
  } catch {
    return null;
  }
}

/** Notes the orders whose purchase event went out. */
export function markTracked(orderIds: readonly number[], storage: Storage | null = sessionStore()): void {
  const result = readOrderResult(storage);
  if (!result) return;
  const tracked = [...new Set([...result.trackedOrderIds, ...orderIds])];
  try {
    storage?.setItem(ORDER_RESULT_KEY, JSON.stringify({ ...result, trackedOrderIds: tracked }));
  } catch {
    // Not remembered: at worst a reload sends the event again.
  }
}

/**
 * cc §2 purchase event of one order: transaction id, value, shipping net of the free-shipping
 * discount (cc §9), tax, and its items with id, name, brand, variant, price, discount, quantity.
 */
export function purchaseOf(order: OrderInfo): PurchaseDetails {
  const products: AnalyticsProduct[] = order.orderItems.map((item) => ({
    id: item.productId,
    name: item.name,
    brand: item.mfgName,
    variant: item.productFormat,
    priceCents: item.price,
    discountCents: item.discount,
    quantity: item.quantity,
  }));
  return {
    transactionId: order.orderNumber,
    totalCents: order.orderTotal,
    shippingCents: Math.max(0, order.shippingAmount - order.freeShippingDiscountTotal),
    taxCents: order.totalTaxes,
    products,
  };
}

/**
 * The account's page of the order (rr §2 "order status";
 * docs/decisions/043-reading-an-order-never-prices-it-again.md).
 */
export function orderDetailsPath(orderId: number): string {
  return accountOrderPath(orderId);
}
