import type { Language } from '../../../domain/constants';
import { frenchClinicName } from '../../../domain/french-text';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { escapeHtml } from '../../lib/html';

/** The invitation to join a clinic's staff, in the invited person's language; typed values escaped in the HTML. */
export function staffInvitationEmail(
  to: { email: string; firstName: string; language: Language },
  details: { clinicName: string; invitedBy: string; link: string; hours: number },
): OutboxEmail {
  const { clinicName, invitedBy, link, hours } = details;
  const paragraphs = to.language === 'fr'
    ? [
      `Bonjour ${to.firstName},`,
      `${invitedBy} vous invite à rejoindre l’équipe ${frenchClinicName(clinicName, 'de')} sur le portail de la clinique.`,
      `Choisissez votre mot de passe avec ce lien (valide ${hours}\u00a0heures, une seule fois)\u202f: ${link}`,
      'Si vous n’attendiez pas cette invitation, ignorez ce courriel.',
    ]
    : [
      `Hello ${to.firstName},`,
      `${invitedBy} invites you to join ${clinicName}'s team on the clinic portal.`,
      `Choose your password with this link (valid for ${hours} hours, once): ${link}`,
      'If you did not expect this invitation, you can ignore this email.',
    ];
  const subject = to.language === 'fr' ? `Invitation à l’équipe ${frenchClinicName(clinicName, 'de')}` : `Your invitation to ${clinicName}'s team`;
  const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return {
    to: to.email, kind: 'staff_invitation', subject, text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html}</body></html>`,
  };
}
