import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The manufacturer representative demo (issue 26): one person of the manufacturer that makes the
 * most products in the seeded catalogue, who manages that brand's promotions in `/platform/promotions`
 * and nothing else (docs/decisions/111-clinic-promotion-switch.md).
 */
export const DEMO_MANUFACTURER_REP = { email: 'rep@example.com', firstName: 'Morgan', lastName: 'Tremblay' } as const;

export async function seedManufacturerRepDemo(db: Kysely<Database>, options: { passwordHash: string; now: Date }): Promise<void> {
  const createdAt = options.now.toISOString();
  const brand = await db.selectFrom('products as p').innerJoin('product_families as f', 'f.id', 'p.family_id')
    .select((eb) => ['f.manufacturer_id', eb.fn.countAll<number>().as('n')])
    .groupBy('f.manufacturer_id').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('f.manufacturer_id').executeTakeFirst();
  // users.clinic_id is required: a clinic no journey counts the clients of (as the distributor's person).
  const home = await db.selectFrom('clinics').select('id').where('subdomain', '=', 'greatslavevet').executeTakeFirst();
  if (!brand || !home) return;
  const user = await db.insertInto('users').values({
    email: DEMO_MANUFACTURER_REP.email, password_hash: options.passwordHash, first_name: DEMO_MANUFACTURER_REP.firstName,
    last_name: DEMO_MANUFACTURER_REP.lastName, phone: '613-555-0191', province: 'ON', language: 'en', clinic_id: Number(home.id), status: 'active',
    failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('manufacturer_reps').values({ user_id: Number(user.id), manufacturer_id: Number(brand.manufacturer_id), created_at: createdAt }).execute();
}
