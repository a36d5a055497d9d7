/**
 * The carriers a clinic's distributor ships with and each one's public tracking page (issue 14: the
 * order page links a shipped parcel to it). The order stores the carrier's code and the tracking
 * number; an unknown carrier shows its name and number without a link.
 */
export const CARRIERS = {
  canada_post: { name: 'Canada Post', trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={n}' },
  purolator: { name: 'Purolator', trackingUrl: 'https://www.purolator.com/en/shipping/tracker?pins={n}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={n}' },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  canpar: { name: 'Canpar', trackingUrl: 'https://www.canpar.com/en/tracking/delivery_options.htm?barcode={n}' },
} as const;
export type CarrierCode = keyof typeof CARRIERS;

export const isCarrierCode = (value: string): value is CarrierCode => Object.hasOwn(CARRIERS, value);

/** The carrier's name to show (its code when the store does not know it). */
export function carrierName(carrier: string): string {
  return isCarrierCode(carrier) ? CARRIERS[carrier].name : carrier;
}

/** The tracking page of a parcel, or null for an unknown carrier or an empty number. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber || !isCarrierCode(carrier)) return null;
  return CARRIERS[carrier].trackingUrl.replace('{n}', encodeURIComponent(trackingNumber.trim()));
}
