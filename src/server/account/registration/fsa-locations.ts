import type { LatLng } from '../../../domain/geo';
import type { Province } from '../../../domain/constants';

/**
 * Where a postal code is, for the clinic search by postal code (issue 6). A postal code is placed
 * at its forward sortation area (first three characters) when the table below knows it, otherwise
 * at the population centre of its region (first letter). Coarse on purpose: the search only has to
 * rank nearby clinics, and a full FSA table would need a licensed data set
 * (docs/decisions/020-registration-and-account-links.md).
 */

/** Population centres of the 18 postal regions (first letters in use). */
const REGION_CENTROIDS: Readonly<Record<string, LatLng>> = {
  A: { lat: 47.9, lng: -54.2 }, // Newfoundland and Labrador
  B: { lat: 44.9, lng: -63.4 }, // Nova Scotia
  C: { lat: 46.3, lng: -63.2 }, // Prince Edward Island
  E: { lat: 46.2, lng: -65.8 }, // New Brunswick
  G: { lat: 47.2, lng: -71.3 }, // Eastern Quebec
  H: { lat: 45.53, lng: -73.65 }, // Montréal
  J: { lat: 45.8, lng: -73.3 }, // Western Quebec
  K: { lat: 45.0, lng: -76.2 }, // Eastern Ontario
  L: { lat: 43.6, lng: -79.7 }, // Central Ontario
  M: { lat: 43.7, lng: -79.4 }, // Toronto
  N: { lat: 43.1, lng: -81.0 }, // Southwestern Ontario
  P: { lat: 47.0, lng: -81.5 }, // Northern Ontario
  R: { lat: 49.95, lng: -97.4 }, // Manitoba
  S: { lat: 51.2, lng: -105.6 }, // Saskatchewan
  T: { lat: 52.2, lng: -113.8 }, // Alberta
  V: { lat: 49.4, lng: -122.9 }, // British Columbia
  X: { lat: 62.45, lng: -114.37 }, // Northwest Territories and Nunavut
  Y: { lat: 60.72, lng: -135.05 }, // Yukon
};

