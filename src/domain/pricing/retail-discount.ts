import { percentOf, type Cents } from '../money';
import { POLICY_RANGES } from '../clinic-policies';
import type { ProductPriceInput } from './types';

/**
 * The clinic's retail discount (rr §5 "retail discount 0 to 70 percent"): the clinic's clients pay
 * its own selling price, the store's price less the clinic's percent
 * (docs/decisions/106-clinic-retail-discount.md). The discount is taken per unit and rounded once,
 * half up, to the cent, as every other percentage is (docs/decisions/010-rounding.md): 10 % of
 * $10.05 is $1.01, so the client pays $9.04.
 */
export function retailDiscounted(cents: Cents, percent: number): Cents {
  const p = clampRetailPercent(percent);
  if (p === 0 || cents <= 0) return cents;
  return cents - percentOf(cents, p);
}

/** A stored percent outside the policy's range never makes a price rise or vanish. */
function clampRetailPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(POLICY_RANGES.retailDiscountPercent.max, Math.max(POLICY_RANGES.retailDiscountPercent.min, percent));
}

/**
 * A product's prices at a clinic with this retail discount: the selling price and the AutoOrder
 * price are lowered; the regular (compare-at) price and the Rx fee stay, so the card shows the
 * store's price struck through and a fee is never discounted. Offers, the AutoOrder percentages,
 * coupons, rebates and taxes then work on the lowered price, as on any other price.
 */
export function atRetailDiscount(price: ProductPriceInput, percent: number): ProductPriceInput {
  if (clampRetailPercent(percent) === 0) return price;
  return {
    ...price,
    unitPrice: retailDiscounted(price.unitPrice, percent),
    autoOrderUnitPrice: retailDiscounted(price.autoOrderUnitPrice, percent),
  };
}
