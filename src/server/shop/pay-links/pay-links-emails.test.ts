import { describe, expect, it } from 'vitest';
import { payLinkEmail, paymentReceiptEmail } from './pay-links-emails';

describe('the pay-by-link and receipt emails', () => {
  const about = { clinicName: 'Hôpital vétérinaire du Plateau', amountCents: 12_345, description: 'Examen annuel', invoiceNumber: 'F-77' };
  it('speak French with its typography: narrow spaces before colons, a no-break space before $', () => {
    const link = payLinkEmail({ email: 'a@example.com', firstName: 'Léa', language: 'fr' }, { ...about, url: 'http://localhost/pay?token=abc', expiresOn: '2026-12-12' });
    expect(link.subject).toBe('Paiement demandé par l’Hôpital vétérinaire du Plateau\u202f: 123,45\u00a0$');
    expect(link.text).toContain('Payer en ligne\u202f: http://localhost/pay?token=abc');
    expect(link.text).toContain('expire le 2026-12-12');
    const receipt = paymentReceiptEmail({ email: 'a@example.com', firstName: 'Léa', language: 'fr' }, { ...about, card: { brand: 'mc', last4: '4444' }, paidOn: '2026-12-01' });
    expect(receipt.text).toContain('Facture\u202f: F-77');
    expect(receipt.text).toContain('Carte\u202f: Mastercard •••• 4444');
  });
  it('speak English to an English client', () => {
    const receipt = paymentReceiptEmail({ email: 'a@example.com', firstName: 'Avery', language: 'en' }, { ...about, clinicName: 'Maple Vet', card: { brand: 'visa', last4: '4242' }, paidOn: '2026-12-01' });
    expect(receipt.subject).toBe('Payment receipt — invoice F-77');
    expect(receipt.text).toContain('Maple Vet received your payment of $123.45 on 2026-12-01.');
  });
});