/** Common forward sortation areas (city centres), enough to rank clinics within a city. */
const FSA_LOCATIONS: Readonly<Record<string, LatLng>> = {
  A1C: { lat: 47.56, lng: -52.71 }, // St. John's
  A1B: { lat: 47.57, lng: -52.74 },
  B3H: { lat: 44.64, lng: -63.58 }, // Halifax
  B3J: { lat: 44.65, lng: -63.58 },
  B2Y: { lat: 44.67, lng: -63.57 }, // Dartmouth
  C1A: { lat: 46.24, lng: -63.13 }, // Charlottetown
  E1C: { lat: 46.09, lng: -64.78 }, // Moncton
  E3B: { lat: 45.96, lng: -66.64 }, // Fredericton
  E2L: { lat: 45.27, lng: -66.06 }, // Saint John
  G1R: { lat: 46.81, lng: -71.21 }, // Québec
  G1V: { lat: 46.78, lng: -71.28 },
  G1K: { lat: 46.82, lng: -71.22 },
  G7H: { lat: 48.43, lng: -71.07 }, // Chicoutimi
  H2X: { lat: 45.51, lng: -73.57 }, // Montréal
  H2T: { lat: 45.52, lng: -73.59 },
  H3B: { lat: 45.5, lng: -73.57 },
  H3A: { lat: 45.5, lng: -73.58 },
  H1A: { lat: 45.67, lng: -73.5 },
  H7N: { lat: 45.56, lng: -73.72 }, // Laval
  J4K: { lat: 45.53, lng: -73.51 }, // Longueuil
  J8X: { lat: 45.43, lng: -75.72 }, // Gatineau
  J8Y: { lat: 45.45, lng: -75.74 },
  J1H: { lat: 45.4, lng: -71.89 }, // Sherbrooke
  J9A: { lat: 45.48, lng: -75.81 },
  K1A: { lat: 45.42, lng: -75.7 }, // Ottawa
  K1P: { lat: 45.42, lng: -75.7 },
  K1N: { lat: 45.43, lng: -75.69 },
  K1S: { lat: 45.4, lng: -75.68 },
  K2P: { lat: 45.41, lng: -75.69 },
  K2G: { lat: 45.34, lng: -75.73 }, // Nepean
  K2K: { lat: 45.34, lng: -75.91 }, // Kanata
  K4A: { lat: 45.47, lng: -75.49 }, // Orléans
  K7L: { lat: 44.23, lng: -76.49 }, // Kingston
  K9J: { lat: 44.3, lng: -78.32 }, // Peterborough
  L4C: { lat: 43.88, lng: -79.44 }, // Richmond Hill
  L5B: { lat: 43.59, lng: -79.64 }, // Mississauga
  L6Y: { lat: 43.68, lng: -79.76 }, // Brampton
  L8P: { lat: 43.25, lng: -79.87 }, // Hamilton
  L1H: { lat: 43.9, lng: -78.86 }, // Oshawa
  M5V: { lat: 43.64, lng: -79.4 }, // Toronto
  M5H: { lat: 43.65, lng: -79.38 },
  M4W: { lat: 43.68, lng: -79.38 },
  M6K: { lat: 43.64, lng: -79.43 },
  M1B: { lat: 43.81, lng: -79.22 }, // Scarborough
  M9W: { lat: 43.71, lng: -79.59 }, // Etobicoke
  N2L: { lat: 43.47, lng: -80.54 }, // Waterloo
  N6A: { lat: 42.98, lng: -81.25 }, // London
  N9A: { lat: 42.31, lng: -83.04 }, // Windsor
  N1G: { lat: 43.53, lng: -80.23 }, // Guelph
  P3A: { lat: 46.49, lng: -80.99 }, // Sudbury
  P7B: { lat: 48.41, lng: -89.25 }, // Thunder Bay
  R3C: { lat: 49.89, lng: -97.14 }, // Winnipeg
  R3T: { lat: 49.81, lng: -97.15 },
  S4P: { lat: 50.45, lng: -104.61 }, // Regina
  S7K: { lat: 52.13, lng: -106.67 }, // Saskatoon
  T2P: { lat: 51.05, lng: -114.07 }, // Calgary
  T3H: { lat: 51.04, lng: -114.2 },
  T5J: { lat: 53.54, lng: -113.49 }, // Edmonton
  T6G: { lat: 53.52, lng: -113.52 },
  T1J: { lat: 49.69, lng: -112.84 }, // Lethbridge
  V6B: { lat: 49.28, lng: -123.11 }, // Vancouver
  V6E: { lat: 49.29, lng: -123.13 },
  V5K: { lat: 49.28, lng: -123.04 },
  V3T: { lat: 49.19, lng: -122.85 }, // Surrey
  V8W: { lat: 48.42, lng: -123.37 }, // Victoria
  V1Y: { lat: 49.89, lng: -119.49 }, // Kelowna
  V2C: { lat: 50.67, lng: -120.33 }, // Kamloops
  X1A: { lat: 62.45, lng: -114.37 }, // Yellowknife
  X0A: { lat: 63.75, lng: -68.52 }, // Iqaluit
  Y1A: { lat: 60.72, lng: -135.05 }, // Whitehorse
};

/** A representative region for each province, to place a clinic entered by hand (never searched). */
const REGION_OF_PROVINCE: Readonly<Record<Province, string>> = {
  NL: 'A', NS: 'B', PE: 'C', NB: 'E', QC: 'H', ON: 'K', MB: 'R', SK: 'S', AB: 'T', BC: 'V', NT: 'X', NU: 'X', YT: 'Y',
};

export interface PostalCodeLocation extends LatLng {
  /** 'fsa' when the FSA is known, 'region' when only its first letter placed it. */
  precision: 'fsa' | 'region';
}

/** Location of a (valid, normalised or not) postal code; null when its first letter is not Canadian. */
export function locatePostalCode(postalCode: string): PostalCodeLocation | null {
  const code = postalCode.trim().toUpperCase();
  const fsa = FSA_LOCATIONS[code.slice(0, 3)];
  if (fsa) return { ...fsa, precision: 'fsa' };
  const region = REGION_CENTROIDS[code.charAt(0)];
  return region ? { ...region, precision: 'region' } : null;
}

export function provinceCentroid(province: Province): LatLng {
  return REGION_CENTROIDS[REGION_OF_PROVINCE[province]]!;
}

/** For tests: every region letter the table covers. */
export const REGION_LETTERS = Object.keys(REGION_CENTROIDS);
