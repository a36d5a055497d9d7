import type { Kysely } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';

/**
 * Issue 17's store settings and staff demo: a second clinic with its own admin and a client, so
 * the settings and staff journeys (tests/e2e/store-settings.spec.ts) change a clinic no other
 * journey reads. The client's two cats each wait for a prescription, one per language's journey
 * (an invited veterinarian approves it).
 */
export const SETTINGS_DEMO = {
  clinicSubdomain: 'nickelcityvet',
  admin: { email: 'settingsadmin@example.com', firstName: 'Robin', lastName: 'Ellis' },
  client: { email: 'sudburyclient@example.com', firstName: 'Chris', lastName: 'Martel', petNames: ['Tigrou', 'Mousse'] },
} as const;

export async function seedStoreSettingsDemo(
  db: Kysely<Database>,
  options: { passwordHash: string; pendingRxFamilyId: number | null; now: Date },
): Promise<void> {
  const clinic = await db.selectFrom('clinics').select(['id', 'province']).where('subdomain', '=', SETTINGS_DEMO.clinicSubdomain).executeTakeFirst();
  if (!clinic) return;
  const createdAt = new Date(options.now.getTime() - 10 * DAY_MS).toISOString();
  const user = (who: { email: string; firstName: string; lastName: string }) => ({
    email: who.email, password_hash: options.passwordHash, first_name: who.firstName, last_name: who.lastName, phone: '705-555-0184',
    province: clinic.province, language: 'en', clinic_id: clinic.id, status: 'active' as const, failed_sign_ins: 0, locked_until: null,
    password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
  });
  const admin = await db.insertInto('users').values(user(SETTINGS_DEMO.admin)).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('staff_members').values({ user_id: admin.id, clinic_id: clinic.id, is_admin: 1, is_veterinarian: 0, disabled_at: null, created_at: createdAt }).execute();

  const client = await db.insertInto('users').values(user(SETTINGS_DEMO.client)).returning('id').executeTakeFirstOrThrow();
  const pets = await db.insertInto('pets')
    .values(SETTINGS_DEMO.client.petNames.map((name) => ({ user_id: client.id, name, species: 'cats', is_deleted: 0, created_at: createdAt })))
    .returning('id').execute();
  if (options.pendingRxFamilyId === null) return;
  const product = await db.selectFrom('products').select('id').where('family_id', '=', options.pendingRxFamilyId)
    .orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
  await db.insertInto('prescriptions').values(pets.map((pet) => ({
    user_id: client.id, pet_id: pet.id, family_id: options.pendingRxFamilyId!, product_id: product?.id ?? null, rx_status_id: RX_STATUS.notValidated,
    quantity: 0, refill_quantity: 0, refill_quantity_remaining: 0, vet_name: '', expires_at: null, requested_quantity: 1,
    client_note: 'Same food as last time, please.', created_at: createdAt,
  }))).execute();
}
