/**
 * An order's life (rr §4 "Order statuses" and "Order history events"), one vocabulary for the
 * shopper's account (issue 14), the AutoOrder engine (issue 15) and the clinic portal (issue 16).
 * Codes are what the database stores; the words shown are messages (`orderStatus.<code>` for staff,
 * and the shopper's plainer `SHOPPER_STATUS` groups).
 */
export const ORDER_STATUSES = [
  /** Only while its card is being authorised (docs/decisions/034-placing-an-order.md); never shown. */
  'pending_payment',
  'submitted',
  'waiting_order_validation',
  'waiting_on_veterinarian',
  'waiting_on_client',
  'validated',
  'autoorder_waiting',
  'pending_future_orders',
  'waiting_to_send_to_distributor',
  'sent_to_distributor',
  'sent_to_shipping',
  'backordered',
  'billed',
  'bill_declined',
  'shipped',
  'shipped_to_clinic',
  'ready_for_pickup',
  'picked_up',
  'lost',
  'cancelled',
  'reinstated_cancelled_order',
  'transaction_reversed',
  'tax_integration_failure',
  'new_error',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** rr §4 "Order history events", plus what the account and portal record ('created' is unused). */
export const ORDER_EVENTS = [
  'submitted',
  'validated',
  'rx_approved',
  'waiting_on_veterinarian',
  'sent_to_distributor',
  'ship_order',
  'shipped',
  'ready_for_pickup',
  'picked_up',
  'back_order',
  'billed',
  'bill_declined',
  'cancel',
  'item_removed',
  'mark_as_lost',
  'returns_processed',
  'shipping_rate_update',
  'tax_calculation_failure',
  'back_to_validated',
  // Issue 25, the distributor: queued for sending, handed to the distributor's shipping, shipped to the
  // clinic for a pickup order, and the clinic's question to the client.
  'waiting_to_send_to_distributor',
  'sent_to_shipping',
  'shipped_to_clinic',
  'waiting_on_client',
  // Issue 25: a new order reinstating a cancelled one (the cancelled order itself never changes).
  'reinstated',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Who caused an event: the shopper, a clinic staff member, or the store itself (AutoOrder engine, sweeps). */
export type OrderActor = 'shopper' | 'staff' | 'system';

/**
 * The few words a shopper sees for the many statuses: what they wait for, not the clinic's workflow.
 * Every status maps to one (the account's order list and page, emails).
 */
export const SHOPPER_STATUS = {
  received: ['pending_payment', 'submitted', 'waiting_order_validation', 'validated', 'autoorder_waiting', 'pending_future_orders', 'waiting_to_send_to_distributor', 'new_error', 'tax_integration_failure', 'reinstated_cancelled_order'],
  waitingOnVeterinarian: ['waiting_on_veterinarian'],
  waitingOnYou: ['waiting_on_client', 'bill_declined'],
  processing: ['sent_to_distributor', 'sent_to_shipping', 'billed'],
  backordered: ['backordered'],
  shipped: ['shipped', 'shipped_to_clinic'],
  readyForPickup: ['ready_for_pickup'],
  pickedUp: ['picked_up'],
  lost: ['lost'],
  cancelled: ['cancelled', 'transaction_reversed'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type ShopperStatus = keyof typeof SHOPPER_STATUS;

export function shopperStatusOf(status: OrderStatus): ShopperStatus {
  for (const [word, statuses] of Object.entries(SHOPPER_STATUS) as [ShopperStatus, readonly OrderStatus[]][]) {
    if (statuses.includes(status)) return word;
  }
  return 'received';
}

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** Statuses reached only once the order went to the distributor: from then on it cannot be cancelled or moved back (rr §4). */
const AT_OR_AFTER_DISTRIBUTOR: readonly OrderStatus[] = [
  // Queued for the distributor (issue 25): the sending job may be talking to it already.
  'waiting_to_send_to_distributor',
  'sent_to_distributor', 'sent_to_shipping', 'billed', 'shipped', 'shipped_to_clinic', 'picked_up', 'lost', 'transaction_reversed',
];

/**
 * Whether an order may still be cancelled (by the shopper or the clinic): never once sent to the
 * distributor (rr §4, §8 "order not revertable once sent to the distributor"), and a cancelled order
 * cannot be changed. `sentToDistributorAt` is the order's own record of that moment, kept even when
 * a later status (ready for pickup) no longer says so.
 */
export function canCancelOrder(order: { status: OrderStatus; sentToDistributorAt: string | null }): boolean {
  return cancelRefusal(order) === null;
}

/** Statuses where the goods have left the clinic or reached the client: a return, not a cancellation, undoes them. */
const HANDED_OVER: readonly OrderStatus[] = ['shipped', 'picked_up', 'lost'];

/**
 * Why an order cannot be cancelled, or null when it can: already cancelled; handed over (shipped,
 * picked up or lost: a pickup order never goes to the distributor, so "sent to the distributor" was
 * not the reason, issue 24); or sent to the distributor (rr §8 "order not revertable once sent to
 * the distributor").
 */
export function cancelRefusal(order: { status: OrderStatus; sentToDistributorAt: string | null }): 'cancelled' | 'handed_over' | 'not_revertable' | null {
  if (order.status === 'cancelled') return 'cancelled';
  if (HANDED_OVER.includes(order.status)) return 'handed_over';
  if (order.status === 'pending_payment' || order.sentToDistributorAt || AT_OR_AFTER_DISTRIBUTOR.includes(order.status)) return 'not_revertable';
  return null;
}

/**
 * Whether the clinic may reinstate an order (issue 25; docs/decisions/101-reinstating-a-cancelled-order.md):
 * only a cancelled one, and only once. Reinstating creates a new order, so the cancelled order
 * "cannot be changed" (rr §4) still holds.
 */
export const canReinstateOrder = (order: { status: OrderStatus; reinstatedAsOrderId: number | null }): boolean =>
  order.status === 'cancelled' && order.reinstatedAsOrderId === null;
