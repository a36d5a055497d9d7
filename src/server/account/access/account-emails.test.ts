import { describe, expect, it } from 'vitest';
import { frenchTextProblems } from '../../../domain/french-text';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { confirmAccountEmail, confirmEmailChangeEmail, emailChangedNoticeEmail, resetPasswordEmail, welcomeEmail } from './account-emails';

const problems = (email: OutboxEmail) => [email.subject, email.text].flatMap((part) => frenchTextProblems(part));
const to = { email: 'n@example.com', firstName: 'Nadia', language: 'fr' as const };
const link = 'https://store.example.com/Account/Confirm?token=abc';

describe('the account emails in French (issue 24 item 20)', () => {
  it('use French typography and name the clinic with its article', () => {
    const confirm = confirmAccountEmail(to, 'Clinique vétérinaire Laval', link, 7);
    const welcome = welcomeEmail(to, 'Centre vétérinaire Rive-Sud', link);
    expect([confirm, welcome, resetPasswordEmail(to, link, 30), confirmEmailChangeEmail(to, link, 24), emailChangedNoticeEmail(to, 'new@example.com')].flatMap(problems)).toEqual([]);
    expect(confirm.text).toContain('Merci de vous être inscrit auprès de la Clinique vétérinaire Laval.');
    expect(welcome.subject).toBe('Bienvenue à la boutique en ligne du Centre vétérinaire Rive-Sud');
    expect(welcome.text).toContain('Le Centre vétérinaire Rive-Sud a activé votre compte.');
  });
});
