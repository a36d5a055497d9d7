import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertBackOfficePerson } from './back-office-person';

/**
 * The distributor demo (issue 25): a distributor row for each distributor the clinics enrolled with,
 * and one person of the demo clinic's distributor for its sandbox portal (`/platform/distributor`).
 */
export const DEMO_DISTRIBUTOR_USER = {
  email: 'distributor@example.com', firstName: 'Avery', lastName: 'Lachance', distributor: 'Northern Vet Distribution',
} as const;

export async function seedDistributorDemo(db: Kysely<Database>, options: { passwordHash: string; now: Date }): Promise<void> {
  const createdAt = options.now.toISOString();
  const names = await db.selectFrom('clinics').select('distributor_name').distinct().orderBy('distributor_name').execute();
  for (const { distributor_name: name } of names.filter((n) => n.distributor_name !== '')) {
    await db.insertInto('distributors').values({ name, created_at: createdAt }).onConflict((oc) => oc.column('name').doNothing()).execute();
  }
  const distributor = await db.selectFrom('distributors').select('id').where('name', '=', DEMO_DISTRIBUTOR_USER.distributor).executeTakeFirst();
  if (!distributor) return;
  const userId = await insertBackOfficePerson(db, { ...DEMO_DISTRIBUTOR_USER, phone: '613-555-0190' }, { passwordHash: options.passwordHash, createdAt });
  if (userId === null) return;
  await db.insertInto('distributor_users').values({ user_id: userId, distributor_id: Number(distributor.id), created_at: createdAt }).execute();
}
