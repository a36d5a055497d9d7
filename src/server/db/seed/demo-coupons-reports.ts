import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DAY_MS } from '../../../domain/time';

/**
 * Issue 17's coupons and reports: two shoppers of the demo clinic that only the coupon journeys use
 * (tests/e2e/clinic-coupons-reports.spec.ts), one in English and one in French, each with a dog, a
 * default home address and a saved sandbox card, so a journey can apply a clinic coupon and place an
 * order without touching the demo shopper's cart, orders or credit that other journeys rely on.
 * Their password is the demo shopper's.
 */
export const DEMO_COUPON_SHOPPERS = {
  en: { email: 'riley.coupons@example.com', firstName: 'Riley', lastName: 'Chen', petName: 'Scout', language: 'en' },
  fr: { email: 'gabrielle.coupons@example.com', firstName: 'Gabrielle', lastName: 'Roy', petName: 'Praline', language: 'fr' },
} as const;

export async function seedDemoCouponShoppers(
  db: Kysely<Database>,
  options: { passwordHash: string; clinicId: number; now: Date },
): Promise<void> {
  const createdAt = new Date(options.now.getTime() - 10 * DAY_MS).toISOString();
  for (const shopper of Object.values(DEMO_COUPON_SHOPPERS)) {
    const user = await db.insertInto('users').values({
      email: shopper.email, password_hash: options.passwordHash, first_name: shopper.firstName, last_name: shopper.lastName,
      phone: '613-555-0177', province: 'ON', language: shopper.language, clinic_id: options.clinicId, status: 'active',
      failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('pets').values({ user_id: user.id, name: shopper.petName, species: 'dogs', is_deleted: 0, created_at: createdAt }).execute();
    const address = await db.insertInto('addresses').values({
      user_id: user.id, location_name: 'Home', street1: '250 Bank Street', street2: '', city: 'Ottawa', province: 'ON',
      postal_code: 'K2P 1X4', is_default_shipping: 1, is_default_billing: 1, is_deleted: 0, created_at: createdAt,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('payment_methods').values({
      user_id: user.id, token: 'tok_sandbox_demo_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: options.now.getUTCFullYear() + 3,
      card_holder: `${shopper.firstName} ${shopper.lastName}`, billing_address_id: address.id, is_default: 1, is_deleted: 0, created_at: createdAt,
    }).execute();
  }
}
