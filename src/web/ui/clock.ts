/** A date written 'YYYY-MM-DD' as the calendar day it names, whatever the runtime's time zone. */
export function calendarDate(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}
