import type { Kysely } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';
import { giveCredit } from '../../shared/credit';
import type { FamilyMeta } from './families';

export const DEMO_SHOPPER = { email: 'demo@example.com', password: 'Demo-pass-2026' } as const;

export interface DemoShopperIds {
  userId: number;
  /** The family Biscuit (dog) has a validated prescription for, or null in a catalogue without one. */
  validatedRxFamilyId: number | null;
  /** The family Minou (cat) has a prescription waiting for validation for. */
  pendingRxFamilyId: number | null;
}

/** Prefer the first family of `keys`, then any family that matches `fallback`. */
function firstFamily(meta: readonly FamilyMeta[], keys: readonly string[], fallback: (m: FamilyMeta) => boolean): FamilyMeta | undefined {
  for (const key of keys) {
    const found = meta.find((m) => m.template.key === key && m.availableIds.length > 0);
    if (found) return found;
  }
  return meta.find(fallback);
}

/**
 * The demo shopper (README: demo sign-in) at the first Ontario clinic, with two pets, a validated
 * prescription for Biscuit (cc §4: a prescription is valid when rxStatusID is 1), a pending one
 * for Minou, a default home address and a saved sandbox card. Copies of them (another `email`) give
 * browser tests a demo shopper of their own.
 */
export async function insertDemoShopper(
  db: Kysely<Database>,
  options: { passwordHash: string; clinicId: number; vetName: string; meta: readonly FamilyMeta[]; now: Date; createdAt: string; email?: string },
): Promise<DemoShopperIds> {
  const { now, createdAt } = options;
  const user = await db
    .insertInto('users')
    .values({
      email: options.email ?? DEMO_SHOPPER.email, password_hash: options.passwordHash, first_name: 'Alex', last_name: 'Martin',
      phone: '613-555-0199', province: 'ON', language: 'en', clinic_id: options.clinicId, status: 'active',
      failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // $15.00 of account credit, as the ledger's opening entry (issue 17: the balance is the ledger's sum).
  await giveCredit(db, { userId: user.id, cents: 1500, kind: 'opening_balance' }, new Date(createdAt));

  const pets = await db
    .insertInto('pets')
    .values([
      { user_id: user.id, name: 'Biscuit', species: 'dogs', is_deleted: 0, created_at: createdAt },
      { user_id: user.id, name: 'Minou', species: 'cats', is_deleted: 0, created_at: createdAt },
    ])
    .returning(['id', 'name'])
    .execute();
  const biscuit = pets.find((p) => p.name === 'Biscuit')?.id;
  const minou = pets.find((p) => p.name === 'Minou')?.id;

  const validated = firstFamily(options.meta, ['dog-rx', 'dog-flea-chew', 'dog-heartworm'], (m) => m.template.rx === 'prescription');
  const pending = firstFamily(options.meta, ['cat-vet-dry', 'cat-vet-wet'], (m) => m.template.rx !== undefined && m.id !== validated?.id);
  // Issue 28: a second validated prescription that expires in 20 days, so the renewal task, the
  // client's reminder and the prescriptions report show something in the demo.
  // Not the family of Biscuit's expired prescription (demo-pets.ts: dog-heartworm first), so each keeps its own renewal.
  const renewable = (m: FamilyMeta) => m.template.rx !== undefined && m.id !== validated?.id && m.template.key !== 'dog-heartworm' && m.availableIds.length > 0;
  const renewing = ['dog-flea-chew', 'dog-dewormer'].map((key) => options.meta.find((m) => m.template.key === key && renewable(m))).find((m) => m !== undefined)
    ?? options.meta.find((m) => renewable(m) && m.template.key.startsWith('dog-'));
  const expires = new Date(now.getTime() + 365 * DAY_MS).toISOString();
  const prescriptions = [
    validated && biscuit !== undefined
      ? { user_id: user.id, pet_id: biscuit, family_id: validated.id, rx_status_id: RX_STATUS.validated, quantity: 3, refill_quantity: 3, refill_quantity_remaining: 2, vet_name: options.vetName, expires_at: expires, created_at: new Date(now.getTime() - 30 * DAY_MS).toISOString() }
      : null,
    pending && minou !== undefined
      ? { user_id: user.id, pet_id: minou, family_id: pending.id, rx_status_id: RX_STATUS.notValidated, quantity: 1, refill_quantity: 0, refill_quantity_remaining: 0, vet_name: options.vetName, expires_at: null, created_at: new Date(now.getTime() - 2 * DAY_MS).toISOString() }
      : null,
    renewing && biscuit !== undefined
      ? { user_id: user.id, pet_id: biscuit, family_id: renewing.id, rx_status_id: RX_STATUS.validated, quantity: 1, refill_quantity: 5, refill_quantity_remaining: 3, vet_name: options.vetName, expires_at: new Date(now.getTime() + 20 * DAY_MS).toISOString(), created_at: new Date(now.getTime() - 340 * DAY_MS).toISOString() }
      : null,
  ].filter((p) => p !== null);
  if (prescriptions.length > 0) await db.insertInto('prescriptions').values(prescriptions).execute();

  const address = await db
    .insertInto('addresses')
    .values({
      user_id: user.id, location_name: 'Home', street1: '123 Maple Street', street2: '', city: 'Ottawa', province: 'ON',
      postal_code: 'K1S 3W7', is_default_shipping: 1, is_default_billing: 1, is_deleted: 0, created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await db
    .insertInto('payment_methods')
    .values({
      user_id: user.id, token: 'tok_sandbox_demo_visa', brand: 'visa', last4: '4242', exp_month: 12,
      exp_year: now.getUTCFullYear() + 3, card_holder: 'Alex Martin', billing_address_id: address.id,
      is_default: 1, is_deleted: 0, created_at: createdAt,
    })
    .execute();

  // A few favourites so the star toggle shows filled on first visit.
  const favourites = options.meta.filter((m) => m.availableIds.length > 0 && m.template.species !== 'small').slice(0, 3);
  if (favourites.length > 0) {
    await db
      .insertInto('favourites')
      .values(favourites.map((m) => ({ user_id: user.id, product_id: m.availableIds[0] as number, created_at: createdAt })))
      .execute();
  }
  return { userId: user.id, validatedRxFamilyId: validated?.id ?? null, pendingRxFamilyId: pending?.id ?? null };
}
