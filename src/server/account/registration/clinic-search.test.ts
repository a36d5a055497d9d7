import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesName, rankClinics, SEARCH_LIMITS, type SearchableClinic } from './clinic-search';
import { locatePostalCode, provinceCentroid, REGION_LETTERS } from './fsa-locations';
import { PROVINCES } from '../../../domain/constants';

const clinic = (id: number, practiceName: string, city: string, province: string, lat: number, lng: number): SearchableClinic => ({
  id,
  practiceName,
  city,
  province,
  subdomain: `clinic${id}`,
  lat,
  lng,
});

const clinics = [
  clinic(1, 'Maple Leaf Veterinary Hospital', 'Ottawa', 'ON', 45.42, -75.7),
  clinic(2, 'Clinique vétérinaire Saint-Étienne', 'Gatineau', 'QC', 45.43, -75.72),
  clinic(3, 'Harbourfront Animal Clinic', 'Toronto', 'ON', 43.64, -79.39),
  clinic(4, 'Kingston Pet Hospital', 'Kingston', 'ON', 44.23, -76.49),
  clinic(5, 'Hôpital vétérinaire du Plateau', 'Montréal', 'QC', 45.52, -73.58),
];

describe('foldForSearch', () => {
  it('drops accents, case and punctuation', () => {
    expect(foldForSearch('Clinique vétérinaire St-Étienne')).toBe('clinique veterinaire st etienne');
    expect(foldForSearch('  HÔPITAL  ')).toBe('hopital');
  });
});

describe('matchesName', () => {
  it('matches every word in any order, accent-insensitive, by word prefix', () => {
    expect(matchesName(clinics[1]!, ['etienne', 'clinique'])).toBe(true);
    expect(matchesName(clinics[1]!, ['veter'])).toBe(true);
    expect(matchesName(clinics[0]!, ['hospital', 'maple'])).toBe(true);
  });

  it('needs every word and does not match inside a word', () => {
    expect(matchesName(clinics[0]!, ['maple', 'clinique'])).toBe(false);
    expect(matchesName(clinics[0]!, ['aple'])).toBe(false);
  });

  it('also matches the city', () => {
    expect(matchesName(clinics[4]!, ['montreal'])).toBe(true);
  });
});

describe('rankClinics', () => {
  it('orders by distance from the origin and rounds to one decimal', () => {
    const ranked = rankClinics(clinics, { origin: { lat: 45.42, lng: -75.7 } });
    expect(ranked.map((r) => r.clinic.id)).toEqual([1, 2, 4, 5, 3]);
    expect(ranked[0]!.distanceInKm).toBe(0);
    expect(ranked[1]!.distanceInKm).toBe(Math.round(ranked[1]!.distanceInKm! * 10) / 10);
  });

  it('searches by name in the province, sorted by name, without distances', () => {
    const ranked = rankClinics(clinics, { name: 'hospital', province: 'ON' });
    expect(ranked.map((r) => r.clinic.id)).toEqual([4, 1]);
    expect(ranked.every((r) => r.distanceInKm === null)).toBe(true);
  });

  it('finds a webstore by its exact subdomain', () => {
    expect(rankClinics(clinics, { subdomain: 'CLINIC3' }).map((r) => r.clinic.id)).toEqual([3]);
    expect(rankClinics(clinics, { subdomain: 'clinic' })).toEqual([]);
  });

  it('returns at most the nearest N', () => {
    const many = Array.from({ length: 30 }, (_, i) => clinic(i + 10, `Clinic ${i}`, 'Ottawa', 'ON', 45 + i / 100, -75));
    expect(rankClinics(many, { origin: { lat: 45, lng: -75 } })).toHaveLength(SEARCH_LIMITS.nearest);
    expect(rankClinics(many, { name: 'clinic' })).toHaveLength(SEARCH_LIMITS.byName);
  });
});

describe('locatePostalCode', () => {
  it('places a known forward sortation area precisely', () => {
    expect(locatePostalCode('K1A 0B1')).toMatchObject({ precision: 'fsa', lat: 45.42 });
    expect(locatePostalCode('m5v3l9')).toMatchObject({ precision: 'fsa' });
  });

  it('falls back to the region of the first letter', () => {
    expect(locatePostalCode('K0K 1A0')).toMatchObject({ precision: 'region' });
    expect(locatePostalCode('Z1A 1A1')).toBeNull();
  });

  it('covers all 18 postal regions and every province', () => {
    expect(REGION_LETTERS.sort().join('')).toBe('ABCEGHJKLMNPRSTVXY');
    for (const province of PROVINCES) expect(provinceCentroid(province).lat).toBeGreaterThan(40);
  });
});
