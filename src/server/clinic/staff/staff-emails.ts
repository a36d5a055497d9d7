import type { Language } from '../../../domain/constants';
import { frenchClinicName } from '../../../domain/french-text';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { composeEmail } from '../../integrations/email/compose';

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
  return composeEmail({
    to: to.email, kind: 'staff_invitation', subject, paragraphs,
  });
}

/** A staff member's roles, as a role change email names them. */
export interface RoleChange {
  given: ('admin' | 'veterinarian')[];
  removed: ('admin' | 'veterinarian')[];
  /** The veterinarian's licence when the role is held after the change. */
  licence: { number: string; province: string } | null;
}

const ROLE_WORDS = {
  en: { admin: 'clinic admin', veterinarian: 'veterinarian' },
  fr: { admin: 'administrateur de la clinique', veterinarian: 'vétérinaire' },
} as const;

/**
 * Tells one of the clinic's other admins that someone's roles changed (issue 24): who changed whose
 * roles, what was given and removed, the licence, and where to review it. Nobody grants a role in
 * silence, so a misuse of an admin account is seen by the others.
 */
export function staffRolesChangedEmail(
  to: { email: string; firstName: string; language: Language },
  details: { clinicName: string; changedBy: string; member: string; change: RoleChange; link: string },
): OutboxEmail {
  const { clinicName, changedBy, member, change, link } = details;
  const fr = to.language === 'fr';
  const words = ROLE_WORDS[fr ? 'fr' : 'en'];
  const list = (roles: RoleChange['given']) => roles.map((r) => words[r]).join(fr ? ' et ' : ' and ');
  const licence = change.licence ? (fr ? `Permis d’exercice\u202f: ${change.licence.number} (${change.licence.province})` : `Licence: ${change.licence.number} (${change.licence.province})`) : '';
  const paragraphs = fr
    ? [
      `Bonjour ${to.firstName},`,
      `${changedBy} a modifié les rôles de ${member} à ${clinicName}.`,
      ...(change.given.length ? [`Rôle donné\u202f: ${list(change.given)}`] : []),
      ...(change.removed.length ? [`Rôle retiré\u202f: ${list(change.removed)}`] : []),
      ...(licence ? [licence] : []),
      `Si ce changement vous surprend, vérifiez-le dans le portail de la clinique\u202f: ${link}`,
    ]
    : [
      `Hello ${to.firstName},`,
      `${changedBy} changed ${member}'s roles at ${clinicName}.`,
      ...(change.given.length ? [`Role given: ${list(change.given)}`] : []),
      ...(change.removed.length ? [`Role removed: ${list(change.removed)}`] : []),
      ...(licence ? [licence] : []),
      `If you did not expect this change, review it in the clinic portal: ${link}`,
    ];
  const subject = fr ? `Rôles modifiés à ${clinicName}\u202f: ${member}` : `Roles changed at ${clinicName}: ${member}`;
  return composeEmail({
    to: to.email, kind: 'staff_roles_changed', subject, paragraphs,
  });
}
