import { LOW_STOCK_THRESHOLD, OUT_OF_STOCK_NOTE_TIER_DAYS, TEMPORARILY_OUT_OF_STOCK_UNDER_DAYS } from './constants';
import { DAY_MS } from './time';

/**
 * Stock state of a child product (cc §4 Stock, rr §4).
 * - long-term backorder wins over every other flag and reads 'currently unavailable';
 * - in stock with a quantity of 20 or less is low stock (an unknown quantity is plain in stock);
 * - out of stock under 14 days since last reported in stock is 'temporarily out of stock',
 *   14 days or more (or never reported) is 'out of stock'.
 * Day spans are half-open: [0, 7) 'under7', [7, 14) '7to14', [14, ∞) 'over14', so the note tier
 * and the temporarily/out split always agree at the 14-day edge.
 */
export type StockState = 'inStock' | 'lowStock' | 'temporarilyOutOfStock' | 'outOfStock' | 'longTermBackorder';
export type OutOfStockTier = 'under7' | '7to14' | 'over14';
export type NotifyButton = 'notifyMe' | 'cancelNotification';

export interface StockInput {
  isInStock: boolean;
  stockQuantity?: number | null;
  frequentlyLowStock?: boolean | null;
  isLongTermBackorder?: boolean | null;
  /** ISO string, epoch milliseconds or Date; null when never reported in stock. */
  lastReportedInStockTimestamp?: string | number | Date | null;
  /** True when the customer already asked to be notified (cc §4). */
  isTrackingAvailability?: boolean | null;
}

export interface StockView {
  state: StockState;
  /** Only for temporarily out and out of stock; long-term backorder reads 'currently unavailable'. */
  outOfStockTier: OutOfStockTier | null;
  /** The 'frequently out of stock' hint (cc §4), independent of the current state. */
  frequentlyLowStock: boolean;
  /** Which notify button shows; null when none shows. */
  notifyButton: NotifyButton | null;
}

const [TIER_WEEK, TIER_TWO_WEEKS] = OUT_OF_STOCK_NOTE_TIER_DAYS;

/** Fractional days since the product was last in stock; null when it never was (or bad date). */
export function daysSinceLastInStock(last: StockInput['lastReportedInStockTimestamp'], now: Date): number | null {
  if (last === null || last === undefined || last === '') return null;
  const time = last instanceof Date ? last.getTime() : new Date(last).getTime();
  if (Number.isNaN(time)) return null;
  return (now.getTime() - time) / DAY_MS;
}

export function stockState(product: StockInput, now: Date): StockState {
  if (product.isLongTermBackorder) return 'longTermBackorder';
  if (product.isInStock) {
    const quantity = product.stockQuantity;
    // spec cc §4: low stock at 20 units or fewer while in stock.
    return quantity !== null && quantity !== undefined && quantity <= LOW_STOCK_THRESHOLD ? 'lowStock' : 'inStock';
  }
  const days = daysSinceLastInStock(product.lastReportedInStockTimestamp, now);
  return days !== null && days < TEMPORARILY_OUT_OF_STOCK_UNDER_DAYS ? 'temporarilyOutOfStock' : 'outOfStock';
}

export function isAvailable(state: StockState): boolean {
  return state === 'inStock' || state === 'lowStock';
}

/** The three-tier out-of-stock note; never reported in stock counts as over 14 days. */
export function outOfStockTier(days: number | null): OutOfStockTier {
  if (days === null || days >= TIER_TWO_WEEKS) return 'over14';
  return days < TIER_WEEK ? 'under7' : '7to14';
}

/**
 * The notify button shows whenever the product cannot be bought now, long-term backorder
 * included; it reads 'cancel notification' while the customer is already tracking it.
 */
export function notifyButton(state: StockState, isTrackingAvailability: boolean | null | undefined): NotifyButton | null {
  if (isAvailable(state)) return null;
  return isTrackingAvailability ? 'cancelNotification' : 'notifyMe';
}

export function describeStock(product: StockInput, now: Date): StockView {
  const state = stockState(product, now);
  const days = daysSinceLastInStock(product.lastReportedInStockTimestamp, now);
  return {
    state,
    outOfStockTier: state === 'temporarilyOutOfStock' || state === 'outOfStock' ? outOfStockTier(days) : null,
    frequentlyLowStock: product.frequentlyLowStock === true,
    notifyButton: notifyButton(state, product.isTrackingAvailability),
  };
}
