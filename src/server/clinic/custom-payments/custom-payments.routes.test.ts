import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customPaymentDetailSchema, customPaymentListSchema, clientCardsListSchema } from '../../../contracts/custom-payments';
import { humanCheckResponseSchema } from '../../../contracts/payment-methods';
import { CUSTOM_PAYMENT_MAX_CENTS } from '../../../domain/custom-payments';
import { DAY_MS } from '../../../domain/time';
import { DEMO_PAY_LINK_TOKEN, DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic } from '../../testing/fixtures';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { createStaff } from '../clinic-test-fixtures';
import {
  clientWithCard, createPayment, gatewayLedger, humanProof, linkTokenSentTo, payLinkCall, requestKey, tokenizeCard, viewLink,
} from './custom-payments-test-fixtures';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

describe.each(testEngines())('custom payments and pay-by-link on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let staff: Headers;
  let vet: Headers;
  let shopper: Headers;
  let visitor: Headers;
  let otherAdmin: Headers;
  let clinicId: number;
  let otherClinicId: number;
  let n = 0;
  const db = () => t.database.db;
  const client = () => clientWithCard(t.app, db(), clinicId, `cp-${engine}-${++n}@example.com`);
  const detail = (headers: Headers, id: number) => injectChecked(t.app, { method: 'GET', url: `/api/clinic/custom-payments/${id}`, headers }, customPaymentDetailSchema);
  const cancel = (headers: Headers, id: number) => injectChecked(t.app, { method: 'POST', url: `/api/clinic/custom-payments/${id}/cancel`, headers }, customPaymentDetailSchema);
  const refund = (headers: Headers, id: number, amountCents: number, key = requestKey()) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/custom-payments/${id}/refunds`, headers, payload: { amountCents, reason: 'Goodwill', requestKey: key } }, customPaymentDetailSchema);
  const list = (headers: Headers, query = '') => injectChecked(t.app, { method: 'GET', url: `/api/clinic/custom-payments${query}`, headers }, customPaymentListSchema);
  const rowsOf = () => db().selectFrom('custom_payments').select(['id', 'status']).execute();
  const refundRows = () => db().selectFrom('custom_payment_refunds').select('id').execute();
  const paidByCard = async () => {
    const c = await client();
    const response = await createPayment(t.app, staff, { clientId: c.userId, method: 'card', paymentMethodId: c.cardId, amountCents: 5_000, invoiceNumber: `CARD-${n}` });
    expect(response.statusCode, response.body).toBe(200);
    return { ...c, payment: customPaymentDetailSchema.parse(response.json()).payment };
  };
  const sentLink = async (amountCents = 7_500) => {
    const c = await client();
    const response = await createPayment(t.app, staff, { clientId: c.userId, method: 'link', amountCents, invoiceNumber: `LINK-${n}` });
    expect(response.statusCode, response.body).toBe(200);
    return { ...c, payment: customPaymentDetailSchema.parse(response.json()).payment, token: await linkTokenSentTo(db(), c.email) };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    clinicId = (await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id;
    otherClinicId = await createClinic(db());
    await createStaff(db(), { email: `cp-other-admin-${engine}@example.com`, password: PASSWORD, clinicId: otherClinicId, isAdmin: true });
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    shopper = (await signInAs(t.app)).headers;
    otherAdmin = (await signInAs(t.app, `cp-other-admin-${engine}@example.com`, PASSWORD)).headers;
    visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
  });
  afterAll(() => t.close());

  it('has the demo clinic\'s paid payment and open link, whose demo token opens the pay page', async () => {
    const demo = customPaymentListSchema.parse((await list(admin, '?q=INV-2026-04')).json());
    expect(demo.payments.map((p) => [p.invoiceNumber, p.state, p.amountCents])).toEqual([['INV-2026-0419', 'open', 14_250], ['INV-2026-0412', 'paid', 8_500]]);
    expect((await viewLink(t.app, visitor, DEMO_PAY_LINK_TOKEN)).json()).toMatchObject({ payment: { state: 'open', invoiceNumber: 'INV-2026-0419' } });
  });

  it('charges a saved card once, emails a receipt, and answers a repeated request with the same payment', async () => {
    const c = await client();
    const key = requestKey();
    const body = { clientId: c.userId, method: 'card' as const, paymentMethodId: c.cardId, amountCents: 4_321, invoiceNumber: 'INV-CARD', requestKey: key };
    const first = await createPayment(t.app, staff, body);
    expect(first.statusCode, first.body).toBe(200);
    const payment = customPaymentDetailSchema.parse(first.json()).payment;
    expect(payment).toMatchObject({ state: 'paid', method: 'card', amountCents: 4_321, card: { brand: 'visa', last4: '4242' }, createdBy: 'Sam Nguyen' });
    const again = await createPayment(t.app, staff, body);
    expect(customPaymentDetailSchema.parse(again.json()).payment.id).toBe(payment.id);
    expect(await gatewayLedger(db(), payment.id)).toEqual({ captures: [4_321], refunds: [] });
    const receipts = await db().selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', c.email).where('kind', '=', 'custom_payment_receipt').execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body_text).toContain('$43.21');
    // The same key for another payment is refused, nothing made.
    const reused = await createPayment(t.app, staff, { ...body, amountCents: 999 });
    expect(reused.statusCode).toBe(409);
    const audit = await db().selectFrom('audit_events').select('action').where('entity', '=', 'custom_payment').where('entity_id', '=', payment.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['charge_card', 'paid']);
  });

  it('records a declined saved card as declined, nothing captured', async () => {
    const c = await clientWithCard(t.app, db(), clinicId, `cp-declined-${engine}@example.com`, { declines: true });
    const response = await createPayment(t.app, staff, { clientId: c.userId, method: 'card', paymentMethodId: c.cardId });
    expect(customPaymentDetailSchema.parse(response.json()).payment.state).toBe('declined');
    expect(await db().selectFrom('payment_captures').select('capture_id').where('amount_cents', '=', 12_345).execute()).toHaveLength(0);
  });

  it('sends a link the client opens without signing in and pays once, however often the payment is sent', async () => {
    const { payment, token, email } = await sentLink(7_500);
    expect(payment).toMatchObject({ state: 'open', method: 'link', card: null });
    expect(Date.parse(payment.expiresAt!) - Date.parse(payment.createdAt)).toBe(14 * DAY_MS);
    // Only the hash is stored.
    expect(JSON.stringify(await db().selectFrom('custom_payments').selectAll().where('id', '=', payment.id).execute())).not.toContain(token);
    const view = await viewLink(t.app, visitor, token);
    expect(view.json()).toMatchObject({ payment: { state: 'open', amountCents: 7_500, invoiceNumber: `LINK-${n}`, description: 'Dental cleaning', clinic: { name: expect.any(String) } } });
    const proof = await humanProof(t.app, visitor, token);
    const body = { token, cardToken: await tokenizeCard(t.app), humanCheckToken: proof };
    const [a, b] = await Promise.all([payLinkCall(t.app, visitor, body), payLinkCall(t.app, visitor, { ...body, cardToken: await tokenizeCard(t.app, '5555555555554444') })]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const replay = await payLinkCall(t.app, visitor, body);
    expect(replay.json()).toMatchObject({ payment: { state: 'paid' } });
    expect(await gatewayLedger(db(), payment.id)).toEqual({ captures: [7_500], refunds: [] });
    expect((await detail(staff, payment.id)).json()).toMatchObject({ payment: { state: 'paid' } });
    expect(await db().selectFrom('email_outbox').select('id').where('to_address', '=', email).where('kind', '=', 'custom_payment_receipt').execute()).toHaveLength(1);
  });

  it('refuses a wrong token, an expired, a cancelled and a used link, and a human check proof of another link', async () => {
    const wrong = await viewLink(t.app, visitor, 'not-a-real-token');
    expect(wrong.statusCode).toBe(404);
    const expired = await sentLink();
    await db().updateTable('custom_payments').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expired.payment.id).execute();
    expect((await viewLink(t.app, visitor, expired.token)).json()).toMatchObject({ payment: { state: 'expired' } });
    const expiredPay = await payLinkCall(t.app, visitor, { token: expired.token, cardToken: await tokenizeCard(t.app), humanCheckToken: await humanProof(t.app, visitor, expired.token) });
    expect(expiredPay.statusCode).toBe(409);
    expect(expiredPay.json()).toMatchObject({ code: 'pay_link_closed' });

    const cancelled = await sentLink();
    expect((await cancel(staff, cancelled.payment.id)).json()).toMatchObject({ payment: { state: 'cancelled' } });
    expect((await viewLink(t.app, visitor, cancelled.token)).json()).toMatchObject({ payment: { state: 'cancelled' } });
    const cancelledPay = await payLinkCall(t.app, visitor, { token: cancelled.token, cardToken: await tokenizeCard(t.app), humanCheckToken: await humanProof(t.app, visitor, cancelled.token) });
    expect(cancelledPay.statusCode).toBe(409);
    expect((await cancel(staff, cancelled.payment.id)).statusCode).toBe(409);

    const other = await sentLink();
    const foreignProof = await humanProof(t.app, visitor, expired.token);
    const noHuman = await payLinkCall(t.app, visitor, { token: other.token, cardToken: await tokenizeCard(t.app), humanCheckToken: foreignProof });
    expect(noHuman.statusCode).toBe(400);
    expect(noHuman.json()).toMatchObject({ code: 'pay_link_human_check' });
    expect((await viewLink(t.app, visitor, other.token)).json()).toMatchObject({ payment: { state: 'open' } });
    // A used link cannot be paid again: it answers as paid, nothing more captured.
    const paid = await payLinkCall(t.app, visitor, { token: other.token, cardToken: await tokenizeCard(t.app), humanCheckToken: await humanProof(t.app, visitor, other.token) });
    expect(paid.json()).toMatchObject({ payment: { state: 'paid' } });
    await payLinkCall(t.app, visitor, { token: other.token, cardToken: await tokenizeCard(t.app), humanCheckToken: await humanProof(t.app, visitor, other.token) });
    expect((await gatewayLedger(db(), other.payment.id)).captures).toEqual([7_500]);
    expect((await cancel(staff, other.payment.id)).statusCode).toBe(409);
  });

  it('runs the checkout\'s human check for a link: the v2 challenge\'s answer passes, a failed v3 gives no proof, a wrong token is 404', async () => {
    const { token } = await sentLink();
    const check = (payload: object) => injectChecked(t.app, { method: 'POST', url: '/api/paylinks/human-check', headers: visitor, payload: { token, ...payload } }, humanCheckResponseSchema);
    expect((await check({ response: 'sandbox-v2-pass', isV2: true })).json()).toMatchObject({ returnObject: { success: true, humanCheckToken: expect.any(String) } });
    expect((await check({ response: 'sandbox-fail', isV2: false })).json()).toMatchObject({ returnObject: { success: false, humanCheckToken: null } });
    expect((await check({ response: 'wrong', isV2: true })).json()).toMatchObject({ returnObject: { success: false, humanCheckToken: null } });
    expect((await check({ token: 'nope', response: 'sandbox-v2-pass', isV2: true })).statusCode).toBe(404);
    const bad = await payLinkCall(t.app, visitor, { token, cardToken: await tokenizeCard(t.app), humanCheckToken: 'hc1.1.2.forged' });
    expect(bad.statusCode).toBe(400);
    expect((await viewLink(t.app, visitor, token)).json()).toMatchObject({ payment: { state: 'open' } });
  });

  it('keeps a link open after a declined card, and takes the next card under a new reference', async () => {
    const { payment, token } = await sentLink(2_000);
    const before = await db().selectFrom('custom_payments').select('payment_reference').where('id', '=', payment.id).executeTakeFirstOrThrow();
    const declined = await payLinkCall(t.app, visitor, { token, cardToken: await tokenizeCard(t.app, '4000000000000002'), humanCheckToken: await humanProof(t.app, visitor, token) });
    expect(declined.statusCode).toBe(402);
    const after = await db().selectFrom('custom_payments').select(['payment_reference', 'status']).where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('open');
    expect(after.payment_reference).not.toBe(before.payment_reference);
    const paid = await payLinkCall(t.app, visitor, { token, cardToken: await tokenizeCard(t.app), humanCheckToken: await humanProof(t.app, visitor, token) });
    expect(paid.json()).toMatchObject({ payment: { state: 'paid', card: { last4: '4242' } } });
  });

  it('refunds in part and in full (admin only), never more than the payment, once per request', async () => {
    const { payment } = await paidByCard();
    expect((await refund(staff, payment.id, 1_000)).statusCode).toBe(403);
    expect((await refund(vet, payment.id, 1_000)).statusCode).toBe(403);
    expect(await refundRows()).toHaveLength(0);
    const key = requestKey();
    const partial = await refund(admin, payment.id, 1_250, key);
    expect(partial.json()).toMatchObject({ payment: { state: 'partly_refunded', refundedCents: 1_250, refundableCents: 3_750 } });
    await refund(admin, payment.id, 1_250, key);
    const tooMuch = await refund(admin, payment.id, 3_751);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'custom_payment_refund_too_much' });
    const rest = await refund(admin, payment.id, 3_750);
    expect(rest.json()).toMatchObject({ payment: { state: 'refunded', refundedCents: 5_000, refundableCents: 0 } });
    expect(await gatewayLedger(db(), payment.id)).toEqual({ captures: [5_000], refunds: [1_250, 3_750] });
    const open = await sentLink();
    expect((await refund(admin, open.payment.id, 100)).statusCode).toBe(409);
    const actions = await db().selectFrom('audit_events').select('action').where('entity', '=', 'custom_payment').where('entity_id', '=', payment.id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['charge_card', 'paid', 'refund', 'refund']);
  });

  it('answers 400 to bad input and creates nothing', async () => {
    const c = await client();
    const before = (await rowsOf()).length;
    for (const bad of [
      { amountCents: 0 }, { amountCents: -5 }, { amountCents: 10.5 }, { amountCents: CUSTOM_PAYMENT_MAX_CENTS + 1 }, { invoiceNumber: 'x'.repeat(51) },
      { invoiceNumber: '   ' }, { description: '' }, { method: 'cash' }, { method: 'card' }, { requestKey: 'short' }, { invoiceNumber: 'A\u0000B' },
    ]) {
      const response = await createPayment(t.app, staff, { clientId: c.userId, ...bad } as never);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await createPayment(t.app, staff, { clientId: c.userId, invoiceNumber: 'x'.repeat(50) })).statusCode).toBe(200);
    expect((await rowsOf()).length).toBe(before + 1);
    expect((await list(staff, '?from=2026-13-01')).statusCode).toBe(400);
    expect((await list(staff, '?state=lost')).statusCode).toBe(400);
  });

  it('is for the clinic\'s staff: a visitor 401, a shopper 403; a veterinarian may take a payment', async () => {
    expect((await list(visitor)).statusCode).toBe(401);
    expect((await list(shopper)).statusCode).toBe(403);
    const c = await client();
    expect((await createPayment(t.app, shopper, { clientId: c.userId })).statusCode).toBe(403);
    expect((await createPayment(t.app, vet, { clientId: c.userId })).statusCode).toBe(200);
  });

  it("answers 404 to another clinic's payment, client or card and another user's card, changing nothing", async () => {
    const { payment } = await paidByCard();
    const open = await sentLink();
    const before = await rowsOf();
    expect((await detail(otherAdmin, payment.id)).statusCode).toBe(404);
    expect((await cancel(otherAdmin, open.payment.id)).statusCode).toBe(404);
    expect((await refund(otherAdmin, payment.id, 100)).statusCode).toBe(404);
    const ours = await client();
    expect((await createPayment(t.app, otherAdmin, { clientId: ours.userId })).json()).toMatchObject({ code: 'custom_payment_client_not_found' });
    const theirs = await clientWithCard(t.app, db(), otherClinicId, `cp-theirs-${engine}@example.com`);
    expect((await createPayment(t.app, staff, { clientId: theirs.userId })).statusCode).toBe(404);
    // Our client, someone else's card.
    const another = await client();
    const foreignCard = await createPayment(t.app, staff, { clientId: ours.userId, method: 'card', paymentMethodId: another.cardId });
    expect(foreignCard.statusCode).toBe(404);
    expect(foreignCard.json()).toMatchObject({ code: 'custom_payment_card_not_found' });
    // The other clinic's picker does not find our clients.
    const picker = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/custom-payments/clients?q=${encodeURIComponent(ours.email)}`, headers: otherAdmin }, clientCardsListSchema);
    expect(clientCardsListSchema.parse(picker.json()).clients).toEqual([]);
    expect((await list(otherAdmin)).json()).toMatchObject({ payments: [] });
    expect(await rowsOf()).toEqual(before);
    expect(await refundRows()).toHaveLength((await db().selectFrom('custom_payment_refunds').select('id').execute()).length);
  });

  it('lists the report with filters and totals, and gives the same rows as a CSV', async () => {
    const paid = await paidByCard();
    const link = await sentLink(3_300);
    const picker = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/custom-payments/clients?q=${encodeURIComponent(paid.email)}`, headers: staff }, clientCardsListSchema);
    expect(clientCardsListSchema.parse(picker.json()).clients).toMatchObject([{ id: paid.userId, cards: [{ id: paid.cardId, last4: '4242' }] }]);
    const byInvoice = customPaymentListSchema.parse((await list(staff, `?q=${encodeURIComponent(paid.payment.invoiceNumber)}`)).json());
    expect(byInvoice.payments.map((p) => p.id)).toEqual([paid.payment.id]);
    const byClient = customPaymentListSchema.parse((await list(staff, `?q=${encodeURIComponent(link.email)}`)).json());
    expect(byClient.payments.map((p) => p.id)).toEqual([link.payment.id]);
    const links = customPaymentListSchema.parse((await list(staff, '?method=link&state=open')).json());
    expect(links.payments.every((p) => p.method === 'link' && p.state === 'open')).toBe(true);
    expect(links.payments.map((p) => p.id)).toContain(link.payment.id);
    const all = customPaymentListSchema.parse((await list(staff)).json());
    const paidSum = all.payments.filter((p) => p.paidAt).reduce((s, p) => s + p.amountCents, 0);
    const refundedSum = all.payments.reduce((s, p) => s + p.refundedCents, 0);
    expect(all.totals).toMatchObject({ count: all.payments.length, paidCents: paidSum, refundedCents: refundedSum, netCents: paidSum - refundedSum });
    const csv = await t.app.inject({ method: 'GET', url: `/api/clinic/custom-payments.csv?lang=fr&q=${encodeURIComponent(paid.payment.invoiceNumber)}`, headers: staff });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('"Numéro de facture"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${paid.payment.invoiceNumber}"`);
    expect(lines[1]).toContain('"50.00"');
    expect(lines[1]).toContain('"Payé"');
  });
});
