import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A shopper of the demo clinic that one browser journey keeps to itself (coupons, ordering limits). */
export interface JourneyShopper {
  email: string;
  firstName: string;
  lastName: string;
  petName: string;
  language: 'en' | 'fr';
}

/**
 * The journey shopper's account in Ontario, with a dog, a default home address (`home`) and a saved
 * sandbox Visa that expires in three years. Its password is the demo shopper's (`passwordHash`).
 */
export async function insertJourneyShopper(
  db: Kysely<Database>,
  shopper: JourneyShopper,
  options: { passwordHash: string; clinicId: number; now: Date; createdAt: string; home: { phone: string; street1: string; postalCode: string } },
) {
  const { createdAt, home } = options;
  const user = await db.insertInto('users').values({
    email: shopper.email, password_hash: options.passwordHash, first_name: shopper.firstName, last_name: shopper.lastName,
    phone: home.phone, province: 'ON', language: shopper.language, clinic_id: options.clinicId, status: 'active',
    failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  const userId = Number(user.id);
  const pet = await db.insertInto('pets').values({ user_id: userId, name: shopper.petName, species: 'dogs', is_deleted: 0, created_at: createdAt })
    .returning('id').executeTakeFirstOrThrow();
  const address = await db.insertInto('addresses').values({
    user_id: userId, location_name: 'Home', street1: home.street1, street2: '', city: 'Ottawa', province: 'ON',
    postal_code: home.postalCode, is_default_shipping: 1, is_default_billing: 1, is_deleted: 0, created_at: createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  const card = await db.insertInto('payment_methods').values({
    user_id: userId, token: 'tok_sandbox_demo_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: options.now.getUTCFullYear() + 3,
    card_holder: `${shopper.firstName} ${shopper.lastName}`, billing_address_id: address.id, is_default: 1, is_deleted: 0, created_at: createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  return { userId, petId: Number(pet.id), cardId: Number(card.id) };
}
