import type { Language } from '../../../domain/constants';
import { formatCents } from '../../../domain/money';
import { composeEmail } from '../../integrations/email/compose';
import type { OutboxEmail } from '../../integrations/email/outbox.queries';

/** The wellness plan emails (issue 27), in the client's language. */
export interface WellnessEmailTo {
  email: string;
  firstName: string;
  lang: Language;
}

const TEXT = {
  en: {
    declinedSubject: 'Your wellness plan payment was declined',
    declined: (n: string, plan: string, pet: string, amount: string) =>
      [`Hello ${n},`, `Your card was declined for the ${amount} payment of ${pet}’s ${plan}.`, 'We will try again in a few days. To pay with another card now, add it with the link below (it works once).'],
    link: 'Update your card:',
    linkText: 'update the card for this plan',
  },
  fr: {
    declinedSubject: 'Le paiement de votre plan bien-être a été refusé',
    declined: (n: string, plan: string, pet: string, amount: string) =>
      [`Bonjour ${n},`, `Votre carte a été refusée pour le paiement de ${amount} du plan ${plan} de ${pet}.`, 'Nous réessaierons dans quelques jours. Pour payer dès maintenant avec une autre carte, ajoutez-la par le lien ci-dessous (il ne fonctionne qu’une fois).'],
    link: 'Mettre à jour votre carte\u202f:',
    linkText: 'mettre à jour la carte de ce plan',
  },
} as const;

export function wellnessDeclinedEmail(to: WellnessEmailTo, about: { planName: string; petName: string; amountCents: number }, url: string): OutboxEmail {
  const t = TEXT[to.lang];
  return composeEmail({
    to: to.email, kind: 'wellness-declined', subject: t.declinedSubject,
    paragraphs: t.declined(to.firstName, about.planName, about.petName, formatCents(about.amountCents, to.lang)),
    link: { label: t.link, url, text: t.linkText },
  });
}
