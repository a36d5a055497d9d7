import type { Kysely } from 'kysely';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';
import { seedDemoOrders } from './demo-orders';
import { insertJourneyShopper } from './demo-journey-shopper';

/**
 * Issue 25's master clinics demo: Riverdale Animal Hospital (Toronto) is a master clinic with two
 * child clinics, Hamilton Mountain Pet Clinic and Forest City Veterinary Clinic. Its admin sets
 * policies for them and reads the group report; Hamilton's admin may override what Riverdale allows;
 * a client of each child reads the return rules that follow (tests/e2e/master-clinics.spec.ts).
 * Each client has a dog, a home address, a card and the demo shopper's past orders at their clinic,
 * so the group report has sales by clinic on a fresh start. Every account has the demo password.
 */
export const MASTER_DEMO = {
  masterSubdomain: 'riverdalevet',
  masterAdmin: { email: 'masteradmin@example.com', firstName: 'Alex', lastName: 'Moreau', subdomain: 'riverdalevet' },
  childAdmin: { email: 'hamiltonadmin@example.com', firstName: 'Taylor', lastName: 'Singh', subdomain: 'hamiltonmountainvet' },
  overridingClient: { email: 'hamilton.client@example.com', firstName: 'Jamie', lastName: 'Ross', subdomain: 'hamiltonmountainvet', orderTag: 'HAMC' },
  inheritingClient: { email: 'forestcity.client@example.com', firstName: 'Noah', lastName: 'Clarke', subdomain: 'forestcityvet', orderTag: 'FORC' },
} as const;

export async function seedMasterClinicsDemo(db: Kysely<Database>, options: { passwordHash: string; now: Date }): Promise<void> {
  const createdAt = new Date(options.now.getTime() - 12 * DAY_MS).toISOString();
  for (const who of Object.values(MASTER_DEMO)) {
    if (typeof who === 'string') continue;
    const clinic = await db.selectFrom('clinics').select(['id', 'province', 'phone']).where('subdomain', '=', who.subdomain).executeTakeFirst();
    if (!clinic) continue;
    if ('orderTag' in who) {
      const client = await insertJourneyShopper(db, { ...who, petName: 'Biscuit', language: 'en' }, {
        passwordHash: options.passwordHash, clinicId: clinic.id, now: options.now, createdAt,
        home: { phone: clinic.phone, street1: '88 King Street West', postalCode: 'K1P 5N2' },
      });
      await seedDemoOrders(db, { userId: client.userId, now: options.now, orderTag: who.orderTag });
      continue;
    }
    const user = await db.insertInto('users').values({
      email: who.email, password_hash: options.passwordHash, first_name: who.firstName, last_name: who.lastName, phone: clinic.phone,
      province: clinic.province, language: 'en', clinic_id: clinic.id, status: 'active', failed_sign_ins: 0, locked_until: null,
      password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('staff_members').values({ user_id: user.id, clinic_id: clinic.id, is_admin: 1, is_veterinarian: 0, disabled_at: null, created_at: createdAt }).execute();
  }
}
