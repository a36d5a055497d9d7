import { percentOf, type Cents } from '../money';

/**
 * The money of a return (issue 17; rr §4 "Return", §9 messages): what goes back to the shopper, to
 * the cent, from the order as it was charged. Pure: the server feeds it the stored order and the
 * returns already made.
 *
 * Every amount is computed CUMULATIVELY: what everything returned so far is worth, less what was
 * already refunded. Each part is rounded once, half up, from the order's own figures, so partial
 * returns always add up to the order and never past it: returning the rest gives back exactly the
 * cents left, never a cent more or less.
 */

export const RETURN_FEE_KINDS = ['none', 'flat', 'percent'] as const;
export type ReturnFeeKind = (typeof RETURN_FEE_KINDS)[number];
export const RETURN_RESPONSIBILITIES = ['client', 'clinic', 'distributor', 'carrier'] as const;
export type ReturnResponsibility = (typeof RETURN_RESPONSIBILITIES)[number];
export const REFUND_METHODS = ['card', 'credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export interface OrderLineForReturn {
  orderItemId: number;
  quantity: number;
  /** What the line was charged, after every discount and its coupon share. */
  netCents: Cents;
}

export interface OrderTaxForReturn {
  code: string;
  label: string;
  /** Percent, as stored on the order. */
  rate: number;
  itemsAmountCents: Cents;
  shippingAmountCents: Cents;
}

export interface OrderForReturn {
  lines: readonly OrderLineForReturn[];
  /** Shipping charged, after its discount. */
  shippingCents: Cents;
  taxes: readonly OrderTaxForReturn[];
  /** Charged to the card. */
  cardPaidCents: Cents;
  /** Paid with account credit. */
  creditPaidCents: Cents;
}

/** The returns made before (pending and completed; a cancelled one gave nothing back). */
export interface PriorReturns {
  /** Units already returned, by order item. */
  returnedQuantities: ReadonlyMap<number, number>;
  itemsRefundedCents: Cents;
  itemsTaxRefundedCents: Cents;
  shippingRefunded: boolean;
  /** Every refund's total (card and credit). */
  refundedCents: Cents;
  /** What went back to the card. */
  cardRefundedCents: Cents;
}

export const NO_PRIOR_RETURNS: PriorReturns = {
  returnedQuantities: new Map(), itemsRefundedCents: 0, itemsTaxRefundedCents: 0, shippingRefunded: false, refundedCents: 0, cardRefundedCents: 0,
};

export interface ReturnRequest {
  items: readonly { orderItemId: number; quantity: number }[];
  refundShipping: boolean;
  feeKind: ReturnFeeKind;
  /** flat: cents; percent: basis points (1000 = 10 %) of the items refunded. */
  feeValue: number;
  method: RefundMethod;
  /** Staff's own amount in place of the computed one (rr §4 "custom refund amount"). */
  customRefundCents: Cents | null;
}

export type ReturnRefusal =
  | 'return_no_items'
  | 'return_quantity_exceeded'
  | 'order_fully_refunded'
  | 'return_refund_mismatch'
  | 'return_fee_exceeds_refund';

export interface ReturnLineRefund {
  orderItemId: number;
  quantity: number;
  refundCents: Cents;
  taxRefundCents: Cents;
}

export interface ReturnRefund {
  lines: ReturnLineRefund[];
  itemsRefundCents: Cents;
  itemsTaxRefundCents: Cents;
  /** Shipping and its taxes. */
  shippingRefundCents: Cents;
  feeCents: Cents;
  feeTaxCents: Cents;
  /** What the shopper gets back. */
  totalCents: Cents;
  /** Of which to the card (the rest as account credit). */
  toCardCents: Cents;
  toCreditCents: Cents;
}

export type ReturnOutcome = { ok: true; refund: ReturnRefund } | { ok: false; refusal: ReturnRefusal };

