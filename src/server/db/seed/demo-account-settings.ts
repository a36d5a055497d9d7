import type { Kysely } from 'kysely';
import { hashPassword } from '../../shared/auth';
import type { Database } from '../schema';
import { DEMO_CLINIC_SUBDOMAIN } from './clinics';
import { DAY_MS } from '../../../domain/time';

/**
 * Two more demo shoppers for the account settings pages (issue 14), one writing in English and one
 * in French, so a journey may change their password without touching the main demo shopper's. Each
 * has a pet, a default home address, an office address an active AutoOrder ships to (so it cannot
 * be deleted), and a saved card that has expired (checkout offers its update link).
 */
export const SETTINGS_DEMO_SHOPPERS = [
  { email: 'settings.en@example.com', password: 'Settings-pass-2026', firstName: 'Sam', lastName: 'Taylor', language: 'en' },
  { email: 'settings.fr@example.com', password: 'Settings-pass-2026', firstName: 'Léa', lastName: 'Tremblay', language: 'fr' },
] as const;

export type SettingsDemoShopper = (typeof SETTINGS_DEMO_SHOPPERS)[number];

export async function seedAccountSettingsDemo(db: Kysely<Database>, now: Date): Promise<void> {
  for (const shopper of SETTINGS_DEMO_SHOPPERS) await insertSettingsDemoShopper(db, shopper, now);
}

/** One of them, at the demo clinic; browser tests copy one under another email (`email`) for each journey. */
export async function insertSettingsDemoShopper(db: Kysely<Database>, shopper: SettingsDemoShopper, now: Date, email: string = shopper.email): Promise<void> {
  const clinic = await db.selectFrom('clinics').select('id').where('subdomain', '=', DEMO_CLINIC_SUBDOMAIN).executeTakeFirstOrThrow();
  const createdAt = new Date(now.getTime() - 100 * DAY_MS).toISOString();
  const user = await db
    .insertInto('users')
    .values({
      email, password_hash: await hashPassword(shopper.password), first_name: shopper.firstName, last_name: shopper.lastName,
      phone: '613-555-0142', province: 'ON', language: shopper.language, clinic_id: Number(clinic.id), status: 'active',
      failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('pets').values({ user_id: user.id, name: 'Rex', species: 'dogs', is_deleted: 0, created_at: createdAt }).execute();
  const address = (row: { name: string; street: string; postal: string; isDefault: boolean }) => ({
    user_id: user.id, location_name: row.name, street1: row.street, street2: '', city: 'Ottawa', province: 'ON', postal_code: row.postal,
    is_default_shipping: row.isDefault ? 1 : 0, is_default_billing: row.isDefault ? 1 : 0, is_deleted: 0, created_at: createdAt,
  });
  const home = await db.insertInto('addresses').values(address({ name: 'Home', street: '45 Elm Street', postal: 'K1S 3W7', isDefault: true })).returning('id').executeTakeFirstOrThrow();
  const office = await db.insertInto('addresses').values(address({ name: 'Office', street: '200 Bank Street', postal: 'K2P 1X3', isDefault: false })).returning('id').executeTakeFirstOrThrow();
  const card = await db
    .insertInto('payment_methods')
    .values({
      user_id: user.id, token: 'tok_sandbox_demo_visa', brand: 'visa', last4: '4242', exp_month: 1, exp_year: now.getUTCFullYear() - 1,
      card_holder: `${shopper.firstName} ${shopper.lastName}`, billing_address_id: home.id, is_default: 1, is_deleted: 0, created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('auto_order_subscriptions')
    .values({
      user_id: user.id, checkout_id: null, frequency_weeks: 4, next_order_date: new Date(now.getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
      shipping_address_id: office.id, billing_address_id: home.id, payment_method_id: card.id, shipping_option_id: 'standard', status: 'active',
      created_at: createdAt,
    })
    .execute();
}
