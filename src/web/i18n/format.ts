import { useMemo } from 'react';
import { LOCALE_OF, type Language } from '../../domain/constants';
import { formatCents, type Cents } from '../../domain/money';
import { currentLanguage } from './runtime';
import { useLanguage } from './I18nProvider';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Money is cents until here (DESIGN §2): en `$1,234.56`, fr `1 234,56 $` (cat §9). */
export function formatMoney(cents: Cents, language: Language = currentLanguage()): string {
  return formatCents(cents, language);
}

/** rr §9: English MM/dd/yyyy, French yyyy/MM/dd (the browser's time zone). */
export function formatDate(value: Date | string | number, language: Language = currentLanguage()): string {
  const date = toDate(value);
  const [year, month, day] = [String(date.getFullYear()), pad(date.getMonth() + 1), pad(date.getDate())];
  return language === 'fr' ? `${year}/${month}/${day}` : `${month}/${day}/${year}`;
}

const percentFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A percentage from 0–100 in the language's own style (issue 11 item 19): en `13%`, `9.975%`;
 * fr `13 %`, `9,975 %` (with a non-breaking space, so the sign never wraps away).
 */
export function formatPercent(percent: number, language: Language = currentLanguage()): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 3 });
    percentFormats.set(language, format);
  }
  return format.format(percent / 100);
}

const timeFormats = new Map<Language, Intl.DateTimeFormat>();

/** 12-hour time in the language's own style: en `2:30 p.m.`, fr `2 h 30 p.m.` (rr §9). */
export function formatTime(value: Date | string | number, language: Language = currentLanguage()): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[language], { hour: 'numeric', minute: '2-digit', hour12: true });
    timeFormats.set(language, format);
  }
  return format.format(toDate(value));
}

export function formatDateTime(value: Date | string | number, language: Language = currentLanguage()): string {
  return `${formatDate(value, language)} ${formatTime(value, language)}`;
}

/** The formatters bound to the shopper's language, for components. */
export function useFormatters() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      money: (cents: Cents) => formatMoney(cents, language),
      percent: (percent: number) => formatPercent(percent, language),
      date: (value: Date | string | number) => formatDate(value, language),
      time: (value: Date | string | number) => formatTime(value, language),
      dateTime: (value: Date | string | number) => formatDateTime(value, language),
    }),
    [language],
  );
}
