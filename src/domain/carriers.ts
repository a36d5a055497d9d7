import type { Language } from './constants';

/**
 * The carriers a clinic's distributor ships with and each one's public tracking page (issue 14: the
 * order page links a shipped parcel to it). The order stores the carrier's code and the tracking
 * number; an unknown carrier shows its name and number without a link.
 */
export const CARRIERS = {
  canada_post: {
    name: 'Canada Post', trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={n}',
    // The one carrier with a French name and tracking page (the others keep their name in French).
    fr: { name: 'Postes Canada', trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor={n}' },
  },
  purolator: { name: 'Purolator', trackingUrl: 'https://www.purolator.com/en/shipping/tracker?pins={n}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={n}' },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  canpar: { name: 'Canpar', trackingUrl: 'https://www.canpar.com/en/tracking/delivery_options.htm?barcode={n}' },
} as const;
export type CarrierCode = keyof typeof CARRIERS;

export const isCarrierCode = (value: string): value is CarrierCode => Object.hasOwn(CARRIERS, value);

/** The carrier's words in a language: its own, or the English ones when it has no French. */
function carrierIn(carrier: CarrierCode, language: Language): { name: string; trackingUrl: string } {
  const entry: { name: string; trackingUrl: string; fr?: { name: string; trackingUrl: string } } = CARRIERS[carrier];
  return language === 'fr' && entry.fr ? entry.fr : entry;
}

/** The carrier's name to show (its code when the store does not know it). */
export function carrierName(carrier: string, language: Language = 'en'): string {
  return isCarrierCode(carrier) ? carrierIn(carrier, language).name : carrier;
}

/** The tracking page of a parcel, or null for an unknown carrier or an empty number. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null, language: Language = 'en'): string | null {
  if (!carrier || !trackingNumber || !isCarrierCode(carrier)) return null;
  return carrierIn(carrier, language).trackingUrl.replace('{n}', encodeURIComponent(trackingNumber.trim()));
}
