import type { PetSpeciesCode } from '../../../../contracts/codes';
import type { WellnessPlan, WellnessPlanInput } from '../../../../contracts/wellness-plans';
import { parseDollarsToCents } from '../../../../domain/money';

/**
 * The plan editor's fields as typed (issue 27): amounts in dollars with a dot or a comma, whole
 * numbers for the term, the discount and the counts; read into the API's cents, or the errors of
 * each field (the server checks the same rules again).
 */
export interface ServiceDraft {
  nameEn: string;
  nameFr: string;
  count: string;
  value: string;
}
export interface PlanDraft {
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  species: PetSpeciesCode;
  monthly: string;
  term: string;
  fee: string;
  discount: string;
  services: ServiceDraft[];
}
export type PlanField = 'nameEn' | 'nameFr' | 'monthly' | 'term' | 'fee' | 'discount' | `service.${number}.${'nameEn' | 'nameFr' | 'count' | 'value'}`;
export type PlanError = 'required' | 'money' | 'whole';

const dollars = (cents: number, language: 'en' | 'fr') => {
  const text = (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
};

export const emptyService = (): ServiceDraft => ({ nameEn: '', nameFr: '', count: '1', value: '' });
export const emptyPlan = (): PlanDraft => ({
  nameEn: '', nameFr: '', descriptionEn: '', descriptionFr: '', species: 'dogs', monthly: '', term: '12', fee: '0', discount: '0', services: [emptyService()],
});

export const draftOfPlan = (p: WellnessPlan, language: 'en' | 'fr'): PlanDraft => ({
  nameEn: p.nameEn, nameFr: p.nameFr, descriptionEn: p.descriptionEn, descriptionFr: p.descriptionFr, species: p.species,
  monthly: dollars(p.monthlyPriceCents, language), term: String(p.termMonths), fee: dollars(p.enrolmentFeeCents, language), discount: String(p.storeDiscountPercent),
  services: p.services.map((s) => ({ nameEn: s.nameEn, nameFr: s.nameFr, count: String(s.count), value: dollars(s.valueCents, language) })),
});

const whole = (text: string, min: number, max: number) => {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
};

export function readPlan(d: PlanDraft): { input: WellnessPlanInput } | { errors: Partial<Record<PlanField, PlanError>> } {
  const errors: Partial<Record<PlanField, PlanError>> = {};
  const money = (field: PlanField, text: string, min: number) => {
    const cents = parseDollarsToCents(text.trim());
    if (cents === null || cents < min) errors[field] = 'money';
    return cents ?? 0;
  };
  const number = (field: PlanField, text: string, min: number, max: number) => {
    const n = whole(text, min, max);
    if (n === null) errors[field] = 'whole';
    return n ?? 0;
  };
  if (!d.nameEn.trim()) errors.nameEn = 'required';
  if (!d.nameFr.trim()) errors.nameFr = 'required';
  const input: WellnessPlanInput = {
    nameEn: d.nameEn.trim(), nameFr: d.nameFr.trim(), descriptionEn: d.descriptionEn, descriptionFr: d.descriptionFr, species: d.species,
    monthlyPriceCents: money('monthly', d.monthly, 1), termMonths: number('term', d.term, 1, 60), enrolmentFeeCents: money('fee', d.fee || '0', 0),
    storeDiscountPercent: number('discount', d.discount || '0', 0, 100),
    services: d.services.map((s, i) => {
      if (!s.nameEn.trim()) errors[`service.${i}.nameEn`] = 'required';
      if (!s.nameFr.trim()) errors[`service.${i}.nameFr`] = 'required';
      return { nameEn: s.nameEn.trim(), nameFr: s.nameFr.trim(), count: number(`service.${i}.count`, s.count, 1, 99), valueCents: money(`service.${i}.value`, s.value, 0) };
    }),
  };
  return Object.keys(errors).length > 0 ? { errors } : { input };
}
