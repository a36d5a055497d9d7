import type { Language } from '../../../domain/constants';
import { frenchClinicName } from '../../../domain/french-text';
import { formatCents } from '../../../domain/money';
import { composeEmail } from '../../integrations/email/compose';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';

interface To { email: string; firstName: string; language: Language }
interface About { clinicName: string; amountCents: number; description: string; invoiceNumber: string }

const brandName: Record<string, string> = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express' };

/** The pay-by-link email (issue 27), in the client's language: what, how much, the link and until when. */
export function payLinkEmail(to: To, p: About & { url: string; expiresOn: string }): OutboxEmail {
  const fr = to.language === 'fr';
  const amount = formatCents(p.amountCents, to.language);
  return fr
    ? composeEmail({
      to: to.email, kind: 'pay_link', subject: `Paiement demandé par ${frenchClinicName(p.clinicName)}\u202f: ${amount}`,
      paragraphs: [
        `Bonjour ${to.firstName},`,
        `${frenchClinicName(p.clinicName, null, true)} vous demande un paiement de ${amount} (facture ${p.invoiceNumber}).`,
        `Objet\u202f: ${p.description}`,
        `Ce lien est personnel, ne sert qu’une fois et expire le ${p.expiresOn}.`,
      ],
      link: { label: 'Payer en ligne\u202f:', url: p.url, text: p.url },
    })
    : composeEmail({
      to: to.email, kind: 'pay_link', subject: `${p.clinicName} requests a payment: ${amount}`,
      paragraphs: [
        `Hello ${to.firstName},`,
        `${p.clinicName} requests a payment of ${amount} (invoice ${p.invoiceNumber}).`,
        `For: ${p.description}`,
        `This link is yours, works once and expires on ${p.expiresOn}.`,
      ],
      link: { label: 'Pay online:', url: p.url, text: p.url },
    });
}

/** The receipt once a custom payment is paid (issue 27), by link or by a saved card. */
export function paymentReceiptEmail(to: To, p: About & { card: { brand: string; last4: string }; paidOn: string }): OutboxEmail {
  const fr = to.language === 'fr';
  const amount = formatCents(p.amountCents, to.language);
  const card = `${brandName[p.card.brand] ?? p.card.brand} •••• ${p.card.last4}`;
  return fr
    ? composeEmail({
      to: to.email, kind: 'custom_payment_receipt', subject: `Reçu de paiement — facture ${p.invoiceNumber}`,
      paragraphs: [
        `Bonjour ${to.firstName},`,
        `Merci. ${frenchClinicName(p.clinicName, null, true)} a reçu votre paiement de ${amount} le ${p.paidOn}.`,
        `Facture\u202f: ${p.invoiceNumber}`,
        `Objet\u202f: ${p.description}`,
        `Carte\u202f: ${card}`,
        'Conservez ce courriel comme reçu.',
      ],
    })
    : composeEmail({
      to: to.email, kind: 'custom_payment_receipt', subject: `Payment receipt — invoice ${p.invoiceNumber}`,
      paragraphs: [
        `Hello ${to.firstName},`,
        `Thank you. ${p.clinicName} received your payment of ${amount} on ${p.paidOn}.`,
        `Invoice: ${p.invoiceNumber}`,
        `For: ${p.description}`,
        `Card: ${card}`,
        'Keep this email as your receipt.',
      ],
    });
}
