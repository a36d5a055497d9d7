import { accountOrderPath } from '../../../contracts/account-routes';
import { ORDER_STATUS, type OrderInfo } from '../../../contracts/orders';
import { DELIVERY_DAYS, type Language } from '../../../domain/constants';
import { formatCents } from '../../../domain/money';
import { frenchClinicName } from '../../../domain/french-text';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { escapeHtml } from '../../lib/html';
import { emailDocument } from '../../integrations/email/compose';

/**
 * The order-confirmation email (DESIGN §4 email outbox), one for the whole checkout, in the
 * shopper's language. Every value that came from a person is escaped in the HTML.
 */
const { standard: home, pickup: ready } = DELIVERY_DAYS;

const TEXT = {
  en: {
    subject: (numbers: string) => `Your order ${numbers} is confirmed`,
    hello: (name: string) => `Hello ${name},`,
    thanks: 'Thank you for your order. Here is what you ordered:',
    order: (n: string, total: string) => `Order ${n}: ${total}`,
    ships: (place: string) => `Ships to: ${place} (${home.min} to ${home.max} business days)`,
    pickup: (place: string) => `Pick up at ${place} (ready in ${ready.min} to ${ready.max} business days; we will tell you when it is ready)`,
    waitsOnVet: 'Waiting for your veterinarian to approve a prescription item: your clinic has the request, and the order goes ahead once it is approved.',
    item: (q: number, name: string) => `${q} × ${name}`,
    taxes: (t: string) => `Taxes: ${t}`,
    shipping: (s: string) => `Shipping: ${s}`,
    closing: 'Your card was authorised for the total; it is charged when your order ships.',
    details: 'Details and status:',
  },
  fr: {
    subject: (numbers: string) => `Votre commande ${numbers} est confirmée`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: 'Merci de votre commande. Voici ce que vous avez commandé\u202f:',
    order: (n: string, total: string) => `Commande ${n}\u202f: ${total}`,
    ships: (place: string) => `Livraison à\u202f: ${place} (${home.min} à ${home.max} jours ouvrables)`,
    pickup: (place: string) => `Ramassage ${frenchClinicName(place, 'à')} (prête en ${ready.min} à ${ready.max} jours ouvrables\u202f; nous vous aviserons)`,
    waitsOnVet: 'En attente de l’approbation de votre vétérinaire pour un article sur ordonnance\u202f: votre clinique a la demande, et la commande suivra son cours une fois approuvée.',
    item: (q: number, name: string) => `${q} × ${name}`,
    taxes: (t: string) => `Taxes\u202f: ${t}`,
    shipping: (s: string) => `Livraison\u202f: ${s}`,
    closing: 'Votre carte a été autorisée pour le total\u202f; elle sera débitée à l’expédition de votre commande.',
    details: 'Détails et état\u202f:',
  },
} as const;

/** publicUrl: the store's origin; each order then links its page in the account (issue 14). */
export function orderConfirmationEmail(to: { email: string; firstName: string }, orders: readonly OrderInfo[], lang: Language, publicUrl?: string): OutboxEmail {
  const t = TEXT[lang];
  const pageOf = (o: OrderInfo) => (publicUrl ? new URL(accountOrderPath(o.orderId), publicUrl).toString() : null);
  const money = (cents: number) => formatCents(cents, lang);
  const blocks = orders.map((o) => [
    t.order(o.orderNumber, money(o.orderTotal)),
    o.isClinicPickup ? t.pickup(o.shippingAddressLocationName) : t.ships(o.shippingAddressLocationName),
    // Issue 16: an order holding an item without a validated prescription waits on the veterinarian.
    ...(o.status === ORDER_STATUS.waitingOnVeterinarian ? [t.waitsOnVet] : []),
    ...o.orderItems.map((i) => t.item(i.quantity, i.name)),
    t.shipping(money(o.shippingAmount - o.freeShippingDiscountTotal)),
    t.taxes(money(o.totalTaxes)),
  ]);
  const links = orders.map(pageOf);
  const paragraphs = [t.hello(to.firstName), t.thanks];
  const text = [...paragraphs, ...blocks.map((b, i) => [...b, ...(links[i] ? [`${t.details} ${links[i]}`] : [])].join('\n')), t.closing].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...blocks.map(([head, ...rest], i) => {
      const link = links[i] ? `<p>${escapeHtml(t.details)} <a href="${escapeHtml(links[i])}">${escapeHtml(orders[i]!.orderNumber)}</a></p>` : '';
      return `<h2 style="font-size:16px">${escapeHtml(head!)}</h2><ul>${rest.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${link}`;
    }),
    `<p>${escapeHtml(t.closing)}</p>`,
  ].join('\n');
  return {
    to: to.email,
    kind: 'order-confirmation',
    subject: t.subject(orders.map((o) => o.orderNumber).join(', ')),
    text,
    html: emailDocument(html),
  };
}
