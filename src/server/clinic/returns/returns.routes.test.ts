import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { creditHistorySchema } from '../../../contracts/credit';
import {
  returnDetailSchema, returnFormSchema, returnListSchema, returnQuoteSchema, shopperOrderReturnsSchema, type ReturnRequest,
} from '../../../contracts/returns';
import { CLINIC_RETURNS_PAGE_SIZE } from '../../../domain/constants';
import { plainProducts } from '../../shop/cart/cart-test-fixtures';
import { createStaff } from '../clinic-test-fixtures';
import { creditOf } from '../../shared/credit/credit-test-fixtures';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { insertReturnableOrder } from './returns-test-fixtures';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;
const anything = z.unknown();

describe.each(testEngines())('returns and refunds API on %s', (engine) => {
  let t: TestApp;
  let staff: Headers;
  let otherStaff: Headers;
  let shopper: Headers;
  let otherShopper: Headers;
  let clinicId: number;
  let clientId: number;
  let productIds: [number, number];

  const db = () => t.database.db;
  const body = (over: Partial<ReturnRequest>): ReturnRequest => ({ items: [], responsibility: 'client', method: 'card', ...over });
  const form = (orderId: number, headers = staff) => injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders/${orderId}/return`, headers }, returnFormSchema);
  const quote = (orderId: number, payload: ReturnRequest, headers = staff) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/return/quote`, headers, payload }, returnQuoteSchema);
  const create = (orderId: number, payload: ReturnRequest, headers = staff) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/returns`, headers, payload }, returnDetailSchema);
  const complete = (id: number, headers = staff) => injectChecked(t.app, { method: 'POST', url: `/api/clinic/returns/${id}/complete`, headers }, returnDetailSchema);
  const cancel = (id: number, payload: object, headers = staff) => injectChecked(t.app, { method: 'POST', url: `/api/clinic/returns/${id}/cancel`, headers, payload }, returnDetailSchema);
  const detail = (res: { parsed: unknown }) => returnDetailSchema.parse(res.parsed);
  const order = (over: Partial<Parameters<typeof insertReturnableOrder>[1]> = {}) => insertReturnableOrder(db(), { userId: clientId, clinicId, productIds, ...over });

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    const staffRow = await db().selectFrom('users as u').innerJoin('staff_members as s', 's.user_id', 'u.id').select(['s.clinic_id']).where('u.email', '=', DEMO_STAFF.staff.email).executeTakeFirstOrThrow();
    clinicId = Number(staffRow.clinic_id);
    clientId = Number(await createShopper(db(), { email: `returns-client-${engine}@example.com`, password: PASSWORD, clinicId }));
    const plain = await plainProducts(db(), 2);
    productIds = [plain[0]!.id, plain[1]!.id];
    const otherClinicId = await createClinic(db());
    await createStaff(db(), { email: `returns-other-staff-${engine}@example.com`, password: PASSWORD, clinicId: otherClinicId });
    await createShopper(db(), { email: `returns-other-client-${engine}@example.com`, password: PASSWORD, clinicId });
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    otherStaff = (await signInAs(t.app, `returns-other-staff-${engine}@example.com`, PASSWORD)).headers;
    shopper = (await signInAs(t.app, `returns-client-${engine}@example.com`, PASSWORD)).headers;
    otherShopper = (await signInAs(t.app, `returns-other-client-${engine}@example.com`, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('refunds a partial return to the card, another as account credit and the rest, to the cent, adding up to the order', async () => {
    const o = await order();
    const f = await form(o.id);
    expect(f.statusCode).toBe(200);
    expect(returnFormSchema.parse(f.parsed)).toMatchObject({ refusal: null, windowDays: 15, shippingRefunded: false, totalCents: 5987 });

    // 1 of the 2 × $10.00: $10.00 + $1.30 HST, to the card.
    const q1 = await quote(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] }));
    expect(q1.parsed).toEqual({ itemsRefundCents: 1000, itemsTaxRefundCents: 130, shippingRefundCents: 0, feeCents: 0, feeTaxCents: 0, totalCents: 1130, toCardCents: 1130, toCreditCents: 0 });
    const first = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }], reason: 'Bag torn', adminNotes: 'Checked at desk' })));
    expect(first).toMatchObject({ status: 'pending', refundTotalCents: 1130, method: 'card', reason: 'Bag torn', adminNotes: 'Checked at desk' });
    const done = detail(await complete(first.id));
    expect(done).toMatchObject({ status: 'completed', providerRefundId: expect.stringMatching(/^rf_sbx_/) });
    const refunds = await db().selectFrom('payment_refunds').select(['amount_cents', 'reference', 'authorization_id']).where('authorization_id', '=', o.authorizationId).execute();
    expect(refunds).toEqual([{ amount_cents: 1130, reference: `return:${first.id}`, authorization_id: o.authorizationId }]);

    // The shampoo and the shipping, less a $5.00 fee and its HST, as account credit.
    const second = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[1], quantity: 1 }], refundShipping: true, feeKind: 'flat', feeValue: 500, method: 'credit', responsibility: 'carrier' })));
    expect(second.quote).toEqual({ itemsRefundCents: 2499, itemsTaxRefundCents: 325, shippingRefundCents: 903, feeCents: 500, feeTaxCents: 65, totalCents: 3162, toCardCents: 0, toCreditCents: 3162 });
    await complete(second.id);
    expect(await creditOf(db(), clientId)).toBe(3162);
    const ledger = await db().selectFrom('credit_entries').select(['amount_cents', 'kind', 'order_id', 'return_id']).where('user_id', '=', clientId).execute();
    expect(ledger.map((e) => [e.amount_cents, e.kind, Number(e.order_id), Number(e.return_id)])).toEqual([[3162, 'return_refund', o.id, second.id]]);

    // The last unit: the HST left on the items, exactly.
    const third = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] })));
    expect(third.quote).toMatchObject({ itemsRefundCents: 1000, itemsTaxRefundCents: 130, totalCents: 1130 });
    await complete(third.id);
    // Everything returned without the fee: the order's total less the fee and its tax.
    expect(1130 + 3162 + 1130).toBe(o.total - 565);

    const more = await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] }));
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ code: 'return_quantity_exceeded' });

    // History, audit and the shopper's emails.
    const history = await db().selectFrom('order_history').select('event').where('order_id', '=', o.id).where('event', '=', 'returns_processed').execute();
    expect(history).toHaveLength(3);
    const audit = await db().selectFrom('audit_events').select(['action']).where('entity', '=', 'return').where('entity_id', 'in', [first.id, second.id, third.id]).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['complete', 'complete', 'complete', 'create', 'create', 'create']);
    const emails = await db().selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', `returns-client-${engine}@example.com`).where('kind', '=', 'return_processed').execute();
    expect(emails).toHaveLength(3);
    expect(emails[1]!.body_text).toContain('Added to your account credit: $31.62');

    // The shopper sees them on the order, and the credit in the account.
    const mine = await injectChecked(t.app, { method: 'GET', url: `/api/account/orders/${o.id}/returns`, headers: shopper }, shopperOrderReturnsSchema);
    expect(shopperOrderReturnsSchema.parse(mine.parsed).returns.map((r) => [r.status, r.toCardCents, r.toCreditCents])).toEqual([['completed', 1130, 0], ['completed', 0, 3162], ['completed', 1130, 0]]);
    const credit = await injectChecked(t.app, { method: 'GET', url: '/api/account/credit', headers: shopper }, creditHistorySchema);
    expect(credit.parsed).toMatchObject({ balanceCents: 3162, entries: [{ amountCents: 3162, kind: 'return_refund', orderNumber: o.orderNumber, returnId: second.id }] });
  });

  it('gives back what account credit paid as credit, even on a card refund, and never more than was paid', async () => {
    const before = await creditOf(db(), clientId);
    const o = await order({ creditCents: 1000 });
    const all = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 2 }, { orderItemId: o.itemIds[1], quantity: 1 }], refundShipping: true })));
    expect(all.quote).toMatchObject({ totalCents: 5987, toCardCents: 4987, toCreditCents: 1000 });
    await complete(all.id);
    expect(await creditOf(db(), clientId)).toBe(before + 1000);
    const f = returnFormSchema.parse((await form(o.id)).parsed);
    expect(f.refusal).toBe('order_fully_refunded');
    const custom = await create(o.id, body({ refundShipping: true, customRefundCents: 1 }));
    expect(custom.json()).toMatchObject({ code: 'return_no_items' });
  });

  it('refuses a custom amount above what is left, and takes one within it', async () => {
    const o = await order();
    expect((await quote(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }], customRefundCents: 6000 }))).json()).toMatchObject({ code: 'return_refund_mismatch' });
    const r = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }], customRefundCents: 700, method: 'credit' })));
    expect(r).toMatchObject({ customRefundCents: 700, refundTotalCents: 700 });
  });

  it('refunds a picked-up order (no shipping) to the cent: items and HST in proportion, a flat fee with its HST, as credit then to the card', async () => {
    const before = await creditOf(db(), clientId);
    const o = await order({ delivery: 'pickup' });
    // $44.99 of items and $5.85 HST, nothing for shipping: $50.84.
    expect(o.total).toBe(5084);
    const f = returnFormSchema.parse((await form(o.id)).parsed);
    expect(f).toMatchObject({ isClinicPickup: true, status: 'picked_up', shippingCents: 0, totalCents: 5084, refusal: null });
    expect(f.deliveredAt).not.toBeNull();
    expect((await quote(o.id, body({ refundShipping: true }))).json()).toMatchObject({ code: 'return_no_items' });

    // The shampoo: $24.99 + $3.25 HST (585 × 2499 / 4499 = 324.9), less $2.00 and its $0.26 HST.
    const first = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[1], quantity: 1 }], feeKind: 'flat', feeValue: 200, method: 'credit' })));
    expect(first.quote).toEqual({ itemsRefundCents: 2499, itemsTaxRefundCents: 325, shippingRefundCents: 0, feeCents: 200, feeTaxCents: 26, totalCents: 2598, toCardCents: 0, toCreditCents: 2598 });
    await complete(first.id);
    expect(await creditOf(db(), clientId)).toBe(before + 2598);

    // The two bags: the HST left on the items, exactly ($5.85 − $3.25), to the card.
    const second = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 2 }] })));
    expect(second.quote).toEqual({ itemsRefundCents: 2000, itemsTaxRefundCents: 260, shippingRefundCents: 0, feeCents: 0, feeTaxCents: 0, totalCents: 2260, toCardCents: 2260, toCreditCents: 0 });
    await complete(second.id);
    const refunds = await db().selectFrom('payment_refunds').select('amount_cents').where('authorization_id', '=', o.authorizationId).execute();
    expect(refunds.map((r) => Number(r.amount_cents))).toEqual([2260]);
    // Everything came back but the fee and its tax.
    expect(2598 + 2260).toBe(o.total - 226);
    // The fee stays with the clinic; every unit is back, so nothing more can be returned.
    expect(returnFormSchema.parse((await form(o.id)).parsed).items.map((i) => i.quantity - i.returnedQuantity)).toEqual([0, 0]);
    expect((await create(o.id, body({ items: [{ orderItemId: o.itemIds[1], quantity: 1 }] }))).json()).toMatchObject({ code: 'return_quantity_exceeded' });
  });

  it('refunds a Quebec order\'s partial return with a percentage fee: GST and QST each in proportion, to the cent', async () => {
    const o = await order({ province: 'QC' });
    const taxes = await db().selectFrom('order_taxes').select(['code', 'items_amount_cents', 'shipping_amount_cents']).where('order_id', '=', o.id).orderBy('id').execute();
    // 5 % GST: $2.25 on the items (224.95), $0.40 on shipping (39.95); 9.975 % QST: $4.49 (448.78) and $0.80 (79.70).
    expect(taxes.map((x) => [x.code, Number(x.items_amount_cents), Number(x.shipping_amount_cents)])).toEqual([['GST', 225, 40], ['QST', 449, 80]]);
    expect(o.total).toBe(4499 + 799 + 794);

    // One bag of two, 10 % fee: $10.00 + GST $0.50 (225 × 1000 / 4499 = 50.01) + QST $1.00 (449 × 1000 / 4499 = 99.80),
    // less the fee of $1.00 and its GST $0.05 and QST $0.10 (9.975 ¢ rounded).
    const partial = body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }], feeKind: 'percent', feeValue: 1000, responsibility: 'client' });
    const expected = { itemsRefundCents: 1000, itemsTaxRefundCents: 150, shippingRefundCents: 0, feeCents: 100, feeTaxCents: 15, totalCents: 1035, toCardCents: 1035, toCreditCents: 0 };
    expect((await quote(o.id, partial)).parsed).toEqual(expected);
    const first = detail(await create(o.id, partial));
    expect(first.quote).toEqual(expected);
    expect(first.items).toEqual([expect.objectContaining({ orderItemId: o.itemIds[0], quantity: 1, refundCents: 1000, taxRefundCents: 150 })]);
    await complete(first.id);

    // The rest with the shipping: the items' taxes left ($6.74 − $1.50) and the shipping with both its taxes ($7.99 + $0.40 + $0.80).
    const rest = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }, { orderItemId: o.itemIds[1], quantity: 1 }], refundShipping: true })));
    expect(rest.quote).toEqual({ itemsRefundCents: 3499, itemsTaxRefundCents: 524, shippingRefundCents: 919, feeCents: 0, feeTaxCents: 0, totalCents: 4942, toCardCents: 4942, toCreditCents: 0 });
    expect(rest.items.reduce((a, i) => a + i.taxRefundCents, 0)).toBe(524);
    await complete(rest.id);
    const refunds = await db().selectFrom('payment_refunds').select('amount_cents').where('authorization_id', '=', o.authorizationId).orderBy('id').execute();
    expect(refunds.map((r) => Number(r.amount_cents))).toEqual([1035, 4942]);
    expect(1035 + 4942).toBe(o.total - 115);
  });

  it('refuses amounts that are not money, or a percentage fee over 100 %, with a 400 naming the field, and saves nothing', async () => {
    const o = await order();
    const item = [{ orderItemId: o.itemIds[0], quantity: 1 }];
    const cases: [object, RegExp][] = [
      [{ ...body({ items: item }), feeKind: 'flat', feeValue: 'abc' }, /feeValue: feeValue must be a whole number of cents/],
      [{ ...body({ items: item }), feeKind: 'flat', feeValue: -100 }, /feeValue: feeValue must be a whole number of cents/],
      [{ ...body({ items: item }), feeKind: 'flat', feeValue: 12.5 }, /feeValue: feeValue must be a whole number of cents/],
      [{ ...body({ items: item }), feeKind: 'percent', feeValue: 10_001 }, /feeValue: feeValue of a percentage fee must be at most 10000 basis points \(100 %\)/],
      [{ ...body({ items: item }), customRefundCents: '1,2,3' }, /customRefundCents: customRefundCents must be a whole number of cents from 1/],
      [{ ...body({ items: item }), customRefundCents: -500 }, /customRefundCents: customRefundCents must be a whole number of cents from 1/],
      [{ ...body({ items: item }), customRefundCents: 0 }, /customRefundCents: customRefundCents must be a whole number of cents from 1/],
      [{ ...body({}), items: [{ orderItemId: o.itemIds[0], quantity: -1 }] }, /items\.0\.quantity: quantity must be a whole number of units/],
      [{ ...body({}), items: [{ orderItemId: o.itemIds[0], quantity: 1.5 }] }, /items\.0\.quantity: quantity must be a whole number of units/],
    ];
    for (const [payload, message] of cases) {
      for (const call of [() => quote(o.id, payload as ReturnRequest), () => create(o.id, payload as ReturnRequest)]) {
        const answer = await call();
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'validation', message: expect.stringMatching(message) });
      }
    }
    // 100 % is the most a fee takes, and it is taken.
    expect((await quote(o.id, body({ items: item, feeKind: 'percent', feeValue: 10_000 }))).parsed).toMatchObject({ itemsRefundCents: 1000, feeCents: 1000, feeTaxCents: 130, totalCents: 0 });
    expect(await db().selectFrom('returns').select('id').where('order_id', '=', o.id).execute()).toEqual([]);
  });

  it('two staff members creating a return on one order at once: one pending return is made, the others get 409', async () => {
    const o = await order();
    const payload = body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] });
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(o.id, payload)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'return_pending_exists', message: 'This order already has a pending return.' });
    }
    const rows = await db().selectFrom('returns').select(['id', 'status']).where('order_id', '=', o.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
  });

  it('allows one pending return per order; only a pending return is cancelled, with a reason from the list', async () => {
    const o = await order();
    const pending = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[1], quantity: 1 }] })));
    expect((await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] }))).json()).toMatchObject({ code: 'return_pending_exists' });
    expect(returnFormSchema.parse((await form(o.id)).parsed)).toMatchObject({ refusal: 'return_pending_exists', pendingReturnId: pending.id });
    const noReason = await cancel(pending.id, {});
    expect(noReason.statusCode).toBe(400);
    const bad = await cancel(pending.id, { reason: 'because' });
    expect(bad.statusCode).toBe(400);
    const cancelled = detail(await cancel(pending.id, { reason: 'refunded_in_clinic', note: 'Cash at the desk' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'refunded_in_clinic', cancelNote: 'Cash at the desk' });
    expect((await cancel(pending.id, { reason: 'other' })).json()).toMatchObject({ code: 'return_not_pending' });
    expect((await complete(pending.id)).json()).toMatchObject({ code: 'return_not_pending' });
    expect(await db().selectFrom('payment_refunds').select('id').where('authorization_id', '=', o.authorizationId).execute()).toEqual([]);
    // A cancelled return gave nothing back: the item can be returned again.
    expect((await create(o.id, body({ items: [{ orderItemId: o.itemIds[1], quantity: 1 }] }))).statusCode).toBe(200);
    const list = returnListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/returns?status=cancelled', headers: staff }, returnListSchema)).parsed);
    expect(list.returns.map((r) => r.id)).toContain(pending.id);
    expect(list.returns.every((r) => r.status === 'cancelled')).toBe(true);
  });

  it(`pages the clinic's returns, ${CLINIC_RETURNS_PAGE_SIZE} a page, newest first (the list stopped at 200)`, async () => {
    const pagedClinic = await createClinic(db());
    const client = Number(await createShopper(db(), { email: `returns-paged-client-${engine}@example.com`, password: PASSWORD, clinicId: pagedClinic }));
    await createStaff(db(), { email: `returns-paged-staff-${engine}@example.com`, password: PASSWORD, clinicId: pagedClinic });
    const headers = (await signInAs(t.app, `returns-paged-staff-${engine}@example.com`, PASSWORD)).headers;
    const o = await insertReturnableOrder(db(), { userId: client, clinicId: pagedClinic, productIds });
    const count = CLINIC_RETURNS_PAGE_SIZE + 3;
    await db().insertInto('returns').values(Array.from({ length: count }, (_, i) => ({
      clinic_id: pagedClinic, order_id: o.id, user_id: client, status: 'cancelled' as const, reason: '', responsibility: 'client', fee_kind: 'none',
      fee_value: 0, items_refund_cents: 0, items_tax_refund_cents: 0, shipping_refund_cents: 0, fee_cents: 0, fee_tax_cents: 0, custom_refund_cents: null,
      refund_total_cents: 0, refund_method: 'card', provider_refund_id: null, admin_notes: '', window_override_note: null, cancel_reason: 'other',
      cancel_note: null, created_by_user_id: client, created_at: new Date(Date.UTC(2026, 5, 1, 12, i)).toISOString(), completed_at: null,
    }))).execute();
    const list = async (query: string) => {
      const answer = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/returns${query}`, headers }, returnListSchema);
      expect(answer.statusCode, answer.body).toBe(200);
      return returnListSchema.parse(answer.parsed);
    };
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: CLINIC_RETURNS_PAGE_SIZE, totalCount: count, pageCount: 2 });
    const second = await list('?page=2&status=cancelled');
    expect(second.returns).toHaveLength(3);
    const dates = [...first.returns, ...second.returns].map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list('?status=completed')).totalCount).toBe(0);
    for (const query of ['?page=0', '?page=abc', '?page=1.5']) {
      expect((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/returns${query}`, headers }, returnListSchema)).statusCode, query).toBe(400);
    }
  });

  it('checks the order: shipped or picked up, the return window (overridable with a note), 24 hours after billing', async () => {
    const submitted = await order({ status: 'submitted' });
    expect((await create(submitted.id, body({ items: [{ orderItemId: submitted.itemIds[0], quantity: 1 }] }))).json()).toMatchObject({ code: 'return_order_not_shipped' });
    const late = await order({ deliveredDaysAgo: 20 });
    expect(returnFormSchema.parse((await form(late.id)).parsed).refusal).toBe('return_window_passed');
    expect((await create(late.id, body({ items: [{ orderItemId: late.itemIds[0], quantity: 1 }] }))).json()).toMatchObject({ code: 'return_window_passed' });
    const overridden = detail(await create(late.id, body({ items: [{ orderItemId: late.itemIds[0], quantity: 1 }], windowOverrideNote: 'Vet asked to take it back' })));
    expect(overridden.windowOverrideNote).toBe('Vet asked to take it back');
    const fresh = await order({ billedHoursAgo: 2 });
    expect((await create(fresh.id, body({ items: [{ orderItemId: fresh.itemIds[0], quantity: 1 }] }))).json()).toMatchObject({ code: 'return_wait_after_billing' });
    const nothing = await order();
    expect((await create(nothing.id, body({}))).json()).toMatchObject({ code: 'return_no_items' });
  });

  it('answers 404 for another clinic\'s order or return, 403 to a shopper, 401 to a visitor, 404 for another shopper\'s order', async () => {
    const o = await order();
    const r = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] })));
    const before = await db().selectFrom('returns').select(['id', 'status']).orderBy('id').execute();
    for (const call of [
      () => form(o.id, otherStaff), () => quote(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] }), otherStaff),
      () => create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] }), otherStaff),
      () => injectChecked(t.app, { method: 'GET', url: `/api/clinic/returns/${r.id}`, headers: otherStaff }, anything),
      () => complete(r.id, otherStaff), () => cancel(r.id, { reason: 'other' }, otherStaff),
    ]) expect((await call()).statusCode).toBe(404);
    const others = returnListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/returns', headers: otherStaff }, returnListSchema)).parsed);
    expect(others.returns).toEqual([]);
    for (const call of [() => form(o.id, shopper), () => create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 1 }] }), shopper), () => complete(r.id, shopper), () => cancel(r.id, { reason: 'other' }, shopper)]) {
      expect((await call()).statusCode).toBe(403);
    }
    expect((await form(o.id, {})).statusCode).toBe(401);
    expect((await injectChecked(t.app, { method: 'GET', url: `/api/account/orders/${o.id}/returns`, headers: otherShopper }, anything)).statusCode).toBe(404);
    expect(await db().selectFrom('returns').select(['id', 'status']).orderBy('id').execute()).toEqual(before);
  });

  it('refuses a flat returns fee larger than the refund, rather than completing a $0.00 refund (issue 24)', async () => {
    const o = await order();
    const one = { items: [{ orderItemId: o.itemIds[0], quantity: 1 }] };
    // One $10.00 unit with $1.30 HST: a $25.00 or a $10.01 fee (+ HST) is more than all of it.
    for (const payload of [body({ ...one, feeKind: 'flat', feeValue: 2500 }), body({ ...one, feeKind: 'flat', feeValue: 1001 })]) {
      const quoted = await quote(o.id, payload);
      expect(quoted.statusCode).toBe(400);
      expect(quoted.json()).toMatchObject({ code: 'return_fee_exceeds_refund' });
      expect((await create(o.id, payload)).json()).toMatchObject({ code: 'return_fee_exceeds_refund' });
    }
    expect(await db().selectFrom('returns').select('id').where('order_id', '=', o.id).execute()).toEqual([]);
    // Staff may still say the amount themselves.
    const custom = detail(await create(o.id, body({ ...one, feeKind: 'flat', feeValue: 2500, customRefundCents: 300 })));
    expect(custom).toMatchObject({ status: 'pending', refundTotalCents: 300 });
  });

  it('ten "complete" clicks at once make one refund and all answer it: no 502, no second email (issue 24)', async () => {
    const o = await order();
    const r = detail(await create(o.id, body({ items: [{ orderItemId: o.itemIds[0], quantity: 2 }, { orderItemId: o.itemIds[1], quantity: 1 }], refundShipping: true })));
    expect(r.quote.toCardCents).toBe(o.total);
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(r.id)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const refunds = await db().selectFrom('payment_refunds').select(['refund_id', 'amount_cents']).where('authorization_id', '=', o.authorizationId).execute();
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0]!.amount_cents)).toBe(o.total);
    for (const answer of answers) {
      expect(detail(answer)).toMatchObject({ status: 'completed', providerRefundId: refunds[0]!.refund_id, refundTotalCents: o.total });
    }
    const audit = await db().selectFrom('audit_events').select('action').where('entity', '=', 'return').where('entity_id', '=', r.id).where('action', '=', 'complete').execute();
    expect(audit).toHaveLength(1);
    const history = await db().selectFrom('order_history').select('id').where('order_id', '=', o.id).where('event', '=', 'returns_processed').execute();
    expect(history).toHaveLength(1);
    // Later clicks (a stale page) answer the completed return too; a cancelled one still cannot be completed.
    expect(detail(await complete(r.id))).toMatchObject({ status: 'completed', providerRefundId: refunds[0]!.refund_id });
  });

  it('a repeated refund call refunds once (the provider\'s reference), and a refund past what the card held is refused', async () => {
    const o = await order();
    const gateway = createPaymentProvider(t.config)(db());
    const a = await gateway.refund(o.authorizationId, 500, 'return:test-repeat');
    const b = await gateway.refund(o.authorizationId, 500, 'return:test-repeat');
    expect(a).toEqual(b);
    expect(await gateway.refund(o.authorizationId, o.total, 'return:test-too-much')).toMatchObject({ refunded: false, code: 'exceeds_authorized' });
    expect(await gateway.refund('auth_unknown', 100, 'return:test-unknown')).toMatchObject({ refunded: false, code: 'unknown_authorization' });
    // Ten repeats of a refund of all that is left, at once: each answers the one refund, none "exceeds".
    const whole = await order();
    const repeats = await Promise.all(Array.from({ length: 10 }, () => gateway.refund(whole.authorizationId, whole.total, 'return:test-ten')));
    expect(new Set(repeats.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(repeats[0]).toMatchObject({ refunded: true });
  });
});
