import type { Insertable } from 'kysely';
import type { ProductTable } from '../schema';
import type { Rng } from './prng';
import { LOW_STOCK_THRESHOLD, OUT_OF_STOCK_NOTE_TIER_DAYS } from '../../../domain/constants';
import { daysSinceLastInStock, outOfStockTier } from '../../../domain/stock';
import { DAY_MS, HOUR_MS } from '../../../domain/time';

/**
 * Prices and stock of child products. Money is integer cents; shelf prices end in .99, .49, .79 or
 * .29. Stock dates are relative to `now` so "out of stock for 3 days" stays 3 days whenever the
 * seed runs (cc §4 tiers at 7 and 14 days). The tiers and the low-stock line are the domain's own.
 */
const [TIER_WEEK, TIER_TWO_WEEKS] = OUT_OF_STOCK_NOTE_TIER_DAYS;

export function shelfPrice(rng: Rng, dollars: number): number {
  const whole = Math.max(1, Math.floor(dollars));
  return whole * 100 + rng.weighted([99, 49, 79, 29], [6, 2, 1, 1]);
}

export interface Pricing {
  unit_price_cents: number;
  regular_unit_price_cents: number;
  column_regular_retail_cents: number;
  auto_order_unit_price_cents: number;
  auto_order_discount_percentage: number;
  auto_order_discount_clinic_percentage: number;
  auto_order_discount_sponsored_percentage: number;
  rx_fee_cents: number;
  is_subscription: number;
  is_bulk_item: number;
}

/** [total, clinic share, sponsored share] of the AutoOrder discount (cc §9: split in two). */
const AUTO_ORDER_SPLITS: readonly (readonly [number, number, number])[] = [
  [5, 5, 0], [5, 2.5, 2.5], [5, 2, 3], [5, 0, 5], [10, 5, 5], [7.5, 2.5, 5],
];

export function pricing(rng: Rng, dollars: number, options: { subscription: boolean; bulk: boolean }): Pricing {
  const unit = shelfPrice(rng, dollars * (0.85 + rng.next() * 0.3));
  // About one product in six is on sale: the regular price is 10 to 35 % higher (cat §9 "discounted").
  const regular = rng.chance(0.17) ? shelfPrice(rng, (unit / 100) * (1.1 + rng.next() * 0.25)) : unit;
  const [percent, clinic, sponsored] = options.subscription
    ? rng.weighted(AUTO_ORDER_SPLITS, [30, 25, 15, 10, 10, 10])
    : [0, 0, 0];
  return {
    unit_price_cents: unit,
    regular_unit_price_cents: regular,
    column_regular_retail_cents: regular,
    auto_order_unit_price_cents: Math.round((unit * (100 - percent)) / 100),
    auto_order_discount_percentage: percent,
    auto_order_discount_clinic_percentage: clinic,
    auto_order_discount_sponsored_percentage: sponsored,
    // Bulk pharmacy items carry a dispensing fee that is added to the displayed price (cat §9).
    rx_fee_cents: options.bulk ? rng.pick([999, 1249, 1499]) : 0,
    is_subscription: options.subscription ? 1 : 0,
    is_bulk_item: options.bulk ? 1 : 0,
  };
}

export const STOCK_STATES = ['inStock', 'lowStock', 'frequentlyLow', 'outUnder7', 'out7to14', 'outOver14', 'backorder'] as const;
export type SeedStockState = (typeof STOCK_STATES)[number];
const STOCK_WEIGHTS = [86, 5, 2.5, 2, 1.5, 1.5, 1.5];

export type Stock = Pick<
  Insertable<ProductTable>,
  'is_in_stock' | 'stock_quantity' | 'frequently_low_stock' | 'is_long_term_backorder' | 'last_reported_in_stock_at'
>;

export function drawStockState(rng: Rng): SeedStockState {
  return rng.weighted(STOCK_STATES, STOCK_WEIGHTS);
}

export function stockFor(state: SeedStockState, rng: Rng, now: Date): Stock {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const recently = ago(rng.int(1, 36) * HOUR_MS);
  const out = (minDays: number, maxDays: number) => ago(rng.int(minDays, maxDays) * DAY_MS + rng.int(1, 10) * HOUR_MS);
  const base = { frequently_low_stock: 0, is_long_term_backorder: 0 };
  switch (state) {
    case 'inStock': return { ...base, is_in_stock: 1, stock_quantity: rng.int(LOW_STOCK_THRESHOLD + 1, 400), last_reported_in_stock_at: recently };
    case 'lowStock': return { ...base, is_in_stock: 1, stock_quantity: rng.int(1, LOW_STOCK_THRESHOLD), last_reported_in_stock_at: recently };
    case 'frequentlyLow': return { ...base, frequently_low_stock: 1, is_in_stock: 1, stock_quantity: rng.int(5, 60), last_reported_in_stock_at: recently };
    // Whole days inside each tier, kept off its edges (out() adds up to 10 hours).
    case 'outUnder7': return { ...base, is_in_stock: 0, stock_quantity: 0, last_reported_in_stock_at: out(1, TIER_WEEK - 2) };
    case 'out7to14': return { ...base, is_in_stock: 0, stock_quantity: 0, last_reported_in_stock_at: out(TIER_WEEK + 1, TIER_TWO_WEEKS - 2) };
    case 'outOver14': return { ...base, is_in_stock: 0, stock_quantity: 0, last_reported_in_stock_at: out(TIER_TWO_WEEKS + 2, 120) };
    case 'backorder': return { ...base, is_long_term_backorder: 1, is_in_stock: 0, stock_quantity: 0, last_reported_in_stock_at: out(120, 400) };
  }
}

/** Which seed state a product row is in (used to guarantee every state exists). */
export function stockStateOf(p: Stock, now: Date): SeedStockState {
  if (p.is_long_term_backorder) return 'backorder';
  if (p.is_in_stock) return p.frequently_low_stock ? 'frequentlyLow' : (p.stock_quantity ?? 0) <= LOW_STOCK_THRESHOLD ? 'lowStock' : 'inStock';
  const tier = outOfStockTier(daysSinceLastInStock(p.last_reported_in_stock_at, now));
  return tier === 'under7' ? 'outUnder7' : tier === '7to14' ? 'out7to14' : 'outOver14';
}
