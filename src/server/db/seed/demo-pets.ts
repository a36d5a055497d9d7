import type { Kysely } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';
import type { FamilyMeta } from './families';

/**
 * The demo pets' details for "My pets" (issue 14): Biscuit, a beagle cross, and Minou, a domestic
 * shorthair; and an expired prescription for each: Biscuit's past its date, Minou's with no refill left.
 */
export async function seedDemoPetDetails(
  db: Kysely<Database>,
  options: { userId: number; vetName: string; meta: readonly FamilyMeta[]; now: Date; validatedRxFamilyId: number | null },
): Promise<void> {
  const { userId, now } = options;
  const pets = await db.selectFrom('pets').select(['id', 'name']).where('user_id', '=', userId).execute();
  const biscuit = pets.find((p) => p.name === 'Biscuit')?.id;
  const minou = pets.find((p) => p.name === 'Minou')?.id;
  const year = now.getUTCFullYear();
  if (biscuit !== undefined) {
    await db.updateTable('pets').set({ breeds_json: JSON.stringify(['Beagle', 'Labrador Retriever']), sex: 'male', birth_date: `${year - 4}-05-14`, weight_grams: 14_500 }).where('id', '=', biscuit).execute();
  }
  if (minou !== undefined) {
    await db.updateTable('pets').set({ breeds_json: JSON.stringify(['Domestic Shorthair']), sex: 'female', birth_date: `${year - 7}-09-02`, weight_grams: 4_200 }).where('id', '=', minou).execute();
  }
  // One expired prescription per pet (another family than its live one), so "Request renewal"
  // has something to renew on a fresh start. They carry the spec's expired state: the cart and the
  // product page approve on "validated" alone, whatever the date.
  const expired = [
    { petId: biscuit, keys: ['dog-heartworm', 'dog-dewormer', 'dog-flea-chew'], quantity: 6, refills: 2, remaining: 1, expiredDays: 20 },
    { petId: minou, keys: ['cat-dewormer', 'cat-rx', 'cat-rx-liquid'], quantity: 2, refills: 1, remaining: 0, expiredDays: -90 },
  ];
  for (const rx of expired) {
    const family = rx.keys
      .map((key) => options.meta.find((m) => m.template.key === key && m.id !== options.validatedRxFamilyId && m.availableIds.length > 0))
      .find((m) => m !== undefined);
    if (rx.petId === undefined || !family) continue;
    const approvedAt = new Date(now.getTime() - 385 * DAY_MS).toISOString();
    await db.insertInto('prescriptions').values({
      user_id: userId, pet_id: rx.petId, family_id: family.id, rx_status_id: RX_STATUS.expired, quantity: rx.quantity, refill_quantity: rx.refills,
      refill_quantity_remaining: rx.remaining, vet_name: options.vetName, expires_at: new Date(now.getTime() - rx.expiredDays * DAY_MS).toISOString(),
      created_at: approvedAt, product_id: family.availableIds[0] ?? null, decided_at: approvedAt,
    }).execute();
  }
}
