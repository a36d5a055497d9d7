import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertBackOfficePerson } from './back-office-person';

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
  if (!brand) return;
  const userId = await insertBackOfficePerson(db, { ...DEMO_MANUFACTURER_REP, phone: '613-555-0191' }, { passwordHash: options.passwordHash, createdAt });
  if (userId === null) return;
  await db.insertInto('manufacturer_reps').values({ user_id: userId, manufacturer_id: Number(brand.manufacturer_id), created_at: createdAt }).execute();
}
