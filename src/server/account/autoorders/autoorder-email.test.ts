import { describe, expect, it } from 'vitest';
import { AUTO_ORDER_ATTENTION } from '../../../domain/auto-order-status';
import { frenchTextProblems } from '../../../domain/french-text';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { attentionEmail, declinedEmail, placedEmail, reminderEmail, skippedEmail, type AutoOrderEmailTo } from './autoorder-email';

const problems = (email: OutboxEmail) => [email.subject, email.text].flatMap((part) => frenchTextProblems(part));
const fr: AutoOrderEmailTo = { email: 's@example.com', firstName: 'Sophie', lang: 'fr' };
const links = { baseUrl: 'https://store.example.com', subscriptionId: 4 };

describe('the AutoOrder emails in French (issue 24 items 18, 20)', () => {
  it('say "commande automatique" and write dates as Quebec does', () => {
    const reminder = reminderEmail(fr, links, '2026-12-05', 4599);
    expect(reminder.subject).toBe('Votre commande automatique sera passée le 5\u00a0décembre\u00a02026');
    expect(reminderEmail({ ...fr, lang: 'en' }, links, '2026-12-05', 4599).subject).toBe('Your AutoOrder will be placed on 12/05/2026');
    const emails = [
      reminder,
      reminderEmail(fr, links, '2026-12-05', 4599, [{ name: 'Croquettes', fromCents: 4599, toCents: 4899 }]),
      placedEmail(fr, links, { orderNumbers: ['VS-1'], totalCents: 4599, nextDate: '2026-12-19', skippedNames: ['Litière'], waitingForVet: true, changedMeanwhile: true }),
      skippedEmail(fr, links, '2026-12-19'),
      declinedEmail(fr, links, new Date('2026-12-07T15:00:00Z')),
      ...AUTO_ORDER_ATTENTION.map((reason) => attentionEmail(fr, links, reason)),
    ];
    expect(emails.flatMap(problems)).toEqual([]);
  });
});
