import type { PlatformPromotion, PromotionInput } from '../../../../contracts/platform-promotions';
import { parseDollarsToCents } from '../../../../domain/money';
import { promotionProblems, type PromotionKind, type PromotionProblem } from '../../../../domain/promotion-editor';
import { addDays } from '../../../../domain/time';

/**
 * The promotion editor's fields as typed (issue 26): amounts as text (a rebate in dollars with a dot
 * or a comma), product groups as SKUs one per line, read into the API's input with the same rules
 * the server keeps (domain/promotion-editor.ts), so the page says what is wrong before it sends.
 */
export interface GroupDraft {
  kind: 'buy' | 'get';
  minQuantity: string;
  skus: string;
}

export interface PromotionFormDraft {
  kind: PromotionKind;
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  finePrintEn: string;
  finePrintFr: string;
  badgeLabelEn: string;
  badgeLabelFr: string;
  startDay: string;
  endDay: string;
  discountPercent: string;
  bogoDiscountPercent: string;
  rebateAmount: string;
  isInstantRebate: boolean;
  isForSubscriptionsOnly: boolean;
  hidden: boolean;
  groups: GroupDraft[];
}

/** A field left empty or not a number; the rest are the domain's problems. */
export type FormProblem = PromotionProblem | 'required' | 'amountFormat';
export type FormField = 'nameEn' | 'nameFr' | 'badgeLabelEn' | 'badgeLabelFr' | 'amount' | 'dates' | 'groups';

export function emptyDraft(today: string): PromotionFormDraft {
  return {
    kind: 'percentage', nameEn: '', nameFr: '', descriptionEn: '', descriptionFr: '', finePrintEn: '', finePrintFr: '',
    badgeLabelEn: '', badgeLabelFr: '', startDay: today, endDay: addDays(today, 30), discountPercent: '10', bogoDiscountPercent: '100',
    rebateAmount: '', isInstantRebate: false, isForSubscriptionsOnly: false, hidden: false,
    groups: [{ kind: 'buy', minQuantity: '1', skus: '' }],
  };
}

export function draftOf(p: PlatformPromotion, language: 'en' | 'fr'): PromotionFormDraft {
  const dollars = (cents: number) => (cents > 0 ? (cents / 100).toFixed(2).replace('.', language === 'fr' ? ',' : '.') : '');
  return {
    kind: p.kind ?? 'percentage', nameEn: p.nameEn, nameFr: p.nameFr, descriptionEn: p.descriptionEn, descriptionFr: p.descriptionFr,
    finePrintEn: p.finePrintEn, finePrintFr: p.finePrintFr, badgeLabelEn: p.badgeLabelEn, badgeLabelFr: p.badgeLabelFr,
    startDay: p.startDay, endDay: p.endDay, discountPercent: String(p.discountPercent || ''), bogoDiscountPercent: String(p.bogoDiscountPercent || ''),
    rebateAmount: dollars(p.rebateAmountCents), isInstantRebate: p.isInstantRebate, isForSubscriptionsOnly: p.isForSubscriptionsOnly, hidden: p.hidden,
    groups: p.groups.map((g) => ({ kind: g.kind, minQuantity: String(g.minQuantity), skus: g.products.map((x) => x.sku).join('\n') })),
  };
}

/** The SKUs of a group's text: one per line (or separated by commas), blanks dropped. */
export const skusOf = (text: string): string[] => text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);

const whole = (text: string): number => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN);

/** Which field shows a problem. */
export const FIELD_OF: Record<FormProblem, FormField> = {
  required: 'nameEn', amountFormat: 'amount', discountPercent: 'amount', bogoDiscountPercent: 'amount', rebateAmount: 'amount',
  instantRebateNotRebate: 'amount', startDayInvalid: 'dates', endDayInvalid: 'dates', endBeforeStart: 'dates',
  groupCount: 'groups', bogoGroups: 'groups', getGroupNotBogo: 'groups', groupMinQuantity: 'groups', groupProducts: 'groups',
};

/** The API's input, or each field's first problem. */
export function readDraft(d: PromotionFormDraft): { input: PromotionInput } | { errors: Partial<Record<FormField, FormProblem>> } {
  const errors: Partial<Record<FormField, FormProblem>> = {};
  for (const field of ['nameEn', 'nameFr', 'badgeLabelEn', 'badgeLabelFr'] as const) if (!d[field].trim()) errors[field] = 'required';
  const rebate = d.kind.startsWith('rebate') ? parseDollarsToCents(d.rebateAmount) : 0;
  if (rebate === null) errors.amount = 'amountFormat';
  const input: PromotionInput = {
    kind: d.kind, nameEn: d.nameEn.trim(), nameFr: d.nameFr.trim(), descriptionEn: d.descriptionEn, descriptionFr: d.descriptionFr,
    finePrintEn: d.finePrintEn, finePrintFr: d.finePrintFr, badgeLabelEn: d.badgeLabelEn.trim(), badgeLabelFr: d.badgeLabelFr.trim(),
    startDay: d.startDay, endDay: d.endDay,
    discountPercent: d.kind === 'percentage' ? whole(d.discountPercent) : 0,
    bogoDiscountPercent: d.kind.startsWith('bogo') ? whole(d.bogoDiscountPercent) : 0,
    rebateAmountCents: rebate ?? 0,
    isInstantRebate: d.kind.startsWith('rebate') && d.isInstantRebate, isForSubscriptionsOnly: d.isForSubscriptionsOnly, hidden: d.hidden,
    groups: d.groups.map((g) => ({ kind: g.kind, minQuantity: whole(g.minQuantity), skus: skusOf(g.skus) })),
  };
  for (const problem of promotionProblems(input)) {
    const field = FIELD_OF[problem];
    errors[field] ??= problem;
  }
  return Object.keys(errors).length > 0 ? { errors } : { input };
}
