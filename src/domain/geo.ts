/** Great-circle distances between points given in decimal degrees (clinic search, rr §2). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres; accurate to well under 1% at the distances a shopper drives. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Parses the 'lat,lng' form the browser's position is sent in. Null for anything that is not two
 * finite numbers within latitude -90..90 and longitude -180..180.
 */
export function parseLatLng(input: string | null | undefined): LatLng | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(input ?? '');
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** 'lat,lng' with 4 decimals (about 11 m), the precision a clinic search needs and no more. */
export function formatLatLng({ lat, lng }: LatLng): string {
  return `${lat.toFixed(4)},${lng.toFixed(4)}`;
}

/** Kilometres rounded to one decimal for display and for the API's distanceInKm. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