/** round(value × part / whole), half up, in integers (no float noise). */
function share(value: Cents, part: number, whole: number): Cents {
  if (whole <= 0) return 0;
  return Math.floor((2 * value * part + whole) / (2 * whole));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function maxRefundable(order: OrderForReturn, prior: PriorReturns): Cents {
  return Math.max(0, order.cardPaidCents + order.creditPaidCents - prior.refundedCents);
}

/** The fee and its taxes, by the order's own tax rates (a single line for a flat HST province). */
function feeOf(request: ReturnRequest, itemsRefund: Cents, taxes: readonly OrderTaxForReturn[]): { fee: Cents; feeTax: Cents } {
  let fee = 0;
  if (request.feeKind === 'flat') fee = Math.max(0, Math.trunc(request.feeValue));
  if (request.feeKind === 'percent') fee = share(itemsRefund, Math.max(0, Math.min(10_000, Math.trunc(request.feeValue))), 10_000);
  return { fee, feeTax: sum(taxes.map((t) => percentOf(fee, t.rate))) };
}

export function computeReturnRefund(order: OrderForReturn, prior: PriorReturns, request: ReturnRequest): ReturnOutcome {
  const wanted = request.items.filter((i) => i.quantity > 0);
  const shipping = request.refundShipping && !prior.shippingRefunded && order.shippingCents + sum(order.taxes.map((t) => t.shippingAmountCents)) > 0;
  if (wanted.length === 0 && !shipping) return { ok: false, refusal: 'return_no_items' };
  const remaining = maxRefundable(order, prior);
  if (remaining <= 0) return { ok: false, refusal: 'order_fully_refunded' };

  const itemsNet = sum(order.lines.map((l) => l.netCents));
  const lines: ReturnLineRefund[] = [];
  const quantities = new Map(prior.returnedQuantities);
  for (const item of wanted) {
    const line = order.lines.find((l) => l.orderItemId === item.orderItemId);
    const before = prior.returnedQuantities.get(item.orderItemId) ?? 0;
    const now = (quantities.get(item.orderItemId) ?? before) + item.quantity;
    if (!line || !Number.isInteger(item.quantity) || now > line.quantity) return { ok: false, refusal: 'return_quantity_exceeded' };
    quantities.set(item.orderItemId, now);
    const previous = (quantities.get(item.orderItemId) ?? 0) - item.quantity;
    lines.push({ orderItemId: item.orderItemId, quantity: item.quantity, refundCents: share(line.netCents, now, line.quantity) - share(line.netCents, previous, line.quantity), taxRefundCents: 0 });
  }

  // Items' value returned so far (this return included), then each tax line in proportion to it.
  const cumulativeNet = sum(order.lines.map((l) => share(l.netCents, quantities.get(l.orderItemId) ?? 0, l.quantity)));
  const itemsRefundCents = sum(lines.map((l) => l.refundCents));
  const cumulativeTax = sum(order.taxes.map((t) => share(t.itemsAmountCents, cumulativeNet, itemsNet)));
  const itemsTaxRefundCents = Math.max(0, cumulativeTax - prior.itemsTaxRefundedCents);
  // The items' tax shared over the lines (largest part to the last line, so they add up exactly).
  let spread = 0;
  lines.forEach((l, i) => {
    l.taxRefundCents = i === lines.length - 1 ? itemsTaxRefundCents - spread : share(itemsTaxRefundCents, l.refundCents, Math.max(1, itemsRefundCents));
    spread += l.taxRefundCents;
  });

  const shippingRefundCents = shipping ? order.shippingCents + sum(order.taxes.map((t) => t.shippingAmountCents)) : 0;
  const { fee: feeCents, feeTax: feeTaxCents } = feeOf(request, itemsRefundCents, order.taxes);
  const gross = itemsRefundCents + itemsTaxRefundCents + shippingRefundCents;
  // A flat fee larger than what it is taken from was accepted and completed a $0.00 "refund"
  // (issue 24): refused, unless staff enter the amount themselves. A percentage fee is at most the
  // items' value (its tax may differ from theirs by a rounding cent, kept at $0.00 by the floor).
  if (request.feeKind === 'flat' && feeCents + feeTaxCents > gross && request.customRefundCents === null) {
    return { ok: false, refusal: 'return_fee_exceeds_refund' };
  }
  const computed = Math.max(0, gross - feeCents - feeTaxCents);

  let totalCents = Math.min(computed, remaining);
  if (request.customRefundCents !== null) {
    if (!Number.isInteger(request.customRefundCents) || request.customRefundCents <= 0 || request.customRefundCents > remaining) {
      return { ok: false, refusal: 'return_refund_mismatch' };
    }
    totalCents = request.customRefundCents;
  }
  // To the card: at most what the card paid less what went back to it; what credit paid comes back as credit.
  const cardLeft = Math.max(0, order.cardPaidCents - prior.cardRefundedCents);
  const toCardCents = request.method === 'card' ? Math.min(totalCents, cardLeft) : 0;
  return {
    ok: true,
    refund: {
      lines, itemsRefundCents, itemsTaxRefundCents, shippingRefundCents, feeCents, feeTaxCents, totalCents, toCardCents, toCreditCents: totalCents - toCardCents,
    },
  };
}

/** The returns after this one are priced on top of it. */
export function addToPrior(prior: PriorReturns, refund: ReturnRefund): PriorReturns {
  const returnedQuantities = new Map(prior.returnedQuantities);
  for (const l of refund.lines) returnedQuantities.set(l.orderItemId, (returnedQuantities.get(l.orderItemId) ?? 0) + l.quantity);
  return {
    returnedQuantities,
    itemsRefundedCents: prior.itemsRefundedCents + refund.itemsRefundCents,
    itemsTaxRefundedCents: prior.itemsTaxRefundedCents + refund.itemsTaxRefundCents,
    shippingRefunded: prior.shippingRefunded || refund.shippingRefundCents > 0,
    refundedCents: prior.refundedCents + refund.totalCents,
    cardRefundedCents: prior.cardRefundedCents + refund.toCardCents,
  };
}
