import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { createClinic, createShopper } from '../testing/fixtures';

/** A staff member of a clinic, written directly (tests). */
export async function createStaff(
  db: Db,
  { email, password, clinicId, isAdmin = false, isVeterinarian = false }: { email: string; password: string; clinicId: number; isAdmin?: boolean; isVeterinarian?: boolean },
): Promise<number> {
  const userId = await createShopper(db, { email, password, clinicId });
  await db.insertInto('staff_members').values({
    user_id: userId, clinic_id: clinicId, is_admin: isAdmin ? 1 : 0, is_veterinarian: isVeterinarian ? 1 : 0, disabled_at: null,
    // A veterinarian decides only with a licence on file (issue 24).
    licence_number: isVeterinarian ? `T-${userId}` : '', licence_province: isVeterinarian ? 'ON' : '',
    created_at: new Date().toISOString(),
  }).execute();
  return userId;
}

/** Another clinic with a veterinarian, a client, the client's pet and a pending prescription request. */
export async function otherClinic(db: Db, password: string, familyId: number) {
  const clinicId = await createClinic(db);
  const vetId = await createStaff(db, { email: 'other-vet@example.com', password, clinicId, isVeterinarian: true, isAdmin: true });
  const clientId = await createShopper(db, { email: 'other-client@example.com', password, clinicId });
  const pendingId = await createShopper(db, { email: 'other-pending@example.com', password, clinicId, status: 'pending' });
  const pet = await db.insertInto('pets').values({ user_id: clientId, name: 'Otherpet', species: 'dogs', is_deleted: 0, created_at: new Date().toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  const rx = await db.insertInto('prescriptions').values({
    user_id: clientId, pet_id: pet.id, family_id: familyId, rx_status_id: 2, quantity: 1, refill_quantity: 0, refill_quantity_remaining: 0,
    vet_name: '', expires_at: null, created_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return { clinicId, vetId, clientId, pendingId, petId: pet.id, rxId: rx.id };
}

/** An AutoOrder subscription with one item (tests). */
export async function insertSubscription(db: Db, { userId, status, productId, petId }: { userId: number; status: string; productId: number; petId: number }) {
  const sub = await db.insertInto('auto_order_subscriptions').values({
    user_id: userId, checkout_id: null, frequency_weeks: 4, next_order_date: '2030-01-01', shipping_address_id: null, billing_address_id: null,
    payment_method_id: null, shipping_option_id: 'standard', status, created_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('auto_order_items').values({ subscription_id: sub.id, product_id: productId, pet_id: petId, quantity: 1 }).execute();
  return sub.id;
}

/** A passcode page's password given on a signed-in staff session (issue 28), so its routes answer for ten minutes. */
export async function givePasscode(app: FastifyInstance, headers: Record<string, string>, password: string): Promise<void> {
  const answer = await app.inject({ method: 'POST', url: '/api/clinic/passcode', headers, payload: { password } });
  if (answer.statusCode !== 200) throw new Error(`passcode refused: ${answer.statusCode} ${answer.body}`);
}
