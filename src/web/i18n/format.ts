import { useMemo } from 'react';
import { LOCALE_OF, type Language } from '../../domain/constants';
import {
  formatDate as formatDomainDate, formatDateTime as formatDomainDateTime, formatTime as formatDomainTime, type DateStyle, type DateValue,
} from '../../domain/date-format';
import { formatCents, type Cents } from '../../domain/money';
import { frenchClinicName } from '../../domain/french-text';
import { taxName } from '../../domain/tax';
import { currentLanguage } from './runtime';
import { useLanguage } from './I18nProvider';

/** Money is cents until here (DESIGN §2): en `$1,234.56`, fr `1 234,56 $` (cat §9). */
export function formatMoney(cents: Cents, language: Language = currentLanguage()): string {
  return formatCents(cents, language);
}

/**
 * Dates and times come from the one definition the emails use too (src/domain/date-format.ts):
 * en `11/27/2026 4:43 p.m.`; fr `27 novembre 2026 à 16 h 43`, or `2026-11-27` in tables (the
 * 'numeric' style). The browser's time zone.
 */
export function formatDate(value: DateValue, language: Language = currentLanguage(), style: DateStyle = 'long'): string {
  return formatDomainDate(value, language, { style });
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

export function formatTime(value: DateValue, language: Language = currentLanguage()): string {
  return formatDomainTime(value, language);
}

export function formatDateTime(value: DateValue, language: Language = currentLanguage(), style: DateStyle = 'long'): string {
  return formatDomainDateTime(value, language, { style });
}

/** The formatters bound to the shopper's language, for components. */
export function useFormatters() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      money: (cents: Cents) => formatMoney(cents, language),
      percent: (percent: number) => formatPercent(percent, language),
      /** style 'numeric' in table cells: fr `2026-11-27` (en `11/27/2026` either way). */
      date: (value: DateValue, style?: DateStyle) => formatDate(value, language, style),
      time: (value: DateValue) => formatTime(value, language),
      dateTime: (value: DateValue, style?: DateStyle) => formatDateTime(value, language, style),
      /** A tax's name from its English label: fr `TPS`, `TVQ`, `TPS/TVH`. */
      taxName: (label: string) => taxName(label, language),
      /**
       * A clinic's name for a message's {clinic}: French gives it its article ("auprès de
       * l’Hôpital vétérinaire du Plateau", issue 24 item 20); `capital` at a sentence's start.
       */
      clinic: (name: string, capital = false) => (language === 'fr' ? frenchClinicName(name, null, capital) : name),
    }),
    [language],
  );
}
