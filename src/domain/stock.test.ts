import { describe, expect, it } from 'vitest';
import {
  daysSinceLastInStock,
  describeStock,
  isAvailable,
  notifyButton,
  outOfStockTier,
  stockState,
  type StockInput,
} from './stock';
import { DAY_MS } from './time';

const now = new Date('2025-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
const out = (days: number | null): StockInput => ({
  isInStock: false,
  stockQuantity: 0,
  lastReportedInStockTimestamp: days === null ? null : daysAgo(days),
});

describe('stockState in stock', () => {
  it('exactly 20 is low stock, 21 is in stock', () => {
    expect(stockState({ isInStock: true, stockQuantity: 20 }, now)).toBe('lowStock');
    expect(stockState({ isInStock: true, stockQuantity: 21 }, now)).toBe('inStock');
  });

  it('treats 1 and 0 (while flagged in stock) as low stock', () => {
    expect(stockState({ isInStock: true, stockQuantity: 1 }, now)).toBe('lowStock');
    expect(stockState({ isInStock: true, stockQuantity: 0 }, now)).toBe('lowStock');
  });

  it('treats an unknown quantity as in stock', () => {
    expect(stockState({ isInStock: true }, now)).toBe('inStock');
    expect(stockState({ isInStock: true, stockQuantity: null }, now)).toBe('inStock');
  });
});

describe('stockState out of stock', () => {
  it('13 days is temporarily out, 14 days is out', () => {
    expect(stockState(out(13), now)).toBe('temporarilyOutOfStock');
    expect(stockState(out(13.999), now)).toBe('temporarilyOutOfStock');
    expect(stockState(out(14), now)).toBe('outOfStock');
    expect(stockState(out(30), now)).toBe('outOfStock');
  });

  it('never reported in stock, or an unreadable date, is out of stock', () => {
    expect(stockState(out(null), now)).toBe('outOfStock');
    expect(stockState({ isInStock: false, lastReportedInStockTimestamp: 'not a date' }, now)).toBe('outOfStock');
    expect(stockState({ isInStock: false, lastReportedInStockTimestamp: '' }, now)).toBe('outOfStock');
  });

  it('accepts a Date or epoch milliseconds', () => {
    expect(stockState({ isInStock: false, lastReportedInStockTimestamp: new Date(daysAgo(1)) }, now)).toBe('temporarilyOutOfStock');
    expect(stockState({ isInStock: false, lastReportedInStockTimestamp: now.getTime() - 20 * DAY_MS }, now)).toBe('outOfStock');
  });

  it('long-term backorder wins over every other flag', () => {
    expect(stockState({ isInStock: true, stockQuantity: 100, isLongTermBackorder: true }, now)).toBe('longTermBackorder');
    expect(stockState({ ...out(1), isLongTermBackorder: true }, now)).toBe('longTermBackorder');
  });
});

describe('outOfStockTier', () => {
  it.each([
    [0, 'under7'],
    [6.99, 'under7'],
    [7, '7to14'],
    [13, '7to14'],
    [13.99, '7to14'],
    [14, 'over14'],
    [100, 'over14'],
    [null, 'over14'],
    [-1, 'under7'],
  ] as const)('%s days → %s', (days, tier) => {
    expect(outOfStockTier(days)).toBe(tier);
  });
});

describe('daysSinceLastInStock', () => {
  it('measures fractional days', () => {
    expect(daysSinceLastInStock(daysAgo(1.5), now)).toBeCloseTo(1.5);
    expect(daysSinceLastInStock(null, now)).toBeNull();
    expect(daysSinceLastInStock(undefined, now)).toBeNull();
  });
});

describe('notify button', () => {
  it('shows only when the product cannot be bought', () => {
    expect(notifyButton('inStock', false)).toBeNull();
    expect(notifyButton('lowStock', true)).toBeNull();
    expect(notifyButton('temporarilyOutOfStock', false)).toBe('notifyMe');
    expect(notifyButton('outOfStock', null)).toBe('notifyMe');
    expect(notifyButton('longTermBackorder', undefined)).toBe('notifyMe');
    expect(notifyButton('outOfStock', true)).toBe('cancelNotification');
  });

  it('isAvailable', () => {
    expect(isAvailable('inStock')).toBe(true);
    expect(isAvailable('lowStock')).toBe(true);
    expect(isAvailable('temporarilyOutOfStock')).toBe(false);
  });
});

describe('describeStock', () => {
  it('in stock has no tier and no button', () => {
    expect(describeStock({ isInStock: true, stockQuantity: 50, frequentlyLowStock: true }, now)).toEqual({
      state: 'inStock',
      outOfStockTier: null,
      frequentlyLowStock: true,
      notifyButton: null,
    });
  });

  it('out of stock carries the tier and the button', () => {
    expect(describeStock({ ...out(8), isTrackingAvailability: true }, now)).toEqual({
      state: 'temporarilyOutOfStock',
      outOfStockTier: '7to14',
      frequentlyLowStock: false,
      notifyButton: 'cancelNotification',
    });
    expect(describeStock(out(3), now).outOfStockTier).toBe('under7');
    expect(describeStock(out(14), now)).toMatchObject({ state: 'outOfStock', outOfStockTier: 'over14' });
  });

  it('long-term backorder', () => {
    expect(describeStock({ isInStock: false, isLongTermBackorder: true }, now)).toEqual({
      state: 'longTermBackorder',
      outOfStockTier: null,
      frequentlyLowStock: false,
      notifyButton: 'notifyMe',
    });
  });
});
