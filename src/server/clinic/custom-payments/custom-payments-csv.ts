import type { CustomPaymentSummary } from '../../../contracts/custom-payments';
import type { Language } from '../../../domain/constants';
import type { CustomPaymentState } from '../../../domain/custom-payments';
import { localDateOf } from '../../../domain/report-periods';
import { money, text, toCsv } from '../reports';

const WORDS = {
  en: {
    header: ['Created', 'Invoice number', 'Client', 'Email', 'Description', 'Method', 'State', 'Amount', 'Refunded', 'Paid on'],
    method: { card: 'Saved card', link: 'Pay-by-link' },
    state: {
      open: 'Open', processing: 'Processing', paid: 'Paid', partly_refunded: 'Partly refunded', refunded: 'Refunded', declined: 'Declined',
      cancelled: 'Cancelled', expired: 'Expired',
    } satisfies Record<CustomPaymentState, string>,
    file: 'custom-payments',
  },
  fr: {
    header: ['Créé le', 'Numéro de facture', 'Client', 'Courriel', 'Description', 'Mode', 'État', 'Montant', 'Remboursé', 'Payé le'],
    method: { card: 'Carte enregistrée', link: 'Lien de paiement' },
    state: {
      open: 'Ouvert', processing: 'En traitement', paid: 'Payé', partly_refunded: 'Remboursé en partie', refunded: 'Remboursé', declined: 'Refusé',
      cancelled: 'Annulé', expired: 'Expiré',
    } satisfies Record<CustomPaymentState, string>,
    file: 'paiements-personnalises',
  },
} as const satisfies Record<Language, unknown>;

/** The report's rows as a CSV (the reports' format: BOM, CRLF, quoted, dot decimals), headers in the page's language. */
export function customPaymentsCsv(rows: readonly CustomPaymentSummary[], language: Language, range: { from: string; to: string; timeZone: string }) {
  const w = WORDS[language];
  const body = toCsv(w.header, rows.map((p) => [
    text(localDateOf(new Date(p.createdAt), range.timeZone)), text(p.invoiceNumber), text(`${p.client.firstName} ${p.client.lastName}`.trim()), text(p.client.email),
    text(p.description), text(w.method[p.method]), text(w.state[p.state]), money(p.amountCents), money(p.refundedCents),
    text(p.paidAt ? localDateOf(new Date(p.paidAt), range.timeZone) : ''),
  ]));
  return { body, fileName: `${w.file}-${range.from}-${range.to}.csv` };
}
