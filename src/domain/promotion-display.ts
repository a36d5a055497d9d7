import {
  BOGO_PROMO_TYPE_IDS,
  FINE_PRINT_COLLAPSE_ABOVE,
  PROMO_END_DATE_VISIBLE_WITHIN_DAYS,
  PROMO_EXPIRY_DISPLAY_OFFSET_DAYS,
  REBATE_PROMO_TYPE_IDS,
} from './constants';
import { DAY_MS } from './time';

/**
 * How a promotion shows on the list, card and details pages (cat §2, §4, §9; cc §9).
 * Dates: the stored end date is a calendar date; 'YYYY-MM-DD' strings (or the date part of an
 * ISO timestamp, or a Date's UTC date) are used as is, so the displayed day never shifts with
 * the viewer's time zone. The web must format the returned 'YYYY-MM-DD' as a calendar date.
 */
export interface PromotionDisplayInput {
  promoTypeID: number;
  endDate?: string | Date | null;
  hidePromoInfoInWebstore?: boolean | null;
  isNotQualified?: boolean | null;
  promoProductGroups?: readonly unknown[] | null;
  /** The terms-and-conditions text, already stripped of markup. */
  finePrint?: string | null;
}

/** Where the fine print goes: in the pop-up (shop promotion), inline, collapsed, or nowhere. */
export type FinePrintMode = 'inPopup' | 'inline' | 'collapsed' | 'none';

export interface PromotionView {
  visible: boolean;
  isBogo: boolean;
  isRebate: boolean;
  shopPromotion: boolean;
  finePrint: FinePrintMode;
  /** 'YYYY-MM-DD' to show after 'Expires', or null when hidden or unknown. */
  expiryDate: string | null;
}

export function isBogo(promoTypeId: number): boolean {
  return BOGO_PROMO_TYPE_IDS.includes(promoTypeId);
}

export function isRebate(promoTypeId: number): boolean {
  return REBATE_PROMO_TYPE_IDS.includes(promoTypeId);
}

/** Hidden and not-qualified promotions show only in debug mode (cat §4). */
export function isPromotionVisible(
  promotion: Pick<PromotionDisplayInput, 'hidePromoInfoInWebstore' | 'isNotQualified'>,
  debug: boolean,
): boolean {
  if (debug) return true;
  return promotion.hidePromoInfoInWebstore !== true && promotion.isNotQualified !== true;
}

/** Calendar date of a stored end date as UTC midnight epoch ms; null when unreadable. */
function calendarDay(endDate: string | Date | null | undefined): number | null {
  if (endDate instanceof Date) {
    const time = endDate.getTime();
    return Number.isNaN(time) ? null : Date.UTC(endDate.getUTCFullYear(), endDate.getUTCMonth(), endDate.getUTCDate());
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec((endDate ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? time : null;
}

/** The 'Expires' date: the stored end date minus one day (cat §2, §9), as 'YYYY-MM-DD'. */
export function displayedExpiryDate(endDate: string | Date | null | undefined): string | null {
  const day = calendarDay(endDate);
  if (day === null) return null;
  return new Date(day - PROMO_EXPIRY_DISPLAY_OFFSET_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** The end date shows only when it is at most one year (365 days) from now (cat §4, §9). */
export function isEndDateShown(endDate: string | Date | null | undefined, now: Date): boolean {
  const day = calendarDay(endDate);
  if (day === null) return false;
  return day - now.getTime() <= PROMO_END_DATE_VISIBLE_WITHIN_DAYS * DAY_MS;
}

/** More than one product group gets the 'shop promotion' button that opens the pop-up (cat §4). */
export function hasShopPromotion(promotion: Pick<PromotionDisplayInput, 'promoProductGroups'>): boolean {
  return (promotion.promoProductGroups?.length ?? 0) > 1;
}

/** Fine print longer than 100 characters is collapsed (cat §4, §9). */
export function isFinePrintCollapsed(finePrint: string | null | undefined): boolean {
  return [...(finePrint ?? '').trim()].length > FINE_PRINT_COLLAPSE_ABOVE;
}

/** cat §4: shop promotion, "otherwise" fine print inline or collapsed by length. */
export function finePrintMode(promotion: Pick<PromotionDisplayInput, 'promoProductGroups' | 'finePrint'>): FinePrintMode {
  if (hasShopPromotion(promotion)) return 'inPopup';
  if ((promotion.finePrint ?? '').trim() === '') return 'none';
  return isFinePrintCollapsed(promotion.finePrint) ? 'collapsed' : 'inline';
}

export function describePromotion(promotion: PromotionDisplayInput, now: Date, debug = false): PromotionView {
  return {
    visible: isPromotionVisible(promotion, debug),
    isBogo: isBogo(promotion.promoTypeID),
    isRebate: isRebate(promotion.promoTypeID),
    shopPromotion: hasShopPromotion(promotion),
    finePrint: finePrintMode(promotion),
    expiryDate: isEndDateShown(promotion.endDate, now) ? displayedExpiryDate(promotion.endDate) : null,
  };
}
