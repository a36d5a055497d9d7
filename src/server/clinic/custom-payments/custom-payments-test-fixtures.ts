import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { humanCheckResponseSchema, tokenizeResponseSchema } from '../../../contracts/payment-methods';
import { customPaymentDetailSchema, type CreateCustomPaymentRequest } from '../../../contracts/custom-payments';
import { payLinkViewSchema } from '../../../contracts/pay-links';
import type { Db } from '../../db/database';
import { injectChecked } from '../../testing/contract-inject';
import { createShopper } from '../../testing/fixtures';

type Headers = Record<string, string>;

/** A client of a clinic with one saved card whose sandbox token approves (or declines). */
export async function clientWithCard(app: FastifyInstance, db: Db, clinicId: number, email: string, { declines = false } = {}) {
  const userId = await createShopper(db, { email, password: 'Demo-pass-2026', clinicId });
  const tokenized = await app.inject({
    method: 'POST', url: '/sandbox/payments/tokenize',
    payload: { number: declines ? '4000000000000002' : '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvd: '123' },
  });
  const card = tokenizeResponseSchema.parse(tokenized.json());
  const row = await db.insertInto('payment_methods').values({
    user_id: userId, token: card.token, brand: card.brand, last4: card.last4, exp_month: card.expiryMonth, exp_year: card.expiryYear,
    card_holder: 'Test Client', billing_address_id: null, is_default: 1, is_deleted: 0, created_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return { userId, cardId: Number(row.id), email };
}

/** A fresh single-use card token from the sandbox provider, as the pay page's card form makes one. */
export async function tokenizeCard(app: FastifyInstance, number = '4242424242424242'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/sandbox/payments/tokenize', payload: { number, expiryMonth: 11, expiryYear: new Date().getFullYear() + 3, cvd: '123' } });
  return tokenizeResponseSchema.parse(response.json()).token;
}

let keys = 0;
export const requestKey = () => `req-${Date.now()}-${++keys}-abcdef`;

export const createPayment = (app: FastifyInstance, headers: Headers, body: Partial<CreateCustomPaymentRequest> & { clientId: number }) =>
  injectChecked(app, {
    method: 'POST', url: '/api/clinic/custom-payments', headers,
    payload: { amountCents: 12_345, description: 'Dental cleaning', invoiceNumber: 'INV-1001', method: 'link', requestKey: requestKey(), ...body },
  }, customPaymentDetailSchema);

/** The link's token from the pay-by-link email sent to `to` (the newest). */
export async function linkTokenSentTo(db: Db, to: string): Promise<string> {
  const email = await db.selectFrom('email_outbox').select('body_text').where('to_address', '=', to).where('kind', '=', 'pay_link').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const match = /\/pay\?token=([\w-]+)/.exec(email.body_text);
  expect(match, email.body_text).not.toBeNull();
  return match![1]!;
}

export const viewLink = (app: FastifyInstance, headers: Headers, token: string) =>
  injectChecked(app, { method: 'GET', url: `/api/paylinks?token=${encodeURIComponent(token)}`, headers }, payLinkViewSchema);

/** The human check's proof for a link (the sandbox's v3 passes at its default score). */
export async function humanProof(app: FastifyInstance, headers: Headers, token: string): Promise<string> {
  const response = await injectChecked(app, { method: 'POST', url: '/api/paylinks/human-check', headers, payload: { token, response: 'sandbox-v3-pay', isV2: false } }, humanCheckResponseSchema);
  expect(response.statusCode, response.body).toBe(200);
  return humanCheckResponseSchema.parse(response.json()).returnObject.humanCheckToken!;
}

export const payLinkCall = (app: FastifyInstance, headers: Headers, payload: { token: string; cardToken: string | null; humanCheckToken: string }) =>
  injectChecked(app, { method: 'POST', url: '/api/paylinks/pay', headers, payload }, payLinkViewSchema);

/** What the gateway holds for a payment's references: captures and refunds, in cents. */
export async function gatewayLedger(db: Db, paymentId: number) {
  const row = await db.selectFrom('custom_payments').select(['authorization_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (!row.authorization_id) return { captures: [] as number[], refunds: [] as number[] };
  const captures = await db.selectFrom('payment_captures').select('amount_cents').where('authorization_id', '=', row.authorization_id).execute();
  const refunds = await db.selectFrom('payment_refunds').select('amount_cents').where('authorization_id', '=', row.authorization_id).execute();
  return { captures: captures.map((c) => Number(c.amount_cents)), refunds: refunds.map((r) => Number(r.amount_cents)) };
}
