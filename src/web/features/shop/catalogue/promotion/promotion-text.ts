import { formatDate } from '../../../../i18n/format';
import type { Language } from '../../../../../domain/constants';

/** The text of sanitised HTML (fine print length rule, cat §4), without running any of it. */
export function plainText(html: string): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * A 'YYYY-MM-DD' calendar date from the promotion rules, in the language's date format. Built as
 * a local date so no time zone moves it to another day.
 */
export function formatCalendarDate(ymd: string, language: Language): string {
  const [year, month, day] = ymd.split('-').map(Number);
  return formatDate(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1), language);
}
