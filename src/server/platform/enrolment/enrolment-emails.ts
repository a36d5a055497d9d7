import type { Language } from '../../../domain/constants';
import { frenchClinicName } from '../../../domain/french-text';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';
import { composeEmail } from '../../integrations/email/compose';

function email(to: string, kind: string, subject: string, paragraphs: string[]): OutboxEmail {
  return composeEmail({ to, kind, subject, paragraphs });
}

/** The platform refused a clinic's enrolment (issue 25): the reason, in the applicant's language; typed values escaped. */
export function enrolmentRefusedEmail(to: { email: string; firstName: string; language: Language }, details: { clinicName: string; reason: string }): OutboxEmail {
  const { clinicName, reason } = details;
  return to.language === 'fr'
    ? email(to.email, 'enrolment_refused', `Inscription ${frenchClinicName(clinicName, 'de')} refusée`, [
      `Bonjour ${to.firstName},`,
      `Nous ne pouvons pas ouvrir la boutique en ligne ${frenchClinicName(clinicName, 'de')} pour le moment.`,
      `Motif\u202f: ${reason}`,
      'Pour toute question, répondez à ce courriel.',
    ])
    : email(to.email, 'enrolment_refused', `${clinicName}'s enrolment was refused`, [
      `Hello ${to.firstName},`,
      `We cannot open ${clinicName}'s online store at this time.`,
      `Reason: ${reason}`,
      'If you have any questions, reply to this email.',
    ]);
}

/** A waiting client's clinic went live (issue 25; the "not live" thank-you promised this email). */
export function clinicLiveEmail(to: { email: string; firstName: string; language: Language }, details: { clinicName: string; link: string }): OutboxEmail {
  const { clinicName, link } = details;
  return to.language === 'fr'
    ? email(to.email, 'clinic_live', `La boutique en ligne ${frenchClinicName(clinicName, 'de')} est ouverte`, [
      `Bonjour ${to.firstName},`,
      `Bonne nouvelle\u202f: la boutique en ligne ${frenchClinicName(clinicName, 'de')} est ouverte. Vous pouvez maintenant magasiner.`,
      `Connectez-vous ici\u202f: ${link}`,
    ])
    : email(to.email, 'clinic_live', `${clinicName}'s online store is open`, [
      `Hello ${to.firstName},`,
      `Good news: ${clinicName}'s online store is now open. You can start shopping.`,
      `Sign in here: ${link}`,
    ]);
}
