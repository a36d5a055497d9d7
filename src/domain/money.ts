import { CURRENCY, LOCALE_OF, type Language } from './constants';

/** Money is integer cents everywhere; it becomes text only at the edge (DESIGN §2). */
export type Cents = number;

const formatters = new Map<Language, Intl.NumberFormat>();

/** English `$1,234.56`, French `1 234,56 $` (cat §9). */
export function formatCents(cents: Cents, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency: CURRENCY });
    formatters.set(language, formatter);
  }
  return formatter.format(cents / 100);
}

/** Multiplies cents by a rate and rounds half up to a whole cent (docs/decisions/010-rounding.md). */
export function applyRate(cents: Cents, rate: number): Cents {
  return roundHalfUp(cents * rate);
}

/** Half-up rounding that is immune to binary float noise such as 1.005 * 100. */
export function roundHalfUp(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.floor(Math.abs(value) + 0.5 + 1e-9);
}

export function percentOf(cents: Cents, percent: number): Cents {
  return applyRate(cents, percent / 100);
}

/**
 * An amount a person typed in dollars, as cents: "12", "12.50", "12,5" (the French decimal comma),
 * with or without a dollar sign. Null when it cannot be read as money: letters, a minus sign, more
 * than two decimals, or a thousands separator ("1,2,3"), so a form refuses it instead of guessing.
 */
export function parseDollarsToCents(text: string): Cents | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*\$?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
