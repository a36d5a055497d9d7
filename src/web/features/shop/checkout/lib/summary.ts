import type { OrderSummary } from '../../../../../contracts/checkout';
import type { Cents } from '../../../../../domain/money';

export type SummaryLineId =
  | 'subtotal'
  | 'specialOffers'
  | 'autoOrderClinic'
  | 'coupon'
  | 'rebates'
  | 'shipping'
  | 'shippingPending'
  | 'freeShipping'
  | 'beforeTax'
  | 'tax'
  | 'accountCredit'
  | 'total';

export interface SummaryLine {
  id: SummaryLineId;
  amount: Cents | null;
  /** Shown with a minus sign. */
  reduction?: boolean;
  /** Values for the label (tax label and rate, coupon code). */
  values?: Record<string, string | number>;
  emphasis?: boolean;
}

/**
 * The order summary in reading order (cc §9): items, their discounts (offers, AutoOrder clinic
 * discount, coupon), rebates (AutoOrder sponsored share included), shipping and its free-shipping
 * discount, total before tax, each tax line, account credit, total. Zero reductions are left out;
 * shipping reads 'choose a delivery option' until every group has one.
 */
export function summaryLines(summary: OrderSummary, couponCode: string | null): SummaryLine[] {
  const lines: SummaryLine[] = [{ id: 'subtotal', amount: summary.itemSubtotalBeforeDiscounts }];
  const reduction = (id: SummaryLineId, amount: Cents, values?: SummaryLine['values']) => {
    if (amount > 0) lines.push({ id, amount, reduction: true, ...(values ? { values } : {}) });
  };
  reduction('specialOffers', summary.totalDiscount - summary.autoOrderDiscountClinic - summary.couponDiscount);
  reduction('autoOrderClinic', summary.autoOrderDiscountClinic);
  reduction('coupon', summary.couponDiscount, { code: couponCode ?? '' });
  reduction('rebates', summary.totalRebates);
  if (summary.allGroupsHaveDeliveryOption) lines.push({ id: 'shipping', amount: summary.shipping });
  else lines.push({ id: 'shippingPending', amount: null });
  reduction('freeShipping', summary.freeShippingDiscountTotal);
  lines.push({ id: 'beforeTax', amount: summary.orderTotalBeforeTax });
  for (const tax of summary.taxes.taxesWithLabel) lines.push({ id: 'tax', amount: tax.amount, values: { label: tax.label, rate: tax.rate } });
  reduction('accountCredit', summary.accountCreditApplied);
  lines.push({ id: 'total', amount: summary.total, emphasis: true });
  return lines;
}
