import type { Kysely } from 'kysely';
import type { Database } from '../schema';

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
  // users.clinic_id is required: a clinic no journey counts the clients of (Yellowknife, also Northern Vet Distribution's).
  const home = await db.selectFrom('clinics').select('id').where('subdomain', '=', 'greatslavevet').executeTakeFirst();
  if (!distributor || !home) return;
  const user = await db.insertInto('users').values({
    email: DEMO_DISTRIBUTOR_USER.email, password_hash: options.passwordHash, first_name: DEMO_DISTRIBUTOR_USER.firstName,
    last_name: DEMO_DISTRIBUTOR_USER.lastName, phone: '613-555-0190', province: 'ON', language: 'en', clinic_id: Number(home.id), status: 'active',
    failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('distributor_users').values({ user_id: Number(user.id), distributor_id: Number(distributor.id), created_at: createdAt }).execute();
}
