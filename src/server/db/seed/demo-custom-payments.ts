import type { Kysely } from 'kysely';
import { DAY_MS } from '../../../domain/time';
import { PAY_LINK_TTL_MS } from '../../../domain/custom-payments';
import { hashPayLinkToken } from '../../shop/pay-links';
import type { Database } from '../schema';
import { DEMO_STAFF } from './demo-staff';
import { insertJourneyShopper, type JourneyShopper } from './demo-journey-shopper';

/**
 * Custom payments and pay-by-link (issue 27): the demo clinic's admin (clinicadmin@example.com)
 * finds one paid payment (the demo shopper's saved card, captured three days ago in the sandbox
 * ledger) and one open link at /clinic/custom-payments. The open link's token is fixed so the demo
 * can open it: /pay?token=demo-pay-link-2026 (a real link's token is random and only its hash kept).
 * Two clients of the demo clinic are the custom payments journeys' own (tests/e2e/custom-payments.spec.ts).
 */
export const DEMO_PAY_LINK_TOKEN = 'demo-pay-link-2026';

export const DEMO_PAY_CLIENTS = {
  en: { email: 'pay.en@example.com', firstName: 'Avery', lastName: 'Martin', petName: 'Juniper', language: 'en' },
  fr: { email: 'pay.fr@example.com', firstName: 'Léa', lastName: 'Gagnon', petName: 'Caramel', language: 'fr' },
} as const satisfies Record<string, JourneyShopper>;

export async function seedCustomPaymentsDemo(
  db: Kysely<Database>,
  options: { passwordHash: string; clinicId: number; demoShopperId: number; now: Date },
): Promise<void> {
  const { clinicId, now } = options;
  const createdAt = new Date(now.getTime() - 20 * DAY_MS).toISOString();
  for (const client of Object.values(DEMO_PAY_CLIENTS)) {
    await insertJourneyShopper(db, client, { ...options, createdAt, home: { phone: '613-555-0188', street1: '90 Elgin Street', postalCode: 'K1P 5E9' } });
  }
  const card = await db.selectFrom('payment_methods').select(['id', 'token', 'brand', 'last4']).where('user_id', '=', options.demoShopperId)
    .where('is_deleted', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const paidAt = new Date(now.getTime() - 3 * DAY_MS).toISOString();
  const staff = await db.selectFrom('users').select('id').where('email', '=', DEMO_STAFF.staff.email).executeTakeFirstOrThrow();
  const base = { clinic_id: clinicId, client_user_id: options.demoShopperId, created_by_user_id: Number(staff.id), cancelled_at: null, cancelled_by_user_id: null };
  await db.insertInto('payment_authorizations').values({
    authorization_id: 'auth_demo_cp_1', token: card.token, amount_cents: 8_500, reference: 'cp_demo_paid_1', status: 'approved', created_at: paidAt,
  }).execute();
  await db.insertInto('payment_captures').values({
    capture_id: 'cap_demo_cp_1', authorization_id: 'auth_demo_cp_1', amount_cents: 8_500, reference: 'cp_demo_paid_1', created_at: paidAt,
  }).execute();
  await db.insertInto('custom_payments').values({
    ...base, amount_cents: 8_500, description: 'Dental cleaning follow-up', invoice_number: 'INV-2026-0412', method: 'card', status: 'paid',
    request_key: 'demo-custom-payment-1', payment_reference: 'cp_demo_paid_1', token_hash: null, expires_at: null, payment_method_id: Number(card.id),
    card_token: null, attempt_started_at: paidAt, card_brand: card.brand, card_last4: card.last4, authorization_id: 'auth_demo_cp_1', capture_id: 'cap_demo_cp_1',
    created_at: paidAt, paid_at: paidAt,
  }).execute();
  const sentAt = new Date(now.getTime() - 2 * DAY_MS);
  await db.insertInto('custom_payments').values({
    ...base, amount_cents: 14_250, description: 'Vaccines and wellness exam', invoice_number: 'INV-2026-0419', method: 'link', status: 'open',
    request_key: 'demo-custom-payment-2', payment_reference: 'cp_demo_open_2', token_hash: hashPayLinkToken(DEMO_PAY_LINK_TOKEN),
    expires_at: new Date(sentAt.getTime() + PAY_LINK_TTL_MS).toISOString(), payment_method_id: null, card_token: null, attempt_started_at: null, card_brand: null, card_last4: null,
    authorization_id: null, capture_id: null, created_at: sentAt.toISOString(), paid_at: null,
  }).execute();
}
