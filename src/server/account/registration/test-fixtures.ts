import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registrationResultSchema, type RegistrationRequest } from '../../../contracts/registration';
import { injectChecked } from '../../testing/contract-inject';

/** Shared by the registration and account API tests: clinics far from the seeded ones, and helpers. */
export const FIXTURE_CLINICS = {
  // Whitehorse (Y1A) and around: the seed places no clinic in Yukon, so distances are predictable.
  automatic: { practice_name: 'Aurora Borealis Animal Hospital', city: 'Whitehorse', lat: 60.72, lng: -135.05, subdomain: 'aurorafix', automatic: 1, live: 1, approved: 1 },
  manualApproval: { practice_name: 'Clinique vétérinaire Saint-Élie du Yukon', city: 'Haines Junction', lat: 60.75, lng: -137.51, subdomain: 'saint-elie', automatic: 0, live: 1, approved: 1 },
  notLive: { practice_name: 'Dawson Gold Rush Vet', city: 'Dawson City', lat: 64.06, lng: -139.43, subdomain: 'dawson', automatic: 1, live: 0, approved: 1 },
  notApproved: { practice_name: 'Carcross Desert Pet Clinic', city: 'Carcross', lat: 60.17, lng: -134.71, subdomain: 'carcross', automatic: 1, live: 1, approved: 0 },
} as const;
export type FixtureName = keyof typeof FIXTURE_CLINICS;

export async function insertFixtureClinics(db: Db): Promise<Record<FixtureName, number>> {
  const ids = {} as Record<FixtureName, number>;
  for (const [name, c] of Object.entries(FIXTURE_CLINICS) as [FixtureName, (typeof FIXTURE_CLINICS)[FixtureName]][]) {
    const row = await db
      .insertInto('clinics')
      .values({
        practice_name: c.practice_name,
        address: '1 Main Street',
        city: c.city,
        province: 'YT',
        postal_code: 'Y1A 1A1',
        latitude: c.lat,
        longitude: c.lng,
        phone: '867-555-0100',
        email: `${c.subdomain}@clinic.example`,
        vet_name: 'Dr. Service',
        subdomain: c.subdomain,
        master_clinic_id: null,
        is_automatic_registration: c.automatic,
        is_live: c.live,
        is_approved: c.approved,
        restrict_shipping_to_province: 0,
        distributor_name: '',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  }
  return ids;
}

let ipCounter = 0;
/** A fresh client address, so the per-address rate limits only bite where a test wants them to. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export function registration(email: string, clinicId: number, overrides: Partial<RegistrationRequest> = {}): RegistrationRequest & { recaptchaResponse: string } {
  return {
    firstName: 'Jeanne-Marie',
    lastName: 'Côté',
    email,
    phone: '(867) 555.0123',
    provinceId: 'YT',
    clinicSearchOption: 'searchByPostalCode',
    language: 'en',
    clinicInfo: { id: clinicId },
    acceptTerms: true,
    caslConsent: false,
    recaptchaResponse: 'sandbox-v3-register-test',
    ...overrides,
  };
}

export function register(app: FastifyInstance, payload: unknown, ip = freshIp()) {
  return injectChecked(app, { method: 'POST', url: '/api/account/register/', payload: payload as object, remoteAddress: ip }, registrationResultSchema);
}

/** The token of the newest link of that kind emailed to an address, read from the outbox. */
export async function tokenFromOutbox(db: Db, to: string, kind: 'confirm' | 'reset'): Promise<string> {
  const email = await db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /[?&]token=([\w-]+)/.exec(email.body_text)?.[1];
  if (!token) throw new Error(`no token in ${email.body_text}`);
  return token;
}
