import type { Language } from '../../../domain/constants';
import { frenchClinicName } from '../../../domain/french-text';
import { formatCents } from '../../../domain/money';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { composeEmail } from '../../integrations/email/compose';

/** The shopper's email when a return is processed, in their language (rr §9: a refund may take up to a week to show). */
export function returnProcessedEmail(
  to: { email: string; firstName: string; language: Language },
  r: { orderNumber: string; clinicName: string; toCardCents: number; toCreditCents: number; items: { name: string; quantity: number }[]; url: string },
): OutboxEmail {
  const fr = to.language === 'fr';
  const money = (cents: number) => formatCents(cents, to.language);
  const items = r.items.map((i) => `${i.quantity} × ${i.name}`);
  const paragraphs = fr
    ? [
      `Bonjour ${to.firstName},`,
      `${frenchClinicName(r.clinicName, null, true)} a traité un retour sur votre commande ${r.orderNumber}.`,
      ...(items.length > 0 ? [`Articles retournés\u202f: ${items.join(', ')}`] : []),
      ...(r.toCardCents > 0 ? [`Remboursement sur votre carte\u202f: ${money(r.toCardCents)}. Il peut prendre jusqu’à une semaine avant d’apparaître sur votre relevé.`] : []),
      ...(r.toCreditCents > 0 ? [`Crédit ajouté à votre compte\u202f: ${money(r.toCreditCents)}. Il s’appliquera à votre prochaine commande.`] : []),
      `Voir votre commande\u202f: ${r.url}`,
    ]
    : [
      `Hello ${to.firstName},`,
      `${r.clinicName} processed a return on your order ${r.orderNumber}.`,
      ...(items.length > 0 ? [`Items returned: ${items.join(', ')}`] : []),
      ...(r.toCardCents > 0 ? [`Refunded to your card: ${money(r.toCardCents)}. It may take up to a week to show on your statement.`] : []),
      ...(r.toCreditCents > 0 ? [`Added to your account credit: ${money(r.toCreditCents)}. It applies to your next order.`] : []),
      `See your order: ${r.url}`,
    ];
  const subject = fr ? `Remboursement de votre commande ${r.orderNumber}` : `Refund for your order ${r.orderNumber}`;
  return composeEmail({ to: to.email, kind: 'return_processed', subject, paragraphs });
}
