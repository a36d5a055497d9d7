import { distanceKm, roundKm, type LatLng } from '../../../domain/geo';

/**
 * Clinic search rules (rr §2, §5; issue 6), pure so they are tested without a database: a search by
 * postal code or position returns the nearest clinics; by name, clinics whose name (or city) holds
 * every typed word, in any order, ignoring accents and case; a subdomain matches exactly.
 */
export interface SearchableClinic extends LatLng {
  id: number;
  practiceName: string;
  city: string;
  province: string;
  subdomain: string;
}

export interface ClinicCriteria {
  origin?: LatLng | null;
  name?: string | null;
  province?: string | null;
  subdomain?: string | null;
}

export const SEARCH_LIMITS = { nearest: 10, byName: 25 } as const;

/** 'Clinique vétérinaire St-Étienne' → 'clinique veterinaire st etienne'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function searchWords(text: string): string[] {
  return foldForSearch(text).split(' ').filter(Boolean);
}

/** Every typed word starts one of the clinic's words (name or city), in any order. */
export function matchesName(clinic: Pick<SearchableClinic, 'practiceName' | 'city'>, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const haystack = searchWords(`${clinic.practiceName} ${clinic.city}`);
  return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

export interface RankedClinic<T> {
  clinic: T;
  distanceInKm: number | null;
}

export function rankClinics<T extends SearchableClinic>(clinics: readonly T[], criteria: ClinicCriteria): RankedClinic<T>[] {
  const words = criteria.name ? searchWords(criteria.name) : null;
  const subdomain = criteria.subdomain?.toLowerCase();
  const matching = clinics.filter(
    (clinic) =>
      (!subdomain || clinic.subdomain.toLowerCase() === subdomain) &&
      (!criteria.province || clinic.province === criteria.province) &&
      (!words || matchesName(clinic, words)),
  );
  const origin = criteria.origin;
  const ranked = matching.map((clinic) => ({ clinic, distanceInKm: origin ? roundKm(distanceKm(origin, clinic)) : null }));
  const byName = (a: RankedClinic<T>, b: RankedClinic<T>) => a.clinic.practiceName.localeCompare(b.clinic.practiceName, 'fr-CA');
  ranked.sort(origin ? (a, b) => a.distanceInKm! - b.distanceInKm! || byName(a, b) : byName);
  return ranked.slice(0, words || !origin ? SEARCH_LIMITS.byName : SEARCH_LIMITS.nearest);
}
