import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isInRestrictedArea, limitBreaches, monthlyResetDate, monthStartOf, monthWindow, normalizeAreaValue, restrictingAreas, unitsLeft,
} from './ordering-limits';

const TORONTO = 'America/Toronto';
const VANCOUVER = 'America/Vancouver';

describe('the month of a monthly limit, in the clinic’s time zone', () => {
  it('resets on the first day of the next month', () => {
    expect(monthlyResetDate(new Date('2026-11-15T12:00:00Z'), TORONTO)).toBe('2026-12-01');
    expect(monthlyResetDate(new Date('2026-12-31T12:00:00Z'), TORONTO)).toBe('2027-01-01');
    expect(monthlyResetDate(new Date('2027-02-28T12:00:00Z'), TORONTO)).toBe('2027-03-01');
  });

  it('follows the clinic’s calendar, not UTC: 1 December 02:00 UTC is still November in Toronto', () => {
    const instant = new Date('2026-12-01T02:00:00Z');
    expect(monthStartOf(instant, TORONTO)).toBe('2026-11-01');
    expect(monthlyResetDate(instant, TORONTO)).toBe('2026-12-01');
    expect(monthStartOf(instant, 'UTC')).toBe('2026-12-01');
    // Halifax's November starts on daylight time and ends on standard time.
    expect(monthWindow(instant, 'America/Halifax')).toEqual({ from: '2026-11-01T03:00:00.000Z', to: '2026-12-01T04:00:00.000Z' });
    expect(monthWindow(instant, TORONTO)).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T05:00:00.000Z' });
  });

  it('any instant lies in its own month’s window, and the window ends where the next month starts', () => {
    fc.assert(fc.property(
      fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
      fc.constantFrom(TORONTO, VANCOUVER, 'America/Halifax', 'America/St_Johns', 'America/Winnipeg', 'UTC'),
      (instant, zone) => {
        const { from, to } = monthWindow(instant, zone);
        expect(from <= instant.toISOString() && instant.toISOString() < to).toBe(true);
        expect(monthStartOf(new Date(to), zone)).toBe(monthlyResetDate(instant, zone));
        expect(monthlyResetDate(instant, zone) > monthStartOf(instant, zone)).toBe(true);
      },
    ));
  });
});

describe('limitBreaches', () => {
  const limits = [
    { productId: 7, monthlyMax: 3, allocationMax: null },
    { productId: 9, monthlyMax: null, allocationMax: 2 },
    { productId: 11, monthlyMax: 4, allocationMax: 5 },
  ];
  const none = new Map<number, number>();

  it('lists the product, max, ordered and in cart of every limit passed, and nothing within the limits', () => {
    const wanted = new Map([[7, 2], [9, 2], [11, 1], [99, 50]]);
    expect(limitBreaches(wanted, limits, none, none)).toEqual([]);
    expect(limitBreaches(wanted, limits, new Map([[7, 2], [11, 3]]), new Map([[9, 1], [11, 4]]))).toEqual([
      { productId: 7, kind: 'monthly', max: 3, ordered: 2, inCart: 2 },
      { productId: 9, kind: 'allocation', max: 2, ordered: 1, inCart: 2 },
    ]);
    expect(limitBreaches(new Map([[11, 2]]), limits, new Map([[11, 3]]), new Map([[11, 4]]))).toEqual([
      { productId: 11, kind: 'monthly', max: 4, ordered: 3, inCart: 2 },
      { productId: 11, kind: 'allocation', max: 5, ordered: 4, inCart: 2 },
    ]);
  });

  it('a product not wanted breaks nothing, even over its limit already', () => {
    expect(limitBreaches(new Map(), limits, new Map([[7, 9]]), none)).toEqual([]);
  });

  it('never lets ordered + in cart pass the max: what is left is exactly what may still be added', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 60 }), (max, ordered, inCart) => {
      const breaches = limitBreaches(new Map([[1, inCart]]), [{ productId: 1, monthlyMax: max, allocationMax: null }], new Map([[1, ordered]]), none);
      expect(breaches.length === 0).toBe(inCart <= unitsLeft(max, ordered));
      expect(unitsLeft(max, ordered)).toBeGreaterThanOrEqual(0);
    }));
  });
});

