import { PROVINCES } from './constants';
import { localDateOf, startOfLocalDay } from './report-periods';
import type { IsoDate } from './time';

/**
 * Ordering limits (issue 25, rr §8 "allocation limit per customer; monthly quantity restriction per
 * product (lists product, max, ordered, in cart, reset date); restricted ZIP, postal code or
 * province (choose pickup or another address)"). Pure: the server reads the limits, what the
 * shopper ordered and the address, and asks these rules (docs/decisions/096-ordering-limits.md).
 */

/** A product's limits; null where the product has none of that kind. */
export interface ProductOrderLimit {
  productId: number;
  /** Units one shopper may order in a calendar month (the clinic's time zone). */
  monthlyMax: number | null;
  /** Units one shopper may order while the allocation stands (scarce products). */
  allocationMax: number | null;
}

export type LimitKind = 'monthly' | 'allocation';

/** One product over one of its limits: what the message lists. */
export interface LimitBreach {
  productId: number;
  kind: LimitKind;
  max: number;
  /** Units already ordered in the period (this month, or since the allocation started). */
  ordered: number;
  /** Units of the product in the cart (or in the order being placed). */
  inCart: number;
}

/** The first calendar day of the month an instant falls in, in the zone. */
export function monthStartOf(instant: Date, timeZone: string): IsoDate {
  return `${localDateOf(instant, timeZone).slice(0, 7)}-01`;
}

/** The day the monthly limit resets: the first day of the next month in the zone (rr §8 "reset date"). */
export function monthlyResetDate(instant: Date, timeZone: string): IsoDate {
  const [year, month] = localDateOf(instant, timeZone).split('-').map(Number) as [number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-01`;
}

/** The UTC instants [from, to) the month of `instant` spans in the zone, as ISO timestamps. */
export function monthWindow(instant: Date, timeZone: string): { from: string; to: string } {
  return {
    from: startOfLocalDay(monthStartOf(instant, timeZone), timeZone).toISOString(),
    to: startOfLocalDay(monthlyResetDate(instant, timeZone), timeZone).toISOString(),
  };
}

/** Units the shopper may still order: never below 0. */
export const unitsLeft = (max: number, ordered: number): number => Math.max(0, max - ordered);

/**
 * Every limit the wanted units break, product by product (ordered by product id, monthly first).
 * `wanted`: units per product in the cart (or the order); `orderedThisMonth` and
 * `orderedInAllocation`: units the shopper already ordered in each period.
 */
export function limitBreaches(
  wanted: ReadonlyMap<number, number>,
  limits: readonly ProductOrderLimit[],
  orderedThisMonth: ReadonlyMap<number, number>,
  orderedInAllocation: ReadonlyMap<number, number>,
): LimitBreach[] {
  const breaches: LimitBreach[] = [];
  for (const limit of [...limits].sort((a, b) => a.productId - b.productId)) {
    const inCart = wanted.get(limit.productId) ?? 0;
    if (inCart <= 0) continue;
    const checks: [LimitKind, number | null, number][] = [
      ['monthly', limit.monthlyMax, orderedThisMonth.get(limit.productId) ?? 0],
      ['allocation', limit.allocationMax, orderedInAllocation.get(limit.productId) ?? 0],
    ];
    for (const [kind, max, ordered] of checks) {
      if (max !== null && ordered + inCart > max) breaches.push({ productId: limit.productId, kind, max, ordered, inCart });
    }
  }
  return breaches;
}

// ---------------------------------------------------------------- restricted areas

export const RESTRICTED_AREA_KINDS = ['postal_code', 'prefix', 'province'] as const;
export type RestrictedAreaKind = (typeof RESTRICTED_AREA_KINDS)[number];

/** An area home delivery does not reach: of a clinic (every product) or of a product (from every clinic), or both. */
export interface RestrictedArea {
  kind: RestrictedAreaKind;
  /** 'K1A 0B1' (postal code), 'X0A' (a prefix of one to five characters) or 'NU' (province). */
  value: string;
  /** The product it is about; null: every product of the clinic. */
  productId: number | null;
}

/** A postal code or prefix as compared: upper case, no spaces or dashes ('k1a 0b1' → 'K1A0B1'). */
export const normalizePostalCode = (value: string): string => value.toUpperCase().replace(/[\s-]+/g, '');

/**
 * The value of an area as stored, or null when it is not one: a full Canadian postal code, a prefix
 * of 1 to 5 of its characters that could start one (letter, digit, letter, digit, letter), or a
 * province code.
 */
export function normalizeAreaValue(kind: RestrictedAreaKind, raw: string): string | null {
  const value = normalizePostalCode(raw.trim());
  if (kind === 'province') return (PROVINCES as readonly string[]).includes(value) ? value : null;
  if (kind === 'postal_code') return /^[ABCEGHJ-NPRSTVXY]\d[A-Z]\d[A-Z]\d$/.test(value) ? value : null;
  return /^[ABCEGHJ-NPRSTVXY](\d([A-Z](\d([A-Z])?)?)?)?$/.test(value) ? value : null;
}

/** True when the address lies in the area. */
export function isInRestrictedArea(address: { postalCode: string; province: string }, area: Pick<RestrictedArea, 'kind' | 'value'>): boolean {
  const value = normalizePostalCode(area.value);
  if (value === '') return false;
  if (area.kind === 'province') return address.province.trim().toUpperCase() === value;
  const postal = normalizePostalCode(address.postalCode);
  return area.kind === 'postal_code' ? postal === value : postal.startsWith(value);
}

/**
 * The areas that refuse home delivery of these products to the address: the clinic's own areas
 * (every product) and those of any of the products. Empty when delivery may go there.
 */
export function restrictingAreas<T extends RestrictedArea>(
  address: { postalCode: string; province: string } | null,
  productIds: readonly number[],
  areas: readonly T[],
): T[] {
  if (!address) return [];
  return areas.filter((a) => (a.productId === null || productIds.includes(a.productId)) && isInRestrictedArea(address, a));
}
