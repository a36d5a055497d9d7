import { describe, expect, it } from 'vitest';
import type { OrderInfo } from '../../../contracts/orders';
import { frenchTextProblems } from '../../../domain/french-text';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { orderCancelledEmail } from './cancel-order-email';
import { orderConfirmationEmail } from './order-email';
import { orderReinstatedEmail } from './reinstate-order-email';

/** Everything a French shopper reads of an email (issue 24 item 20: words and typography as Quebec writes them). */
const frenchProblemsOf = (email: OutboxEmail) => [email.subject, email.text].flatMap((part) => frenchTextProblems(part));

const order = (over: Partial<OrderInfo>): OrderInfo => ({
  orderId: 7, orderNumber: 'VS-261127-AAAA', groupNumber: 1, orderTotal: 4599, isClinicPickup: false, shippingAddressLocationName: 'Home',
  productNames: ['Diète rénale'], orderItems: [{ name: 'Diète rénale', quantity: 2 }] as OrderInfo['orderItems'], shippingAmount: 999,
  freeShippingDiscountTotal: 0, totalTaxes: 598, accountCreditApplied: 0, shippingOptionName: 'Livraison standard', status: 'waiting_on_veterinarian',
  createdAt: '2026-11-27T21:43:00.000Z', ...over,
});

describe('the order emails in French', () => {
  it('confirmation: Quebec words and typography, the clinic named with its article', () => {
    const email = orderConfirmationEmail({ email: 'a@example.com', firstName: 'Gabrielle' }, [
      order({}), order({ orderId: 8, orderNumber: 'VS-261127-BBBB', isClinicPickup: true, shippingAddressLocationName: 'Hôpital vétérinaire du Plateau' }),
    ], 'fr', 'https://store.example.com');
    expect(frenchProblemsOf(email)).toEqual([]);
    expect(email.text).toContain('Ramassage à l’Hôpital vétérinaire du Plateau');
    expect(email.text).toContain('Taxes\u202f: 5,98\u00a0$');
  });

  it('cancellation, by the clinic, with a reason', () => {
    const email = orderCancelledEmail(
      { email: 'a@example.com', firstName: 'Gabrielle', lang: 'fr' },
      { orderNumber: 'VS-261127-AAAA', totalCents: 4599, reason: 'Produit discontinué', byStaff: true, url: 'https://store.example.com/account/orders/7' },
    );
    expect(frenchProblemsOf(email)).toEqual([]);
    expect(email.subject).toBe('Votre commande VS-261127-AAAA est annulée');
  });

  it('reinstated by the clinic (issue 25): the new number and total, the cancelled one named', () => {
    const to = { email: 'a@example.com', firstName: 'Gabrielle' };
    const reinstated = { fromOrderNumber: 'VS-261127-AAAA', orderNumber: 'VS-261128-BBBB', totalCents: 4599, url: 'https://store.example.com/account/orders/8' };
    const fr = orderReinstatedEmail({ ...to, lang: 'fr' }, reinstated);
    expect(frenchProblemsOf(fr)).toEqual([]);
    expect(fr.subject).toBe('Votre commande est rétablie sous le numéro VS-261128-BBBB');
    expect(fr.text).toContain('45,99\u00a0$');
    const en = orderReinstatedEmail({ ...to, lang: 'en' }, reinstated);
    expect(en.text).toContain('Your clinic reinstated your cancelled order VS-261127-AAAA as a new order, VS-261128-BBBB ($45.99)');
  });
});
