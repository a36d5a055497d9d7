import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DAY_MS } from '../../../domain/time';
import { insertJourneyShopper, type JourneyShopper } from './demo-journey-shopper';

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
} as const satisfies Record<string, JourneyShopper>;

export async function seedDemoCouponShoppers(
  db: Kysely<Database>,
  options: { passwordHash: string; clinicId: number; now: Date },
): Promise<void> {
  const createdAt = new Date(options.now.getTime() - 10 * DAY_MS).toISOString();
  for (const shopper of Object.values(DEMO_COUPON_SHOPPERS)) {
    await insertJourneyShopper(db, shopper, { ...options, createdAt, home: { phone: '613-555-0177', street1: '250 Bank Street', postalCode: 'K2P 1X4' } });
  }
}
