import { carrierName, trackingUrl } from '../../domain/carriers';
import type { Language } from '../../domain/constants';
import { formatDate } from '../../domain/date-format';
import { frenchClinicName } from '../../domain/french-text';
import type { OutboxEmail } from '../integrations/email/outbox.queries';
import { composeEmail } from '../integrations/email/compose';

/** The emails the clinic's decisions send, in the client's language; every typed value is escaped in the HTML. */
function render(to: string, kind: string, subject: string, paragraphs: string[]): OutboxEmail {
  return composeEmail({ to, kind, subject, paragraphs });
}

export interface ClientRecipient {
  email: string;
  firstName: string;
  language: Language;
}

/** The clinic declined a pending registration, with its reason. */
export function registrationDeclinedEmail(to: ClientRecipient, clinicName: string, reason: string): OutboxEmail {
  return to.language === 'fr'
    ? render(to.email, 'registration_declined', `Votre inscription auprès ${frenchClinicName(clinicName, 'de')}`, [
      `Bonjour ${to.firstName},`,
      `${frenchClinicName(clinicName, null, true)} n’a pas pu activer votre compte de boutique en ligne. Raison indiquée par la clinique\u202f: ${reason}`,
      'Pour toute question, communiquez directement avec la clinique.',
    ])
    : render(to.email, 'registration_declined', `Your registration with ${clinicName}`, [
      `Hello ${to.firstName},`,
      `${clinicName} could not enable your online store account. The clinic's reason: ${reason}`,
      'If you have questions, please contact the clinic directly.',
    ]);
}

/** The veterinarian approved a prescription request. */
export function prescriptionApprovedEmail(
  to: ClientRecipient,
  details: { clinicName: string; petName: string; productName: string; expiresOn: string; instructions: string; link: string },
): OutboxEmail {
  const { clinicName, petName, productName, instructions, link } = details;
  const expiresOn = formatDate(details.expiresOn, to.language);
  return to.language === 'fr'
    ? render(to.email, 'rx_approved', `Ordonnance approuvée pour ${petName}`, [
      `Bonjour ${to.firstName},`,
      `Le vétérinaire ${frenchClinicName(clinicName, 'de')} a approuvé ${productName} pour ${petName}, valide jusqu’au ${expiresOn}.`,
      ...(instructions ? [`Directives\u202f: ${instructions}`] : []),
      `Vous pouvez maintenant le commander\u202f: ${link}`,
    ])
    : render(to.email, 'rx_approved', `Prescription approved for ${petName}`, [
      `Hello ${to.firstName},`,
      `The veterinarian at ${clinicName} approved ${productName} for ${petName}, valid until ${expiresOn}.`,
      ...(instructions ? [`Instructions: ${instructions}`] : []),
      `You can order it now: ${link}`,
    ]);
}

/** The veterinarian denied a prescription request, with the reason. */
export function prescriptionDeniedEmail(
  to: ClientRecipient,
  details: { clinicName: string; petName: string; productName: string; reason: string },
): OutboxEmail {
  const { clinicName, petName, productName, reason } = details;
  return to.language === 'fr'
    ? render(to.email, 'rx_denied', `Demande d’ordonnance refusée pour ${petName}`, [
      `Bonjour ${to.firstName},`,
      `Le vétérinaire ${frenchClinicName(clinicName, 'de')} n’a pas approuvé ${productName} pour ${petName}. Raison\u202f: ${reason}`,
      'Communiquez avec la clinique pour en discuter.',
    ])
    : render(to.email, 'rx_denied', `Prescription request denied for ${petName}`, [
      `Hello ${to.firstName},`,
      `The veterinarian at ${clinicName} did not approve ${productName} for ${petName}. Reason: ${reason}`,
      'Please contact the clinic to talk it over.',
    ]);
}

/**
 * The order is on its way (issue 16 "shipped"): the carrier by its name in the client's language, the
 * tracking number and the carrier's tracking page (none for a carrier the store does not know).
 */
export function orderShippedEmail(to: ClientRecipient, details: { orderNumber: string; carrier: string; trackingNumber: string; link: string }): OutboxEmail {
  const { orderNumber, trackingNumber, link } = details;
  const carrier = carrierName(details.carrier, to.language);
  const tracking = trackingUrl(details.carrier, trackingNumber, to.language);
  return to.language === 'fr'
    ? render(to.email, 'order_shipped', `Votre commande ${orderNumber} est expédiée`, [
      `Bonjour ${to.firstName},`,
      `Votre commande ${orderNumber} est en route avec ${carrier}, numéro de suivi ${trackingNumber}.`,
      ...(tracking ? [`Suivez le colis sur le site de ${carrier}\u202f: ${tracking}`] : []),
      `Détails de la commande dans votre compte\u202f: ${link}`,
    ])
    : render(to.email, 'order_shipped', `Your order ${orderNumber} has shipped`, [
      `Hello ${to.firstName},`,
      `Your order ${orderNumber} is on its way with ${carrier}, tracking number ${trackingNumber}.`,
      ...(tracking ? [`Track the parcel on ${carrier}'s site: ${tracking}`] : []),
      `Order details in your account: ${link}`,
    ]);
}

/** The order waits at the clinic, with the clinic's hours (issue 17: the week and coming holiday hours). */
export function orderReadyForPickupEmail(to: ClientRecipient, details: { orderNumber: string; clinicName: string; link: string; hours?: string[] }): OutboxEmail {
  const { orderNumber, clinicName, link, hours = [] } = details;
  return to.language === 'fr'
    ? render(to.email, 'order_ready_for_pickup', `Votre commande ${orderNumber} est prête à être ramassée`, [
      `Bonjour ${to.firstName},`,
      `Votre commande ${orderNumber} vous attend ${frenchClinicName(clinicName, 'à')}.`,
      ...(hours.length ? [`Heures d’ouverture\u202f: ${hours.join('\u202f; ')}`] : []),
      `Détails\u202f: ${link}`,
    ])
    : render(to.email, 'order_ready_for_pickup', `Your order ${orderNumber} is ready for pickup`, [
      `Hello ${to.firstName},`,
      `Your order ${orderNumber} is waiting for you at ${clinicName}.`,
      ...(hours.length ? [`Opening hours: ${hours.join('; ')}`] : []),
      `Details: ${link}`,
    ]);
}
