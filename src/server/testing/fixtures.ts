import type { Db } from '../db/database';
import type { UserStatus } from '../db/schema';
import { hashPassword } from '../auth';

/** A clinic and a shopper written directly, for tests that must not depend on the demo data. */
export async function createClinic(db: Db, overrides: Partial<{ subdomain: string; isAutomaticRegistration: boolean }> = {}) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('clinics')
    .values({
      practice_name: 'Test Animal Hospital',
      address: '1 Test Street',
      city: 'Ottawa',
      province: 'ON',
      postal_code: 'K1A 0B1',
      latitude: 45.42,
      longitude: -75.69,
      phone: '613-555-0100',
      email: 'clinic@example.com',
      vet_name: 'Dr. Test',
      subdomain: overrides.subdomain ?? `test${Math.random().toString(36).slice(2, 8)}`,
      master_clinic_id: null,
      is_automatic_registration: overrides.isAutomaticRegistration === false ? 0 : 1,
      is_live: 1,
      is_approved: 1,
      restrict_shipping_to_province: 0,
      distributor_name: 'Test Distribution',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createShopper(
  db: Db,
  { email, password, status = 'active', clinicId }: { email: string; password: string; status?: UserStatus; clinicId?: number },
) {
  const clinic = clinicId ?? (await createClinic(db));
  const row = await db
    .insertInto('users')
    .values({
      email: email.toLowerCase(),
      password_hash: await hashPassword(password),
      first_name: 'Test',
      last_name: 'Shopper',
      phone: '613-555-0101',
      province: 'ON',
      language: 'en',
      clinic_id: clinic,
      status,
      failed_sign_ins: 0,
      locked_until: null,
      password_changed_at: null,
      account_credit_cents: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
