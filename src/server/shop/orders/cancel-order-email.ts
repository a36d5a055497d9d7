import type { Language } from '../../../domain/constants';
import { formatCents } from '../../../domain/money';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { composeEmail } from '../../integrations/email/compose';

/** The cancellation email (issue 14), in the shopper's language, with a link to the order's page. */
const TEXT = {
  en: {
    subject: (n: string) => `Your order ${n} is cancelled`,
    hello: (name: string) => `Hello ${name},`,
    body: (n: string, total: string) => `Your order ${n} (${total}) is cancelled. The hold on your card is released; it can take 2 to 5 business days to disappear from your statement.`,
    byClinic: 'Your clinic cancelled it. Contact them if you have any question.',
    reason: (r: string) => `Reason: ${r}`,
    link: 'See the order:',
  },
  fr: {
    subject: (n: string) => `Votre commande ${n} est annulée`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (n: string, total: string) => `Votre commande ${n} (${total}) est annulée. La retenue sur votre carte est libérée\u202f; elle peut prendre de 2 à 5 jours ouvrables pour disparaître de votre relevé.`,
    byClinic: 'Votre clinique l’a annulée. Communiquez avec elle pour toute question.',
    reason: (r: string) => `Raison\u202f: ${r}`,
    link: 'Voir la commande\u202f:',
  },
} as const;

export function orderCancelledEmail(
  to: { email: string; firstName: string; lang: Language },
  order: { orderNumber: string; totalCents: number; reason: string; byStaff: boolean; url: string },
): OutboxEmail {
  const t = TEXT[to.lang];
  const paragraphs = [
    t.hello(to.firstName),
    t.body(order.orderNumber, formatCents(order.totalCents, to.lang)),
    ...(order.byStaff ? [t.byClinic] : []),
    ...(order.reason ? [t.reason(order.reason)] : []),
  ];
  return composeEmail({
    to: to.email, kind: 'order-cancelled', subject: t.subject(order.orderNumber), paragraphs,
    link: { label: t.link, url: order.url, text: order.orderNumber },
  });
}
