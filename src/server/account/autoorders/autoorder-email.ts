import { ACCOUNT_ROUTES, accountAutoOrderPath } from '../../../contracts/account-routes';
import type { Language } from '../../../domain/constants';
import type { AutoOrderAttention } from '../../../domain/auto-order-status';
import { formatDate } from '../../../domain/date-format';
import { formatCents } from '../../../domain/money';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { escapeHtml } from '../../lib/html';
import { emailDocument } from '../../integrations/email/compose';

/**
 * The AutoOrder emails (issue 15), in the shopper's language, queued in the transaction that
 * changes the subscription: the reminder before each order (with links to skip or change it), the
 * order placed, a declined card, and what needs the shopper's attention. Values from people are
 * escaped in the HTML.
 */
export interface AutoOrderEmailTo {
  email: string;
  firstName: string;
  lang: Language;
}

/** A calendar day as the web app writes it (en `12/05/2026`, fr `5 décembre 2026`). */
const longDate = (iso: string, lang: Language) => formatDate(iso, lang);

const REASONS: Record<Language, Record<AutoOrderAttention, string>> = {
  en: {
    bill_declined: 'your card was declined',
    card_expired: 'the card on file has expired or was removed',
    product_discontinued: 'a product is no longer available on AutoOrder',
    price_changed: 'the price of a product went up and needs your approval',
    out_of_stock: 'a product is out of stock',
    address_missing: 'the shipping address is missing or incomplete',
  },
  fr: {
    bill_declined: 'votre carte a été refusée',
    card_expired: 'la carte enregistrée est expirée ou a été retirée',
    product_discontinued: 'un produit n’est plus offert en commande automatique',
    price_changed: 'le prix d’un produit a augmenté et demande votre accord',
    out_of_stock: 'un produit est en rupture de stock',
    address_missing: 'l’adresse de livraison est manquante ou incomplète',
  },
};

const TEXT = {
  en: {
    hello: (n: string) => `Hello ${n},`,
    reminderSubject: (d: string) => `Your AutoOrder will be placed on ${d}`,
    reminder: (d: string, total: string) => `Your next AutoOrder will be placed on ${d}, for about ${total}. Nothing to do if it is right.`,
    reminderLinks: 'To skip it, change the date, the products or the card:',
    priceChanged: (name: string, from: string, to: string) => `The price of ${name} changed from ${from} to ${to}.`,
    priceRose: 'A price that went up needs your approval: open your AutoOrder and save it to order at the new price, or it will wait for you.',
    priceFell: 'Your next order is placed at the new price.',
    placedSubject: (n: string) => `Your AutoOrder ${n} was placed`,
    placed: (n: string, total: string) => `We placed your AutoOrder: order ${n}, ${total}.`,
    next: (d: string) => `Your next AutoOrder is on ${d}.`,
    skippedItems: (names: string) => `Out of stock, not included this time: ${names}. It stays in your AutoOrder for next time.`,
    waitingVet: 'A product needs your veterinarian’s approval: the order waits for the clinic, and the AutoOrder resumes once approved.',
    placedBeforeChange: 'This order was already being placed when you changed your AutoOrder: your change is saved and this order stays placed. If you do not want it, you can cancel it from your orders.',
    skippedSubject: 'Your AutoOrder was skipped this time',
    skipped: (d: string) => `Everything in your AutoOrder is out of stock, so nothing was ordered this time. Your next AutoOrder is on ${d}.`,
    limitSkipped: (reason: string, d: string) => `Nothing was ordered this time: ${reason} Your next AutoOrder is on ${d}.`,
    declinedSubject: 'Your AutoOrder could not be placed: card declined',
    declined: (retry: string | null) =>
      `Your card was declined, so your AutoOrder was not placed.${retry ? ` We will try again on ${retry}.` : ''} Please update your card, then choose "Order now".`,
    attentionSubject: 'Your AutoOrder needs your attention',
    attention: (reason: string) => `Your AutoOrder was not placed: ${reason}. Please review it.`,
    open: 'Open your AutoOrder:',
  },
  fr: {
    hello: (n: string) => `Bonjour ${n},`,
    reminderSubject: (d: string) => `Votre commande automatique sera passée le ${d}`,
    reminder: (d: string, total: string) => `Votre prochaine commande automatique sera passée le ${d}, pour environ ${total}. Rien à faire si tout est juste.`,
    reminderLinks: 'Pour la sauter ou changer la date, les produits ou la carte\u202f:',
    priceChanged: (name: string, from: string, to: string) => `Le prix de ${name} est passé de ${from} à ${to}.`,
    priceRose: 'Un prix qui a augmenté demande votre accord\u202f: ouvrez votre commande automatique et enregistrez-la pour commander au nouveau prix, sinon elle vous attendra.',
    priceFell: 'Votre prochaine commande est passée au nouveau prix.',
    placedSubject: (n: string) => `Votre commande automatique ${n} a été passée`,
    placed: (n: string, total: string) => `Nous avons passé votre commande automatique\u202f: commande ${n}, ${total}.`,
    next: (d: string) => `Votre prochaine commande automatique est le ${d}.`,
    skippedItems: (names: string) => `En rupture de stock, non inclus cette fois\u202f: ${names}. Le produit reste dans votre commande automatique.`,
    waitingVet: 'Un produit demande l’approbation de votre vétérinaire\u202f: la commande attend la clinique, et la commande automatique reprendra une fois approuvée.',
    placedBeforeChange: 'Cette commande était déjà en cours quand vous avez modifié votre commande automatique\u202f: votre changement est enregistré et cette commande reste passée. Si vous n’en voulez pas, vous pouvez l’annuler depuis vos commandes.',
    skippedSubject: 'Votre commande automatique a été sautée cette fois',
    skipped: (d: string) => `Tous les produits de votre commande automatique sont en rupture de stock\u202f: rien n’a été commandé cette fois. Votre prochaine commande automatique est le ${d}.`,
    limitSkipped: (reason: string, d: string) => `Rien n’a été commandé cette fois\u202f: ${reason} Votre prochaine commande automatique est le ${d}.`,
    declinedSubject: 'Votre commande automatique n’a pas pu être passée\u202f: carte refusée',
    declined: (retry: string | null) =>
      `Votre carte a été refusée\u202f: votre commande automatique n’a pas été passée.${retry ? ` Nous réessaierons le ${retry}.` : ''} Veuillez mettre votre carte à jour, puis choisir «\u202fCommander maintenant\u202f».`,
    attentionSubject: 'Votre commande automatique demande votre attention',
    attention: (reason: string) => `Votre commande automatique n’a pas été passée\u202f: ${reason}. Veuillez la vérifier.`,
    open: 'Ouvrir votre commande automatique\u202f:',
  },
} as const;

