import type { Language } from '../../../domain/constants';
import { formatDate } from '../../../domain/date-format';
import { limitBreaches, monthlyResetDate, monthWindow, type LimitBreach } from '../../../domain/ordering-limits';
import { startOfLocalDay } from '../../../domain/report-periods';
import type { IsoDate } from '../../../domain/time';
import type { Db } from '../../db/database';
import { findProductLimits, findShopperClinicZone, orderedUnitRows } from './ordering-limits.queries';

/**
 * The shopper's ordering limits (issue 25, rr §8), asked by the cart (each change and each answer),
 * by the checkout's review and by the claim of every order (checkout and AutoOrders). The claim
 * asks inside its own transaction, after it took the shopper's one pending-checkout slot
 * (checkouts' partial unique index): two claims of one shopper never count at the same time, so
 * two orders that together pass a limit cannot both be placed (docs/decisions/096-ordering-limits.md).
 */

/** A limit passed, with what the message lists: the reset date for a monthly limit. */
export interface LimitProblem extends LimitBreach {
  /** The first day of next month in the clinic's time zone; null for an allocation. */
  resetDate: IsoDate | null;
}

const FALLBACK_TIME_ZONE = 'America/Toronto';

/**
 * Every limit the wanted units (per product: the cart's, or the order's) would pass, with what the
 * shopper already ordered this month (the clinic's calendar) and since each allocation started.
 */
export async function orderingLimitProblems(db: Db, userId: number, wanted: ReadonlyMap<number, number>, now: Date): Promise<LimitProblem[]> {
  const limits = await findProductLimits(db, [...wanted].filter(([, units]) => units > 0).map(([id]) => id));
  if (limits.length === 0) return [];
  const timeZone = (await findShopperClinicZone(db, userId))?.timeZone ?? FALLBACK_TIME_ZONE;
  const month = monthWindow(now, timeZone);
  const allocationFrom = new Map<number, string>();
  for (const l of limits) {
    if (l.allocationMax !== null) allocationFrom.set(l.productId, l.allocationStartsOn ? startOfLocalDay(l.allocationStartsOn, timeZone).toISOString() : '');
  }
  const since = [month.from, ...allocationFrom.values()].sort()[0]!;
  const rows = await orderedUnitRows(db, userId, limits.map((l) => l.productId), since);
  const thisMonth = new Map<number, number>();
  const inAllocation = new Map<number, number>();
  const add = (map: Map<number, number>, id: number, units: number) => map.set(id, (map.get(id) ?? 0) + units);
  for (const row of rows) {
    if (row.createdAt >= month.from && row.createdAt < month.to) add(thisMonth, row.productId, row.quantity);
    const from = allocationFrom.get(row.productId);
    if (from !== undefined && row.createdAt >= from) add(inAllocation, row.productId, row.quantity);
  }
  const resetDate = monthlyResetDate(now, timeZone);
  return limitBreaches(wanted, limits, thisMonth, inAllocation).map((b) => ({ ...b, resetDate: b.kind === 'monthly' ? resetDate : null }));
}

/** Units per product of some lines (a cart's or an order's, free items included). */
export function unitsByProduct(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** The values a limit's message lists (rr §8: product, max, ordered, in cart, reset date). */
export function limitValues(problem: LimitProblem, productName: string): Record<string, string | number> {
  return {
    product: productName, max: problem.max, ordered: problem.ordered, inCart: problem.inCart,
    ...(problem.resetDate ? { resetDate: problem.resetDate } : {}),
  };
}

/**
 * The limits' sentences (rr §8), each once: the cart's and the review's notifications fill them with
 * limitValues (the web says its own translation of them), the claim's refusal with limitMessage.
 */
export const LIMIT_TEXTS = {
  monthly: {
    en: '{product} is limited to {max} per month. Ordered this month: {ordered}; in your cart: {inCart}. The limit resets on {resetDate}.',
    fr: '{product} est limité à {max} par mois. Commandé ce mois-ci\u202f: {ordered}\u202f; dans votre panier\u202f: {inCart}. La limite revient le {resetDate}.',
  },
  allocation: {
    en: '{product} is allocated: at most {max} per customer. Already ordered: {ordered}; in your cart: {inCart}.',
    fr: '{product} est contingenté\u202f: au plus {max} par client. Déjà commandé\u202f: {ordered}\u202f; dans votre panier\u202f: {inCart}.',
  },
  /** rr §8 "restricted ZIP, postal code or province (choose pickup or another address)". */
  restrictedArea: {
    en: 'Home delivery to this address is not available for these items. Please choose clinic pickup or another address.',
    fr: 'La livraison à domicile n’est pas offerte à cette adresse pour ces articles. Choisissez le ramassage à la clinique ou une autre adresse.',
  },
} as const satisfies Record<string, Record<Language, string>>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

/** The limit's message in the shopper's language, its reset date written as the pages write dates. */
export function limitMessage(problem: LimitProblem, productName: string, lang: Language): string {
  const values = limitValues(problem, productName);
  if (problem.resetDate) values.resetDate = formatDate(problem.resetDate, lang);
  return fill(LIMIT_TEXTS[problem.kind][lang], values);
}

export const restrictedAreaMessage = (lang: Language): string => LIMIT_TEXTS.restrictedArea[lang];
