import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customPaymentDetailSchema } from '../../../contracts/custom-payments';
import { settlementSourceLineSchema, type SettlementLineKind } from '../../../contracts/settlement';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic } from '../../testing/fixtures';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import type { StaffIdentity } from '../../shared/staff-access';
import { createStaff } from '../clinic-test-fixtures';
import { customPaymentSettlementLines } from './index';
import { createPayment as createPaymentService, refundPayment } from './custom-payments.service';
import { finishStaleAttempts, payLink } from '../../shop/pay-links';
import {
  clientWithCard, createPayment, gatewayLedger, humanProof, linkTokenSentTo, payLinkCall, requestKey, tokenizeCard,
} from './custom-payments-test-fixtures';

class SimulatedCrash extends Error {}
const crash = { afterCapture: () => { throw new SimulatedCrash('the server died between the gateway and our write'); } };

/**
 * A crash between the gateway's capture (or refund) and our write (issue 27): the payment is left
 * 'paying' (the refund 'pending') with its reference; the retry of the same request finishes it
 * through the gateway's idempotent reference, so the card is charged (refunded) once.
 */
describe.each(testEngines())('a crash after the gateway on %s', (engine) => {
  let t: TestApp;
  let staffHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let visitor: Record<string, string>;
  let clinicId: number;
  let staff: StaffIdentity;
  let admin: StaffIdentity;
  let n = 0;
  const db = () => t.database.db;
  const deps = () => ({ db: db(), payments: createPaymentProvider(t.config), publicUrl: t.config.publicUrl, secret: t.config.tokenSecret });
  const identity = async (email: string, isAdmin: boolean): Promise<StaffIdentity> => {
    const user = await db().selectFrom('users').select(['id', 'first_name', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();
    return {
      userId: Number(user.id), clinicId, clinicName: '', firstName: user.first_name, lastName: user.last_name, email, roles: [isAdmin ? 'clinic_admin' : 'clinic_staff'],
      isVeterinarian: false, isAdmin, licence: { number: '', province: '' }, clinicApprovedForReturns: true, clinicIsMaster: false,
    } as StaffIdentity;
  };
  const statusOf = async (id: number) => (await db().selectFrom('custom_payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
    clinicId = (await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id;
    staffHeaders = (await signInAs(t.app, DEMO_STAFF.staff.email, DEMO_SHOPPER.password)).headers;
    adminHeaders = (await signInAs(t.app, DEMO_STAFF.admin.email, DEMO_SHOPPER.password)).headers;
    visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    staff = await identity(DEMO_STAFF.staff.email, false);
    admin = await identity(DEMO_STAFF.admin.email, true);
  });
  afterAll(() => t.close());

  it('a saved card captured before the crash is charged once when the request is retried', async () => {
    const c = await clientWithCard(t.app, db(), clinicId, `crash-card-${engine}-${++n}@example.com`);
    const body = { clientId: c.userId, amountCents: 9_900, description: 'X-ray', invoiceNumber: 'CR-1', method: 'card' as const, paymentMethodId: c.cardId, requestKey: requestKey() };
    await expect(createPaymentService(deps(), staff, body, new Date(), crash)).rejects.toThrow(SimulatedCrash);
    const row = await db().selectFrom('custom_payments').select(['id', 'status', 'payment_reference']).where('request_key', '=', body.requestKey).executeTakeFirstOrThrow();
    expect(row.status).toBe('paying');
    expect(await db().selectFrom('payment_captures').select('capture_id').where('reference', '=', row.payment_reference).execute()).toHaveLength(1);
    const retried = await createPayment(t.app, staffHeaders, body);
    expect(customPaymentDetailSchema.parse(retried.json()).payment).toMatchObject({ id: Number(row.id), state: 'paid' });
    expect(await gatewayLedger(db(), Number(row.id))).toEqual({ captures: [9_900], refunds: [] });
    expect(await db().selectFrom('email_outbox').select('id').where('to_address', '=', c.email).where('kind', '=', 'custom_payment_receipt').execute()).toHaveLength(1);
  });

  it('a charge left in flight by a crash nobody retries is finished by the sweep once its lease is over, captured once', async () => {
    const c = await clientWithCard(t.app, db(), clinicId, `crash-sweep-${engine}-${++n}@example.com`);
    const body = { clientId: c.userId, amountCents: 3_100, description: 'Boarding', invoiceNumber: 'CR-SWEEP', method: 'card' as const, paymentMethodId: c.cardId, requestKey: requestKey() };
    const crashedAt = new Date();
    await expect(createPaymentService(deps(), staff, body, crashedAt, crash)).rejects.toThrow(SimulatedCrash);
    const id = Number((await db().selectFrom('custom_payments').select('id').where('request_key', '=', body.requestKey).executeTakeFirstOrThrow()).id);
    // A live attempt (within its lease) is left to its own request.
    await finishStaleAttempts(deps(), new Date(crashedAt.getTime() + 60_000));
    expect(await statusOf(id)).toBe('paying');
    await finishStaleAttempts(deps(), new Date(crashedAt.getTime() + 3 * 60_000));
    expect(await statusOf(id)).toBe('paid');
    await finishStaleAttempts(deps(), new Date(crashedAt.getTime() + 6 * 60_000));
    expect(await gatewayLedger(db(), id)).toEqual({ captures: [3_100], refunds: [] });
    const paid = await db().selectFrom('audit_events').select(['actor_role', 'actor_user_id']).where('entity', '=', 'custom_payment').where('entity_id', '=', id).where('action', '=', 'paid').execute();
    expect(paid).toEqual([{ actor_role: 'system', actor_user_id: null }]);
  });

  it('a link captured before the crash is charged once on the first card when the client pays again', async () => {
    const c = await clientWithCard(t.app, db(), clinicId, `crash-link-${engine}-${++n}@example.com`);
    const created = await createPayment(t.app, staffHeaders, { clientId: c.userId, amountCents: 4_200, method: 'link' });
    const id = customPaymentDetailSchema.parse(created.json()).payment.id;
    const token = await linkTokenSentTo(db(), c.email);
    const firstCard = await tokenizeCard(t.app);
    await expect(payLink(deps(), { token, cardToken: firstCard, humanCheckToken: await humanProof(t.app, visitor, token) }, new Date(), crash)).rejects.toThrow(SimulatedCrash);
    expect(await statusOf(id)).toBe('paying');
    const again = await payLinkCall(t.app, visitor, { token, cardToken: await tokenizeCard(t.app, '5555555555554444'), humanCheckToken: await humanProof(t.app, visitor, token) });
    expect(again.json()).toMatchObject({ payment: { state: 'paid', card: { brand: 'visa', last4: '4242' } } });
    expect(await gatewayLedger(db(), id)).toEqual({ captures: [4_200], refunds: [] });
    const auth = await db().selectFrom('custom_payments as p').innerJoin('payment_authorizations as a', 'a.authorization_id', 'p.authorization_id')
      .select('a.token').where('p.id', '=', id).executeTakeFirstOrThrow();
    expect(auth.token).toBe(firstCard);
  });

  it('a refund made before the crash is made once when the admin retries it', async () => {
    const c = await clientWithCard(t.app, db(), clinicId, `crash-refund-${engine}-${++n}@example.com`);
    const created = await createPayment(t.app, staffHeaders, { clientId: c.userId, amountCents: 6_000, method: 'card', paymentMethodId: c.cardId });
    const id = customPaymentDetailSchema.parse(created.json()).payment.id;
    const body = { amountCents: 2_500, reason: 'Overcharged', requestKey: requestKey() };
    await expect(refundPayment(deps(), admin, id, body, new Date(), crash)).rejects.toThrow(SimulatedCrash);
    expect((await db().selectFrom('custom_payment_refunds').select('status').where('custom_payment_id', '=', id).execute()).map((r) => r.status)).toEqual(['pending']);
    const retried = await injectChecked(t.app, { method: 'POST', url: `/api/clinic/custom-payments/${id}/refunds`, headers: adminHeaders, payload: body }, customPaymentDetailSchema);
    expect(retried.json()).toMatchObject({ payment: { state: 'partly_refunded', refundedCents: 2_500 } });
    expect(await gatewayLedger(db(), id)).toEqual({ captures: [6_000], refunds: [2_500] });
  });

  it("gives the settlement report the clinic's captures and refunds of a period, to the cent, with the gateway's ids", async () => {
    const from = new Date().toISOString();
    const c = await clientWithCard(t.app, db(), clinicId, `settle-${engine}-${++n}@example.com`);
    const ids: number[] = [];
    for (const amountCents of [1_111, 2_222]) {
      const r = await createPayment(t.app, staffHeaders, { clientId: c.userId, amountCents, method: 'card', paymentMethodId: c.cardId, invoiceNumber: `SET-${amountCents}` });
      ids.push(customPaymentDetailSchema.parse(r.json()).payment.id);
    }
    await injectChecked(t.app, { method: 'POST', url: `/api/clinic/custom-payments/${ids[1]}/refunds`, headers: adminHeaders, payload: { amountCents: 222, requestKey: requestKey() } }, customPaymentDetailSchema);
    // Another clinic's payment is not in this clinic's lines.
    const other = await createClinic(db());
    await createStaff(db(), { email: `settle-other-${engine}@example.com`, password: DEMO_SHOPPER.password, clinicId: other });
    const otherClient = await clientWithCard(t.app, db(), other, `settle-other-client-${engine}@example.com`);
    const otherHeaders = (await signInAs(t.app, `settle-other-${engine}@example.com`, DEMO_SHOPPER.password)).headers;
    await createPayment(t.app, otherHeaders, { clientId: otherClient.userId, amountCents: 5_555, method: 'card', paymentMethodId: otherClient.cardId });
    const to = new Date(Date.now() + 1000).toISOString();

    const lines = await customPaymentSettlementLines(db(), clinicId, from, to);
    for (const line of lines) settlementSourceLineSchema.parse(line);
    const kinds: SettlementLineKind[] = lines.map((l) => l.kind);
    expect(kinds).toEqual(['custom_payment', 'custom_payment', 'refund']);
    expect(lines.map((l) => [l.kind, l.reference, l.amountCents, l.clientName])).toEqual([
      ['custom_payment', 'SET-1111', 1_111, 'Test Shopper'], ['custom_payment', 'SET-2222', 2_222, 'Test Shopper'], ['refund', 'SET-2222', -222, 'Test Shopper'],
    ]);
    const captures = await db().selectFrom('payment_captures').select(['capture_id', 'amount_cents']).where('capture_id', 'in', lines.map((l) => l.providerId)).execute();
    const refunds = await db().selectFrom('payment_refunds').select(['refund_id', 'amount_cents']).where('refund_id', 'in', lines.map((l) => l.providerId)).execute();
    expect(captures.length + refunds.length).toBe(3);
    const gatewayNet = captures.reduce((s, r) => s + Number(r.amount_cents), 0) - refunds.reduce((s, r) => s + Number(r.amount_cents), 0);
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(gatewayNet);
    expect(await customPaymentSettlementLines(db(), clinicId, to, new Date(Date.now() + 60_000).toISOString())).toEqual([]);
  });
});