describe('restricted areas', () => {
  const address = (postalCode: string, province = 'NU') => ({ postalCode, province });

  it('matches a postal code exactly, whatever its case and spaces', () => {
    expect(isInRestrictedArea(address('x0a 1h0'), { kind: 'postal_code', value: 'X0A1H0' })).toBe(true);
    expect(isInRestrictedArea(address('X0A 1H1'), { kind: 'postal_code', value: 'x0a 1h0' })).toBe(false);
  });

  it('matches a prefix at the start only, and a province by its code', () => {
    expect(isInRestrictedArea(address('X0A 1H0'), { kind: 'prefix', value: 'X0A' })).toBe(true);
    expect(isInRestrictedArea(address('X0B 1H0'), { kind: 'prefix', value: 'X0A' })).toBe(false);
    expect(isInRestrictedArea(address('K1X 0A1'), { kind: 'prefix', value: '0A' })).toBe(false);
    expect(isInRestrictedArea(address('X0A 1H0', 'nu'), { kind: 'province', value: 'NU' })).toBe(true);
    expect(isInRestrictedArea(address('K1A 0B1', 'ON'), { kind: 'province', value: 'NU' })).toBe(false);
  });

  it('a prefix matches every postal code it starts', () => {
    const postal = fc.tuple(
      fc.constantFrom(...'ABCEGHJKLMNPRSTVXY'), fc.integer({ min: 0, max: 9 }), fc.constantFrom(...'ABCDEFGHJKLMNPRSTVWXYZ'),
      fc.integer({ min: 0, max: 9 }), fc.constantFrom(...'ABCDEFGHJKLMNPRSTVWXYZ'), fc.integer({ min: 0, max: 9 }),
    ).map((p) => p.join(''));
    fc.assert(fc.property(postal, fc.integer({ min: 1, max: 6 }), fc.boolean(), (code, length, spaced) => {
      const written = spaced ? `${code.slice(0, 3)} ${code.slice(3)}`.toLowerCase() : code;
      expect(isInRestrictedArea(address(written), { kind: 'prefix', value: code.slice(0, length) })).toBe(true);
      expect(isInRestrictedArea(address(written), { kind: 'postal_code', value: code })).toBe(true);
    }));
  });

  it('keeps the clinic’s areas for every product and a product’s areas for that product only', () => {
    const areas = [
      { kind: 'prefix' as const, value: 'X0A', productId: null },
      { kind: 'province' as const, value: 'YT', productId: 7 },
    ];
    expect(restrictingAreas(address('X0A 1H0'), [1], areas)).toEqual([areas[0]]);
    expect(restrictingAreas(address('Y1A 1A1', 'YT'), [1], areas)).toEqual([]);
    expect(restrictingAreas(address('Y1A 1A1', 'YT'), [1, 7], areas)).toEqual([areas[1]]);
    expect(restrictingAreas(null, [7], areas)).toEqual([]);
  });

  it('accepts only values that can be a postal code, its start or a province', () => {
    expect(normalizeAreaValue('postal_code', ' k1a 0b1 ')).toBe('K1A0B1');
    expect(normalizeAreaValue('postal_code', 'K1A')).toBeNull();
    expect(normalizeAreaValue('postal_code', 'D1A 0B1')).toBeNull();
    expect(normalizeAreaValue('prefix', 'x0a')).toBe('X0A');
    expect(normalizeAreaValue('prefix', 'X')).toBe('X');
    expect(normalizeAreaValue('prefix', '0A')).toBeNull();
    expect(normalizeAreaValue('prefix', 'X0A1H0')).toBeNull();
    expect(normalizeAreaValue('province', 'nu')).toBe('NU');
    expect(normalizeAreaValue('province', 'ZZ')).toBeNull();
    expect(normalizeAreaValue('prefix', '')).toBeNull();
  });
});
