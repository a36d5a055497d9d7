/**
 * Split shipping (issue 16 "Split shipping"): an order holding items that wait on the veterinarian
 * and items that do not sends the ready items first. Pure rules: which items are ready, and what
 * each shipment is charged (docs/decisions/057-cancel-and-split-shipping.md).
 */

export interface SplitItem {
  id: number;
  /** The line's net price after offers and coupon, in cents. */
  netPriceCents: number;
  requiresApproval: boolean;
  /** Whether a validated, unexpired prescription covers this pet and product family now. */
  covered: boolean;
}

/** An item waits on the veterinarian when it needs approval and no validated prescription covers it. */
export const waitsOnVeterinarian = (item: Pick<SplitItem, 'requiresApproval' | 'covered'>) => item.requiresApproval && !item.covered;

export interface ShipmentCharges {
  /** What the ready shipment is charged now: the order total less the waiting items' share. */
  readyCents: number;
  /** What the waiting shipment will be charged when it ships: its items and their share of the items' taxes. */
  waitingCents: number;
}

/**
 * Splits the order's total between the two shipments. The waiting shipment carries its items' net
 * prices and their share of the order's item taxes (in proportion to net prices, rounded half up);
 * the ready shipment carries the rest: its items, their taxes, shipping and its taxes, less any
 * account credit. The two always add up to the order's total, and neither is negative.
 */
export function splitCharges(
  order: { totalCents: number; itemsTaxCents: number },
  items: readonly SplitItem[],
): ShipmentCharges {
  const itemsNet = items.reduce((sum, i) => sum + i.netPriceCents, 0);
  const waitingNet = items.filter(waitsOnVeterinarian).reduce((sum, i) => sum + i.netPriceCents, 0);
  const waitingTax = itemsNet > 0 ? Math.round((order.itemsTaxCents * waitingNet) / itemsNet) : 0;
  const waitingCents = Math.min(order.totalCents, waitingNet + waitingTax);
  return { readyCents: order.totalCents - waitingCents, waitingCents };
}
