import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invoiceDetailSchema, invoiceListSchema, invoicePaymentResultSchema, runInvoicesResultSchema } from '../../../contracts/clinic-statements';
import { PAYOUT_TIME_ZONE, previousMonth } from '../../../domain/settlement';
import { localDay } from '../../../domain/clinic-hours';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN } from '../../db/seed';
import { createPaymentProvider, type PaymentProvider } from '../../integrations/payment/payment-gateway';
import { tokenize } from '../../shop/checkout/checkout-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper, insertOrder } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { createStaff, givePasscode } from '../clinic-test-fixtures';
import { payByCard, settleStalePayments } from './invoices.service';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;
const anything = z.unknown();

/**
 * The platform's monthly invoices and "make a payment" (issue 27) on both engines: billing a month
 * once, the clinic admin's list and detail, paying by card (once per key, also after a failure
 * following the capture), a declined card, a cheque with its 2 % service charge recorded by the
 * platform, and the roles and another clinic's ids.
 */
describe.each(testEngines())('clinic invoices on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let staff: Headers;
  let otherAdmin: Headers;
  let platform: Headers;
  let clinicId: number;
  let invoiceId: number;
  const db = () => t.database.db;
  const month = previousMonth(localDay(new Date(), PAYOUT_TIME_ZONE));
  const detail = (id: number, headers = admin) => injectChecked(t.app, { method: 'GET', url: `/api/clinic/invoices/${id}`, headers }, invoiceDetailSchema);
  const payCard = (id: number, payload: object, headers = admin) => injectChecked(t.app, { method: 'POST', url: `/api/clinic/invoices/${id}/pay-by-card`, headers, payload }, invoicePaymentResultSchema);
  const payCheque = (id: number, payload: object, headers = admin) => injectChecked(t.app, { method: 'POST', url: `/api/clinic/invoices/${id}/pay-by-cheque`, headers, payload }, invoicePaymentResultSchema);
  const cardToken = async (number = '4242424242424242') => (await tokenize(t, number)).json<{ token: string }>().token;
  const capturesOf = (paymentId: number) => db().selectFrom('payment_captures').select(['amount_cents']).where('reference', '=', `invoice-payment:${paymentId}`).execute();
  const balance = async () => invoiceDetailSchema.parse((await detail(invoiceId)).parsed);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    clinicId = await createClinic(db());
    await createStaff(db(), { email: `inv-admin-${engine}@example.com`, password: PASSWORD, clinicId, isAdmin: true });
    await createStaff(db(), { email: `inv-staff-${engine}@example.com`, password: PASSWORD, clinicId });
    const otherClinicId = await createClinic(db());
    await createStaff(db(), { email: `inv-other-${engine}@example.com`, password: PASSWORD, clinicId: otherClinicId, isAdmin: true });
    admin = (await signInAs(t.app, `inv-admin-${engine}@example.com`, PASSWORD)).headers;
    await givePasscode(t.app, admin, PASSWORD);
    staff = (await signInAs(t.app, `inv-staff-${engine}@example.com`, PASSWORD)).headers;
    otherAdmin = (await signInAs(t.app, `inv-other-${engine}@example.com`, PASSWORD)).headers;
    await givePasscode(t.app, otherAdmin, PASSWORD);
    platform = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;

    // Last month: two captures of the clinic's orders at 2.5 % + $0.25 → fees $2.75 + $5.25 = $8.00.
    await db().insertInto('platform_fee_rates').values({ percent_bp: 250, fixed_cents: 25, effective_from: `${month}-01T00:00:00.000Z`, created_by_user_id: null, created_at: `${month}-01T00:00:00.000Z` }).execute();
    const userId = await createShopper(db(), { email: `inv-client-${engine}@example.com`, password: PASSWORD, clinicId });
    const product = await db().selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const [i, cents] of [[1, 10_000], [2, 20_000]] as const) {
      const order = await insertOrder(db(), { userId, clinicId, status: 'shipped', productId: product.id, petId: null, requiresApproval: false });
      await db().insertInto('payment_captures').values({
        capture_id: `cap_inv_${engine}_${i}`, authorization_id: 'auth', amount_cents: cents, reference: `order:${order.id}`, created_at: `${month}-1${i}T15:00:00.000Z`,
      }).execute();
    }
  });
  afterAll(() => t.close());

  it('bills the month once: one invoice per clinic and month, its line the platform fees', async () => {
    const run = await injectChecked(t.app, { method: 'POST', url: '/api/platform/invoices/run', headers: platform, payload: { month } }, runInvoicesResultSchema);
    expect(run.statusCode).toBe(200);
    expect(runInvoicesResultSchema.parse(run.parsed).created).toBeGreaterThanOrEqual(1);
    const again = runInvoicesResultSchema.parse((await injectChecked(t.app, { method: 'POST', url: '/api/platform/invoices/run', headers: platform, payload: { month } }, runInvoicesResultSchema)).parsed);
    expect(again.created).toBe(0);
    const list = invoiceListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/invoices', headers: admin }, invoiceListSchema)).parsed);
    expect(list.invoices).toEqual([expect.objectContaining({ month, totalCents: 800, paidCents: 0, balanceCents: 800, state: 'open', clinicId })]);
    invoiceId = list.invoices[0]!.id;
    const one = await balance();
    expect(one.lines).toEqual([expect.objectContaining({ kind: 'platform_fees', amountCents: 800 })]);
    const audit = await db().selectFrom('audit_events').select('action').where('entity', '=', 'clinic_invoice').where('entity_id', '=', invoiceId).execute();
    expect(audit.map((a) => a.action)).toEqual(['invoice_issued']);
    expect((await injectChecked(t.app, { method: 'POST', url: '/api/platform/invoices/run', headers: platform, payload: { month: '2026-13' } }, anything)).statusCode).toBe(400);
  });

  it('only the clinic admin sees and pays; another clinic\'s admin gets 404 and changes nothing', async () => {
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/invoices', headers: staff }, anything)).statusCode).toBe(403);
    expect((await detail(invoiceId, staff)).statusCode).toBe(403);
    expect((await payCheque(invoiceId, { amountCents: 100, idempotencyKey: 'staff-key-1' }, staff)).statusCode).toBe(403);
    expect((await detail(invoiceId, otherAdmin)).statusCode).toBe(404);
    expect((await payCard(invoiceId, { amountCents: 100, cardToken: await cardToken(), idempotencyKey: 'other-key-1' }, otherAdmin)).statusCode).toBe(404);
    expect((await payCheque(invoiceId, { amountCents: 100, idempotencyKey: 'other-key-2' }, otherAdmin)).statusCode).toBe(404);
    const otherList = invoiceListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/invoices', headers: otherAdmin }, invoiceListSchema)).parsed);
    expect(otherList.invoices.map((i) => i.id)).not.toContain(invoiceId);
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/platform/invoices', headers: admin }, anything)).statusCode).toBe(403);
    expect((await detail(999_999)).statusCode).toBe(404);
    expect((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/invoices/abc', headers: admin }, anything)).statusCode).toBe(400);
    expect((await payCard(invoiceId, { amountCents: -5, cardToken: 'x', idempotencyKey: 'bad-key-1' })).statusCode).toBe(400);
    expect((await payCard(invoiceId, { amountCents: 801, cardToken: await cardToken(), idempotencyKey: 'too-much-1' })).statusCode).toBe(400);
    expect((await db().selectFrom('invoice_payments').select('id').where('invoice_id', '=', invoiceId).execute())).toEqual([]);
  });

  it('pays part by card once per key; a declined card charges nothing', async () => {
    const body = { amountCents: 300, cardToken: await cardToken(), idempotencyKey: `card-key-${engine}` };
    const first = await payCard(invoiceId, body);
    expect(first.statusCode).toBe(200);
    const paid = invoicePaymentResultSchema.parse(first.parsed);
    expect(paid.payment).toMatchObject({ method: 'card', status: 'paid', amountCents: 300, cardLast4: '4242' });
    expect(paid.invoice).toMatchObject({ paidCents: 300, balanceCents: 500, state: 'partly_paid' });
    const repeat = invoicePaymentResultSchema.parse((await payCard(invoiceId, body)).parsed);
    expect(repeat.payment.id).toBe(paid.payment.id);
    expect(await capturesOf(paid.payment.id)).toEqual([{ amount_cents: 300 }]);
    expect((await balance()).paidCents).toBe(300);

    const declined = await payCard(invoiceId, { amountCents: 100, cardToken: await cardToken('4000000000000002'), idempotencyKey: `declined-${engine}` });
    expect(declined.statusCode).toBe(402);
    expect((await balance()).paidCents).toBe(300);
    const actions = await db().selectFrom('audit_events').select('action').where('entity', '=', 'invoice_payment').where('clinic_id', '=', clinicId).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['card_payment_started', 'card_payment_captured', 'card_payment_started', 'card_payment_declined']);
  });

  it('a failure after the capture: the retry with the same key marks it paid and captures once', async () => {
    const real = createPaymentProvider(t.config);
    const failing: PaymentProvider = (database) => {
      const gateway = real(database);
      return { ...gateway, capture: async (...args) => { await gateway.capture(...args); throw new Error('process killed after capture'); } };
    };
    const body = { amountCents: 200, cardToken: await cardToken(), idempotencyKey: `crash-key-${engine}` };
    const me = await db().selectFrom('users').select('id').where('email', '=', `inv-admin-${engine}@example.com`).executeTakeFirstOrThrow();
    await expect(payByCard({ db: db(), payments: failing }, clinicId, { userId: me.id, role: 'admin' }, invoiceId, body, new Date())).rejects.toThrow('killed');
    const pending = await db().selectFrom('invoice_payments').select(['id', 'status']).where('idempotency_key', '=', body.idempotencyKey).executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
    expect((await balance()).paidCents).toBe(300);
    const retried = invoicePaymentResultSchema.parse((await payCard(invoiceId, body)).parsed);
    expect(retried.payment).toMatchObject({ id: Number(pending.id), status: 'paid' });
    expect(await capturesOf(Number(pending.id))).toEqual([{ amount_cents: 200 }]);
    expect(retried.invoice).toMatchObject({ paidCents: 500, balanceCents: 300, state: 'partly_paid' });
  });

  it('a cheque adds the 2 % service charge; it counts once the platform records it received', async () => {
    const cheque = await payCheque(invoiceId, { amountCents: 300, idempotencyKey: `cheque-key-${engine}` });
    expect(cheque.statusCode).toBe(200);
    const chosen = invoicePaymentResultSchema.parse(cheque.parsed);
    expect(chosen.payment).toMatchObject({ method: 'cheque', status: 'awaiting', amountCents: 300, serviceChargeCents: 6, totalCents: 306 });
    expect(chosen.invoice.balanceCents).toBe(300);
    // Nothing more can be promised than what is left.
    expect((await payCheque(invoiceId, { amountCents: 1, idempotencyKey: `cheque-more-${engine}` })).statusCode).toBe(400);
    const url = `/api/platform/invoices/${invoiceId}/payments/${chosen.payment.id}/received`;
    expect((await injectChecked(t.app, { method: 'POST', url, headers: admin, payload: { chequeNumber: '123', receivedOn: '2026-11-20' } }, anything)).statusCode).toBe(403);
    const received = await injectChecked(t.app, { method: 'POST', url, headers: platform, payload: { chequeNumber: '000123', receivedOn: '2026-11-20' } }, invoiceDetailSchema);
    expect(received.statusCode).toBe(200);
    expect(invoiceDetailSchema.parse(received.parsed)).toMatchObject({ paidCents: 800, balanceCents: 0, state: 'paid' });
    expect((await injectChecked(t.app, { method: 'POST', url, headers: platform, payload: { chequeNumber: '000123', receivedOn: '2026-11-20' } }, anything)).statusCode).toBe(409);
    expect((await injectChecked(t.app, { method: 'POST', url: `/api/platform/invoices/${invoiceId}/payments/999999/received`, headers: platform, payload: { chequeNumber: '1', receivedOn: '2026-11-20' } }, anything)).statusCode).toBe(404);

    // A charge the platform adds reopens the balance; the platform's list shows the state.
    const charged = await injectChecked(t.app, { method: 'POST', url: `/api/platform/invoices/${invoiceId}/charges`, headers: platform, payload: { description: 'Printed flyers', amountCents: 1500 } }, invoiceDetailSchema);
    expect(invoiceDetailSchema.parse(charged.parsed)).toMatchObject({ totalCents: 2300, balanceCents: 1500, state: 'partly_paid' });
    const all = invoiceListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/platform/invoices?state=partly_paid', headers: platform }, invoiceListSchema)).parsed);
    expect(all.invoices.map((i) => i.id)).toContain(invoiceId);
    expect(all.invoices.every((i) => i.state === 'partly_paid')).toBe(true);
  });

  it('the daily job finishes a payment a crash left pending after the authorisation, and cancels one never authorised', async () => {
    const real = createPaymentProvider(t.config);
    // Killed right after the authorisation: nothing captured, the row pending.
    const killed: PaymentProvider = (database) => ({ ...real(database), capture: async () => { throw new Error('killed before capture'); } });
    const me = await db().selectFrom('users').select('id').where('email', '=', `inv-admin-${engine}@example.com`).executeTakeFirstOrThrow();
    const body = { amountCents: 100, cardToken: await cardToken(), idempotencyKey: `stale-key-${engine}` };
    await expect(payByCard({ db: db(), payments: killed }, clinicId, { userId: me.id, role: 'admin' }, invoiceId, body, new Date())).rejects.toThrow('killed');
    const authorised = await db().selectFrom('invoice_payments').select(['id']).where('idempotency_key', '=', body.idempotencyKey).executeTakeFirstOrThrow();
    // A payment written but never sent to the provider (killed before the authorisation).
    const never = await db().insertInto('invoice_payments').values({
      invoice_id: invoiceId, method: 'card', status: 'pending', amount_cents: 50, service_charge_cents: 0, idempotency_key: `never-${engine}`,
      card_token: 'tok_unknown', card_brand: 'visa', card_last4: '4242', authorization_id: null, capture_id: null, cheque_number: null, received_on: null,
      created_by_user_id: me.id, created_at: new Date(Date.now() - 3_600_000).toISOString(), settled_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    // Now: only the hour-old one is stale (cancelled: the provider never authorised it); the other waits ten minutes.
    expect(await settleStalePayments({ db: db(), payments: real }, new Date())).toBe(1);
    const later = new Date(Date.now() + 3_600_000);
    await settleStalePayments({ db: db(), payments: real }, later);
    const rows = await db().selectFrom('invoice_payments').select(['id', 'status']).where('id', 'in', [authorised.id, never.id]).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['paid', 'cancelled']);
    expect(await capturesOf(Number(authorised.id))).toEqual([{ amount_cents: 100 }]);
    // Run again: nothing more.
    expect(await settleStalePayments({ db: db(), payments: real }, later)).toBe(0);
    expect(await capturesOf(Number(authorised.id))).toEqual([{ amount_cents: 100 }]);
  });
});
