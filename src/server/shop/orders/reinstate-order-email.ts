import type { Language } from '../../../domain/constants';
import { formatCents } from '../../../domain/money';
import { composeEmail } from '../../integrations/email/compose';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';

/** The client's email when the clinic reinstates a cancelled order (issue 25), in their language, with a link to the new order. */
const TEXT = {
  en: {
    subject: (n: string) => `Your order is reinstated as ${n}`,
    hello: (name: string) => `Hello ${name},`,
    body: (from: string, n: string, total: string) =>
      `Your clinic reinstated your cancelled order ${from} as a new order, ${n} (${total}), with the same items at the same prices. A hold for this amount is placed on your saved card; your clinic will validate the order as usual.`,
    unchanged: (from: string) => `The cancelled order ${from} stays cancelled.`,
    link: 'See the new order:',
  },
  fr: {
    subject: (n: string) => `Votre commande est rétablie sous le numéro ${n}`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (from: string, n: string, total: string) =>
      `Votre clinique a rétabli votre commande annulée ${from} en une nouvelle commande, ${n} (${total}), avec les mêmes articles aux mêmes prix. Une retenue de ce montant est placée sur votre carte enregistrée\u202f; votre clinique validera la commande comme d’habitude.`,
    unchanged: (from: string) => `La commande annulée ${from} demeure annulée.`,
    link: 'Voir la nouvelle commande\u202f:',
  },
} as const;

export function orderReinstatedEmail(
  to: { email: string; firstName: string; lang: Language },
  order: { fromOrderNumber: string; orderNumber: string; totalCents: number; url: string },
): OutboxEmail {
  const t = TEXT[to.lang];
  const paragraphs = [
    t.hello(to.firstName),
    t.body(order.fromOrderNumber, order.orderNumber, formatCents(order.totalCents, to.lang)),
    t.unchanged(order.fromOrderNumber),
  ];
  return composeEmail({
    to: to.email, kind: 'order-reinstated', subject: t.subject(order.orderNumber), paragraphs,
    link: { label: t.link, url: order.url, text: order.orderNumber },
  });
}
