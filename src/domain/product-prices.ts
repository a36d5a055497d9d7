import type { Cents } from './money';

/**
 * The rules a child product's prices keep, wherever they are set (the distributor's feed, the
 * product editor): a unit price above zero, the regular price not below it (the card shows a saving
 * only when the unit price is below the regular one, cat §5) and the AutoOrder price not above it.
 */
export type PriceRuleBreak = 'unit_not_positive' | 'regular_below_unit' | 'auto_order_above_unit';

export interface ChildPrices {
  unitCents: Cents;
  regularCents: Cents;
  autoOrderCents: Cents;
}

/** Every rule the prices break; a price not known (null) breaks none of the rules it is part of. */
export function priceRuleBreaks({ unitCents, regularCents, autoOrderCents }: { [K in keyof ChildPrices]: Cents | null }): PriceRuleBreak[] {
  if (unitCents === null) return [];
  const breaks: PriceRuleBreak[] = [];
  if (unitCents <= 0) breaks.push('unit_not_positive');
  if (regularCents !== null && regularCents < unitCents) breaks.push('regular_below_unit');
  if (autoOrderCents !== null && autoOrderCents > unitCents) breaks.push('auto_order_above_unit');
  return breaks;
}
