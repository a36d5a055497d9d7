import full from 'libphonenumber-js/metadata.max.json';
import { PHONE_COUNTRIES } from '../src/domain/validation/phone';

interface MetadataShape {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/**
 * libphonenumber-js's full metadata cut to PHONE_COUNTRIES (used by scripts/phone-metadata.ts and
 * by the test that keeps the committed copy current; never imported by the app, which would pull
 * in the whole 150 KB file).
 */
export function northAmericanMetadata(): MetadataShape {
  const source = full as unknown as MetadataShape;
  const keep = new Set<string>(PHONE_COUNTRIES);
  const callingCodes = Object.fromEntries(
    Object.entries(source.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((c) => keep.has(c))] as const)
      .filter(([, countries]) => countries.length > 0),
  );
  const countries = Object.fromEntries(Object.entries(source.countries).filter(([country]) => keep.has(country)));
  return { version: source.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}
