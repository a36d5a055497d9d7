import { DEFAULT_TAX_LABEL, PROVINCES, type Language, type Province } from './constants';
import { percentOf, type Cents } from './money';

export type TaxCode = 'GST' | 'HST' | 'PST' | 'QST';

interface TaxRate {
  code: TaxCode;
  /** Percent, e.g. 9.975 for Quebec's QST. */
  rate: number;
  /** Label when the province has two tax lines; a single line is labelled DEFAULT_TAX_LABEL (cc §9). */
  label: string;
}

const GST: TaxRate = { code: 'GST', rate: 5, label: 'GST' };
const hst = (rate: number): TaxRate => ({ code: 'HST', rate, label: 'HST' });

/**
 * Canadian sales tax by province and territory, current rates. QST is charged on the price
 * without GST (not compounded) since 2013. Nova Scotia's HST went from 15 % to 14 % on 2025-04-01.
 */
const RATES: Record<Province, readonly TaxRate[]> = {
  AB: [GST],
  BC: [GST, { code: 'PST', rate: 7, label: 'PST' }],
  MB: [GST, { code: 'PST', rate: 7, label: 'RST' }],
  NB: [hst(15)],
  NL: [hst(15)],
  NS: [hst(14)],
  NT: [GST],
  NU: [GST],
  ON: [hst(13)],
  PE: [hst(15)],
  QC: [GST, { code: 'QST', rate: 9.975, label: 'QST' }],
  SK: [GST, { code: 'PST', rate: 6, label: 'PST' }],
  YT: [GST],
};

/**
 * A tax's name in the reader's language (issue 24 item 19). Orders, reports and the API keep the
 * English label (GST, HST, PST, RST, QST, and 'GST/HST' for a single line, cc §9); French reads
 * TPS, TVH, TVP, TVD (Manitoba's retail sales tax), TVQ and 'TPS/TVH'. An unknown label stays as it is.
 */
const FRENCH_TAX_NAMES: Readonly<Record<string, string>> = {
  GST: 'TPS', HST: 'TVH', PST: 'TVP', RST: 'TVD', QST: 'TVQ', [DEFAULT_TAX_LABEL]: 'TPS/TVH',
};

export function taxName(label: string, language: Language): string {
  return language === 'fr' ? (FRENCH_TAX_NAMES[label] ?? label) : label;
}

export class UnknownProvinceError extends Error {
  readonly code = 'UNKNOWN_PROVINCE';
  readonly province: string;

  constructor(province: string) {
    super(`Unknown province or territory: '${province}'`);
    this.name = 'UnknownProvinceError';
    this.province = province;
  }
}

/** Accepts a province code in any case with surrounding spaces; throws UnknownProvinceError otherwise. */
export function parseProvince(value: string): Province {
  const code = value.trim().toUpperCase();
  const province = PROVINCES.find((candidate) => candidate === code);
  if (!province) throw new UnknownProvinceError(value);
  return province;
}

export interface TaxLine {
  code: TaxCode;
  label: string;
  /** Percent. */
  rate: number;
  itemsAmount: Cents;
  shippingAmount: Cents;
  amount: Cents;
}

export interface TaxResult {
  province: Province;
  lines: TaxLine[];
  itemsTax: Cents;
  shippingTax: Cents;
  total: Cents;
}

export interface TaxInput {
  province: string;
  /** Taxable items, after discounts. */
  items: Cents;
  /** Taxable shipping, after the shipping discount. */
  shipping: Cents;
}

/**
 * Tax = tax on items + tax on shipping (cc §9). Each tax line is rounded half up to the cent,
 * separately on items and on shipping, as the order groups and the delivery options each carry
 * their own taxes.
 */
export function computeTax(input: TaxInput): TaxResult {
  const province = parseProvince(input.province);
  const rates = RATES[province];
  const items = Math.max(0, input.items);
  const shipping = Math.max(0, input.shipping);
  const lines = rates.map((rate): TaxLine => {
    const itemsAmount = percentOf(items, rate.rate);
    const shippingAmount = percentOf(shipping, rate.rate);
    return {
      code: rate.code,
      label: rates.length === 1 ? DEFAULT_TAX_LABEL : rate.label,
      rate: rate.rate,
      itemsAmount,
      shippingAmount,
      amount: itemsAmount + shippingAmount,
    };
  });
  let itemsTax = 0;
  let shippingTax = 0;
  for (const line of lines) {
    itemsTax += line.itemsAmount;
    shippingTax += line.shippingAmount;
  }
  return { province, lines, itemsTax, shippingTax, total: itemsTax + shippingTax };
}
