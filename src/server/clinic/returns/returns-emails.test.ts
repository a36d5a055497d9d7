import { describe, expect, it } from 'vitest';
import { frenchTextProblems } from '../../../domain/french-text';
import { returnProcessedEmail } from './returns-emails';

describe('the return email in French (issue 24 item 20)', () => {
  it('names the clinic with its article, in French typography', () => {
    const email = returnProcessedEmail({ email: 'r@example.com', firstName: 'Rémi', language: 'fr' }, {
      orderNumber: 'VS-1', clinicName: 'Hôpital vétérinaire du Plateau', toCardCents: 1250, toCreditCents: 500,
      items: [{ name: 'Litière', quantity: 1 }], url: 'https://store.example.com/account/orders/1',
    });
    expect([email.subject, email.text].flatMap((part) => frenchTextProblems(part))).toEqual([]);
    expect(email.text).toContain('L’Hôpital vétérinaire du Plateau a traité un retour');
  });
});