function email(to: AutoOrderEmailTo, kind: string, subject: string, paragraphs: string[], link: string): OutboxEmail {
  const t = TEXT[to.lang];
  const all = [t.hello(to.firstName), ...paragraphs];
  return {
    to: to.email,
    kind,
    subject,
    text: [...all, `${t.open} ${link}`].join('\n\n'),
    html: emailDocument(`${all.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>`),
  };
}

export interface EmailLinks {
  baseUrl: string;
  subscriptionId: number;
}
const link = (l: EmailLinks) => `${l.baseUrl}${accountAutoOrderPath(l.subscriptionId)}`;

/** A product whose unit price changed since the AutoOrder's last order (or since it was added): its name and both prices. */
export interface ReminderPriceChange {
  name: string;
  fromCents: number;
  toCents: number;
}

/**
 * The reminder before an order (issue 15); since issue 26 it names each product whose price changed
 * since the last order, from what to what (a catalogue import, the product editor, a promotion
 * starting or ending, the clinic's retail discount), and says what the next order does about it:
 * a lower price is simply ordered, a higher one waits for the shopper's approval (decision 058).
 */
export function reminderEmail(
  to: AutoOrderEmailTo, l: EmailLinks, nextDate: string, totalCents: number, priceChanges: readonly ReminderPriceChange[] = [],
): OutboxEmail {
  const t = TEXT[to.lang];
  const d = longDate(nextDate, to.lang);
  const money = (cents: number) => formatCents(cents, to.lang);
  const changes = priceChanges.map((c) => t.priceChanged(c.name, money(c.fromCents), money(c.toCents)));
  if (priceChanges.length > 0) changes.push(priceChanges.some((c) => c.toCents > c.fromCents) ? t.priceRose : t.priceFell);
  return email(
    to, 'autoorder-reminder', t.reminderSubject(d),
    [t.reminder(d, money(totalCents)), ...changes, `${t.reminderLinks} ${l.baseUrl}${ACCOUNT_ROUTES.autoOrders}`], link(l),
  );
}

export function placedEmail(
  to: AutoOrderEmailTo,
  l: EmailLinks,
  /**
   * nextDate null: no next order (the AutoOrder was cancelled while this one was placed);
   * changedMeanwhile: the shopper changed the AutoOrder while this order was being placed.
   */
  o: { orderNumbers: string[]; totalCents: number; nextDate: string | null; skippedNames: string[]; waitingForVet: boolean; changedMeanwhile?: boolean },
): OutboxEmail {
  const t = TEXT[to.lang];
  const numbers = o.orderNumbers.join(', ');
  const paragraphs: string[] = [t.placed(numbers, formatCents(o.totalCents, to.lang))];
  if (o.skippedNames.length > 0) paragraphs.push(t.skippedItems(o.skippedNames.join(', ')));
  if (o.waitingForVet) paragraphs.push(t.waitingVet);
  if (o.changedMeanwhile) paragraphs.push(t.placedBeforeChange);
  if (o.nextDate !== null) paragraphs.push(t.next(longDate(o.nextDate, to.lang)));
  return email(to, 'autoorder-placed', t.placedSubject(numbers), paragraphs, link(l));
}

export function skippedEmail(to: AutoOrderEmailTo, l: EmailLinks, nextDate: string): OutboxEmail {
  const t = TEXT[to.lang];
  return email(to, 'autoorder-skipped', t.skippedSubject, [t.skipped(longDate(nextDate, to.lang))], link(l));
}

/** Issue 25: the date skipped because of a limit; `reason` is the refusal's message in the shopper's language. */
export function limitSkippedEmail(to: AutoOrderEmailTo, l: EmailLinks, nextDate: string, reason: string): OutboxEmail {
  const t = TEXT[to.lang];
  return email(to, 'autoorder-skipped', t.skippedSubject, [t.limitSkipped(reason, longDate(nextDate, to.lang))], link(l));
}

export function declinedEmail(to: AutoOrderEmailTo, l: EmailLinks, retryAt: Date | null): OutboxEmail {
  const t = TEXT[to.lang];
  return email(to, 'autoorder-declined', t.declinedSubject, [t.declined(retryAt ? longDate(retryAt.toISOString().slice(0, 10), to.lang) : null)], link(l));
}

export function attentionEmail(to: AutoOrderEmailTo, l: EmailLinks, reason: AutoOrderAttention): OutboxEmail {
  const t = TEXT[to.lang];
  return email(to, 'autoorder-attention', t.attentionSubject, [t.attention(REASONS[to.lang][reason])], link(l));
}
