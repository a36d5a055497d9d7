import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * A demo person who works for a company, not a clinic (the distributor's, the manufacturer's
 * representative). users.clinic_id is required: they belong to a clinic no journey counts the
 * clients of (Yellowknife). Null when that clinic is not seeded.
 */
export async function insertBackOfficePerson(
  db: Kysely<Database>,
  person: { email: string; firstName: string; lastName: string; phone: string },
  options: { passwordHash: string; createdAt: string },
): Promise<number | null> {
  const home = await db.selectFrom('clinics').select('id').where('subdomain', '=', 'greatslavevet').executeTakeFirst();
  if (!home) return null;
  const user = await db.insertInto('users').values({
    email: person.email, password_hash: options.passwordHash, first_name: person.firstName, last_name: person.lastName,
    phone: person.phone, province: 'ON', language: 'en', clinic_id: Number(home.id), status: 'active',
    failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: options.createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(user.id);
}
