import type { Kysely } from 'kysely';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';

/**
 * Issue 25's master clinics demo: Riverdale Animal Hospital (Toronto) is a master clinic with two
 * child clinics, Hamilton Mountain Pet Clinic and Forest City Veterinary Clinic. Its admin sets
 * policies for them and reads the group report; Hamilton's admin may override what Riverdale allows;
 * a client of each child reads the return rules that follow (tests/e2e/master-clinics.spec.ts).
 * Every account has the demo password.
 */
export const MASTER_DEMO = {
  masterSubdomain: 'riverdalevet',
  masterAdmin: { email: 'masteradmin@example.com', firstName: 'Alex', lastName: 'Moreau', subdomain: 'riverdalevet' },
  childAdmin: { email: 'hamiltonadmin@example.com', firstName: 'Taylor', lastName: 'Singh', subdomain: 'hamiltonmountainvet' },
  overridingClient: { email: 'hamilton.client@example.com', firstName: 'Jamie', lastName: 'Ross', subdomain: 'hamiltonmountainvet' },
  inheritingClient: { email: 'forestcity.client@example.com', firstName: 'Noah', lastName: 'Clarke', subdomain: 'forestcityvet' },
} as const;

export async function seedMasterClinicsDemo(db: Kysely<Database>, options: { passwordHash: string; now: Date }): Promise<void> {
  const createdAt = new Date(options.now.getTime() - 12 * DAY_MS).toISOString();
  for (const [key, who] of Object.entries(MASTER_DEMO)) {
    if (typeof who === 'string') continue;
    const clinic = await db.selectFrom('clinics').select(['id', 'province', 'phone']).where('subdomain', '=', who.subdomain).executeTakeFirst();
    if (!clinic) continue;
    const user = await db.insertInto('users').values({
      email: who.email, password_hash: options.passwordHash, first_name: who.firstName, last_name: who.lastName, phone: clinic.phone,
      province: clinic.province, language: 'en', clinic_id: clinic.id, status: 'active', failed_sign_ins: 0, locked_until: null,
      password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    if (key === 'masterAdmin' || key === 'childAdmin') {
      await db.insertInto('staff_members').values({ user_id: user.id, clinic_id: clinic.id, is_admin: 1, is_veterinarian: 0, disabled_at: null, created_at: createdAt }).execute();
    }
  }
}
