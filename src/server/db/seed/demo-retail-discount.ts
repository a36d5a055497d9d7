import type { Kysely } from 'kysely';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';
import { insertJourneyShopper } from './demo-journey-shopper';

/**
 * Issue 26's clinic retail discount: Nickel City Animal Hospital (Sudbury) gives its clients 10 %
 * off the store's prices, and its client Morgan keeps a dog, an address and a card for the browser
 * journey that sees it on the card, the cart and the order (tests/e2e/cart.spec.ts). No other demo
 * account shops there, so every other journey keeps the store's prices.
 */
export const RETAIL_DISCOUNT_DEMO = {
  subdomain: 'nickelcityvet',
  percent: 10,
  client: { email: 'nickelcity.client@example.com', firstName: 'Morgan', lastName: 'Lefebvre', petName: 'Maple', language: 'en' },
} as const;

export async function seedRetailDiscountDemo(db: Kysely<Database>, options: { passwordHash: string; now: Date }): Promise<void> {
  const clinic = await db.selectFrom('clinics').select(['id', 'phone']).where('subdomain', '=', RETAIL_DISCOUNT_DEMO.subdomain).executeTakeFirst();
  if (!clinic) return;
  const createdAt = new Date(options.now.getTime() - 30 * DAY_MS).toISOString();
  await db.insertInto('clinic_policies').values({
    clinic_id: clinic.id, policy: 'retailDiscountPercent', applies_to: 'own', value_json: String(RETAIL_DISCOUNT_DEMO.percent), allow_override: 0,
    set_by_clinic_id: clinic.id, updated_by_user_id: null, updated_at: createdAt,
  }).execute();
  await insertJourneyShopper(db, RETAIL_DISCOUNT_DEMO.client, {
    passwordHash: options.passwordHash, clinicId: clinic.id, now: options.now, createdAt,
    home: { phone: clinic.phone, street1: '15 Elm Street', postalCode: 'K1N 5T5' },
  });
}
