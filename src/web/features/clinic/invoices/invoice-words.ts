import { PAGE_ROUTES } from '../../../../contracts/routes';

export const invoicePath = (id: number) => PAGE_ROUTES.clinicInvoice.replace(':invoiceId', String(id));

/** "November 2026" / "novembre 2026" for a month 'YYYY-MM'. */
export function monthWords(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`));
}
