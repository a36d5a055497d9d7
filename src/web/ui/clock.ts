import type { Language } from '../../domain/constants';

/**
 * Opening hours as each language writes them: English on a 12-hour clock ('8:00 a.m.', as the
 * store's other times), French as Quebec writes business hours ('8 h', '18 h 30'). Built from the
 * 'HH:MM' text, not Intl, so the server's render and the browser's are the same characters.
 */
export function formatClock(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (language === 'fr') return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}`;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')}\u00a0${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

/** A date written 'YYYY-MM-DD' as the calendar day it names, whatever the runtime's time zone. */
export function calendarDate(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}
