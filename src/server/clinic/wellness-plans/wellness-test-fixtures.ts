import type { WellnessPlanInput } from '../../../contracts/wellness-plans';
import type { Db } from '../../db/database';
import { createShopper } from '../../testing/fixtures';

/** Shared set-up of the wellness plan tests (issue 27). */
export const planInput = (overrides: Partial<WellnessPlanInput> = {}): WellnessPlanInput => ({
  nameEn: 'Puppy wellness', nameFr: 'Bien-être chiot', descriptionEn: 'Vaccines and check-ups.', descriptionFr: 'Vaccins et examens.',
  species: 'dogs', monthlyPriceCents: 3999, termMonths: 12, enrolmentFeeCents: 2500, storeDiscountPercent: 10,
  services: [
    { nameEn: 'Wellness exam', nameFr: 'Examen de santé', count: 2, valueCents: 8000 },
    { nameEn: 'Vaccine', nameFr: 'Vaccin', count: 3, valueCents: 4500 },
  ],
  ...overrides,
});

/**
 * A client of `clinicId` with a dog and two saved cards: one that approves (the sandbox's fixed demo
 * token) and one the sandbox declines (its test number 4000 0000 0000 0002's outcome).
 */
export async function clientWithDog(db: Db, { clinicId, email, password }: { clinicId: number; email: string; password: string }) {
  const userId = Number(await createShopper(db, { email, password, clinicId }));
  const now = new Date().toISOString();
  const pet = await db.insertInto('pets').values({ user_id: userId, name: `Rex ${userId}`, species: 'dogs', is_deleted: 0, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const cat = await db.insertInto('pets').values({ user_id: userId, name: `Tom ${userId}`, species: 'cats', is_deleted: 0, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const declineToken = `tok_test_decline_${userId}`;
  await db.insertInto('sandbox_card_tokens').values({ token: declineToken, brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2040, outcome: 'decline', used_by_user_id: userId, created_at: now }).execute();
  const card = (token: string, last4: string) => db.insertInto('payment_methods').values({
    user_id: userId, token, brand: 'visa', last4, exp_month: 12, exp_year: 2040, card_holder: 'Test Shopper', billing_address_id: null, is_default: 0, is_deleted: 0, created_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  const good = await card('tok_sandbox_demo_visa', '4242');
  const bad = await card(declineToken, '0002');
  return { userId, email, dogId: Number(pet.id), catId: Number(cat.id), goodCardId: Number(good.id), declineCardId: Number(bad.id) };
}
