import type { CheckoutNotification, CheckoutNotificationCode } from '../../../contracts/checkout';
import { DELIVERY_DAYS, type Language } from '../../../domain/constants';
import type { DeliveryOption } from '../../../domain/delivery';
import { frenchClinicName } from '../../../domain/french-text';
import { LIMIT_TEXTS } from '../../shared/ordering-limits';
import { POLICY_TEXTS } from '../../shared/clinic-policies';

/**
 * The checkout's texts in both languages. Notifications also carry a stable code, so the web may
 * show its own text; option names and descriptions are shown as sent.
 */
const OPTION_NAMES: Record<Language, Record<DeliveryOption['id'], string>> = {
  en: { standard: 'Standard shipping', express: 'Express shipping', pickup: 'Pick up at {clinic}' },
  fr: { standard: 'Livraison standard', express: 'Livraison express', pickup: 'Ramassage {clinic}' },
};

export function optionName(option: DeliveryOption, lang: Language, clinicName: string): string {
  // French names the clinic with its article: "Ramassage à l’Hôpital vétérinaire du Plateau".
  return OPTION_NAMES[lang][option.id].replace('{clinic}', lang === 'fr' ? frenchClinicName(clinicName, 'à') : clinicName);
}

export function optionDescription(option: DeliveryOption, lang: Language): string {
  const { min, max } = option.businessDays;
  if (option.isPickup) {
    return lang === 'fr' ? `Prêt pour le ramassage en ${min} à ${max} jours ouvrables` : `Ready for pickup in ${min} to ${max} business days`;
  }
  return lang === 'fr' ? `Livré en ${min} à ${max} jours ouvrables` : `Delivered in ${min} to ${max} business days`;
}

const NOTIFICATIONS: Record<CheckoutNotificationCode, { type: CheckoutNotification['messageType']; en: string; fr: string }> = {
  'checkout.restrictedProvince': {
    type: 'Warning',
    en: 'Your clinic ships only within {clinicProvince}: home delivery to {province} is not available. Please choose clinic pickup or another address.',
    fr: 'Votre clinique ne livre que dans sa province ({clinicProvince})\u202f: la livraison à domicile vers {province} n’est pas offerte. Choisissez le ramassage à la clinique ou une autre adresse.',
  },
  'checkout.outOfStock': {
    type: 'Error',
    en: 'products out of stock',
    fr: 'produits en rupture de stock',
  },
  'checkout.noShippingAddress': {
    type: 'Warning',
    en: 'Please add a shipping address.',
    fr: 'Veuillez ajouter une adresse de livraison.',
  },
  'checkout.noPaymentMethod': {
    type: 'Warning',
    en: 'Please add a payment card.',
    fr: 'Veuillez ajouter une carte de paiement.',
  },
  'checkout.cardExpired': {
    type: 'Error',
    en: 'This card has expired: please choose or add another card.',
    fr: 'Cette carte est expirée\u202f: choisissez ou ajoutez une autre carte.',
  },
  'checkout.approvalRequired': {
    type: 'Info',
    en: 'Some items need your veterinarian’s approval; your clinic will review them before they ship.',
    fr: 'Certains articles doivent être approuvés par votre vétérinaire\u202f; votre clinique les examinera avant l’envoi.',
  },
  'checkout.emptyCart': {
    type: 'Info',
    en: 'Your cart is empty.',
    fr: 'Votre panier est vide.',
  },
  'checkout.monthlyLimit': { type: 'Error', ...LIMIT_TEXTS.monthly },
  'checkout.allocationLimit': { type: 'Error', ...LIMIT_TEXTS.allocation },
  'checkout.restrictedArea': { type: 'Warning', ...LIMIT_TEXTS.restrictedArea },
  'checkout.orderBelowMinimum': { type: 'Error', ...POLICY_TEXTS.belowMinimum },
  'checkout.orderAboveMaximum': { type: 'Error', ...POLICY_TEXTS.aboveMaximum },
};

export function checkoutNotification(
  code: CheckoutNotificationCode,
  lang: Language,
  values?: Record<string, string | number>,
): CheckoutNotification {
  const { type, ...texts } = NOTIFICATIONS[code];
  const message = texts[lang].replace(/\{(\w+)\}/g, (_, key: string) => String(values?.[key] ?? `{${key}}`));
  return { message, messageType: type, isError: type === 'Error', code, ...(values ? { values } : {}) };
}

/** cc §2 "The special review message (reviewOrderSpecialMessage) appears": the delivery times (rr §9). */
export function reviewOrderSpecialMessage(lang: Language): string {
  const { standard: home, pickup } = DELIVERY_DAYS;
  return lang === 'fr'
    ? `Les commandes livrées à domicile arrivent en ${home.min} à ${home.max} jours ouvrables\u202f; les commandes à ramasser sont prêtes à la clinique en ${pickup.min} à ${pickup.max} jours ouvrables.`
    : `Home deliveries arrive in ${home.min} to ${home.max} business days; pickup orders are ready at your clinic in ${pickup.min} to ${pickup.max} business days.`;
}
