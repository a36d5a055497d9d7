import { describe, expect, it } from 'vitest';
import { frenchTextProblems } from '../../../domain/french-text';
import { staffInvitationEmail } from './staff-emails';

describe('the staff invitation in French (issue 24 item 20)', () => {
  it('names the clinic with its article, in French typography', () => {
    const email = staffInvitationEmail({ email: 'v@example.com', firstName: 'Léa', language: 'fr' }, {
      clinicName: 'Hôpital vétérinaire du Plateau', invitedBy: 'Olivier Gagnon', link: 'https://store.example.com/clinic/invitation?token=abc', hours: 72,
    });
    expect([email.subject, email.text].flatMap((part) => frenchTextProblems(part))).toEqual([]);
    expect(email.subject).toBe('Invitation à l’équipe de l’Hôpital vétérinaire du Plateau');
  });
});
