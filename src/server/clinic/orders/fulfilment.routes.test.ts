import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema as shopperOrderSchema } from '../../../contracts/account-orders';
import { clientListSchema, dashboardSchema, orderDetailSchema, orderListSchema, orderMoveResponseSchema, prescriptionDecisionResponseSchema } from '../../../contracts/clinic';
import { CLINIC_ORDERS_PAGE_SIZE, RX_STATUS } from '../../../domain/constants';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createShopper, insertOrder } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { insertSubscription, otherClinic } from '../clinic-test-fixtures';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * Issue 16's remaining order moves on both engines: cancelling from the portal, split shipping
 * (two shipments, each charged as it leaves, shown to the shopper), and the dashboard's tiles
 * whose counts agree with the lists they link to.
 */
describe.each(testEngines())('clinic order fulfilment on %s', (engine) => {
  let t: TestApp;
  let vet: Headers;
  let staff: Headers;
  let shopper: Headers;
  let otherVet: Headers;
  let demo: { userId: number; clinicId: number; productId: number; familyId: number; plainProductId: number };

  const db = () => t.database.db;
  const move = (headers: Headers, orderId: number, body: object) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/move`, headers, payload: body }, orderMoveResponseSchema);
  const detail = async (orderId: number) =>
    orderDetailSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders/${orderId}`, headers: staff }, orderDetailSchema)).parsed);

  /** A paid order: its card hold in the sandbox's ledger, the amount its total. */
  async function withAuthorization(orderId: number, totalCents: number) {
    const authorizationId = `auth_test_${orderId}`;
    await db().insertInto('payment_authorizations').values({
      authorization_id: authorizationId, token: 'tok_sandbox_demo_visa', amount_cents: totalCents, reference: `test:${orderId}`, status: 'approved',
      created_at: new Date().toISOString(),
    }).execute();
    await db().updateTable('orders').set({ authorization_id: authorizationId, total_cents: totalCents }).where('id', '=', orderId).execute();
    return authorizationId;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    const user = await db().selectFrom('users').select(['id', 'clinic_id']).where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const rx = await db().selectFrom('prescriptions').select(['family_id', 'product_id'])
      .where('user_id', '=', user.id).where('rx_status_id', '=', RX_STATUS.notValidated).executeTakeFirstOrThrow();
    const plain = await db().selectFrom('products').select('id').where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0)
      .orderBy('id').executeTakeFirstOrThrow();
    demo = { userId: user.id, clinicId: user.clinic_id, productId: rx.product_id!, familyId: rx.family_id, plainProductId: plain.id };
    await otherClinic(db(), PASSWORD, rx.family_id);
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    shopper = (await signInAs(t.app)).headers;
    otherVet = (await signInAs(t.app, 'other-vet@example.com', PASSWORD)).headers;
  });
  afterAll(() => t.close());

  describe('the orders list (issue 24: it stopped at 100 rows)', () => {
    it('pages every order matching the filters, newest first, and refuses a bad page or an impossible date', async () => {
      const email = `paging-${engine}@example.com`;
      const userId = Number(await createShopper(db(), { email, password: PASSWORD, clinicId: demo.clinicId }));
      const ids: number[] = [];
      for (let i = 0; i < CLINIC_ORDERS_PAGE_SIZE + 10; i += 1) {
        const order = await insertOrder(db(), { userId, clinicId: demo.clinicId, status: 'submitted', productId: demo.plainProductId, petId: null, requiresApproval: false });
        // Distinct times, one minute apart: the newest is the last inserted.
        await sql`update orders set created_at = ${new Date(Date.UTC(2026, 0, 1, 12, i)).toISOString()} where id = ${order.id}`.execute(db());
        ids.push(order.id);
      }
      const list = async (query: string, headers = staff) => {
        const response = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders?q=${encodeURIComponent(email)}${query}`, headers }, orderListSchema);
        expect(response.statusCode, response.body).toBe(200);
        return orderListSchema.parse(response.parsed);
      };
      const first = await list('');
      expect(first).toMatchObject({ page: 1, pageSize: CLINIC_ORDERS_PAGE_SIZE, totalCount: CLINIC_ORDERS_PAGE_SIZE + 10, pageCount: 2 });
      expect(first.orders).toHaveLength(CLINIC_ORDERS_PAGE_SIZE);
      const second = await list('&page=2');
      expect(second.orders).toHaveLength(10);
      expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual([...ids].reverse());
      expect((await list('&page=3')).orders).toEqual([]);
      // The filters narrow the count too; another clinic sees none of them.
      expect((await list('&from=2026-01-01&to=2026-01-01&status=submitted')).totalCount).toBe(CLINIC_ORDERS_PAGE_SIZE + 10);
      expect((await list('&status=validated')).totalCount).toBe(0);
      expect(await list('', otherVet)).toMatchObject({ orders: [], totalCount: 0, pageCount: 1 });
      for (const query of ['&page=0', '&page=-1', '&page=abc', '&page=1.5', '&from=2026-02-31', '&to=2026-13-45']) {
        const refused = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders?q=x${query}`, headers: staff }, orderListSchema);
        expect(refused.statusCode, query).toBe(400);
      }
    });

    it("reads the dates as the clinic's local days: an evening order in Toronto is that day's, not the next UTC day's", async () => {
      const email = `evening-${engine}@example.com`;
      const userId = Number(await createShopper(db(), { email, password: PASSWORD, clinicId: demo.clinicId }));
      const zone = (await db().selectFrom('clinics').select('time_zone').where('id', '=', demo.clinicId).executeTakeFirstOrThrow()).time_zone;
      expect(zone).toBe('America/Toronto');
      const order = await insertOrder(db(), { userId, clinicId: demo.clinicId, status: 'submitted', productId: demo.plainProductId, petId: null, requiresApproval: false });
      // 21:30 on 15 March in Toronto (EDT, UTC−4) is 01:30 on 16 March in UTC.
      await sql`update orders set created_at = ${'2026-03-16T01:30:00.000Z'} where id = ${order.id}`.execute(db());
      const count = async (day: string) => {
        const response = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders?q=${encodeURIComponent(email)}&from=${day}&to=${day}`, headers: staff }, orderListSchema);
        expect(response.statusCode, response.body).toBe(200);
        return orderListSchema.parse(response.parsed).totalCount;
      };
      expect(await count('2026-03-15')).toBe(1);
      expect(await count('2026-03-16')).toBe(0);
    });
  });

  describe('cancel from the portal', () => {
    it('cancels with a reason: status, history, audit, stock back, hold voided, shopper emailed', async () => {
      const order = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'validated', productId: demo.plainProductId, petId: null, requiresApproval: false });
      const authorizationId = await withAuthorization(order.id, 1000);
      const stockBefore = (await db().selectFrom('products').select('stock_quantity').where('id', '=', demo.plainProductId).executeTakeFirstOrThrow()).stock_quantity;

      const missing = await move(staff, order.id, { move: 'cancel' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'cancel_reason_required' });

      const response = await move(staff, order.id, { move: 'cancel', reason: 'The client asked by phone' });
      expect(response.statusCode).toBe(200);
      expect(response.parsed).toEqual({ isSuccess: true, status: 'cancelled' });
      const row = await db().selectFrom('orders').select(['status', 'cancel_reason']).where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'cancelled', cancel_reason: 'The client asked by phone' });
      const stockAfter = (await db().selectFrom('products').select('stock_quantity').where('id', '=', demo.plainProductId).executeTakeFirstOrThrow()).stock_quantity;
      expect(Number(stockAfter)).toBe(Number(stockBefore) + 1);
      expect((await db().selectFrom('payment_authorizations').select('status').where('authorization_id', '=', authorizationId).executeTakeFirstOrThrow()).status).toBe('voided');
      const email = await db().selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(email.to_address).toBe(DEMO_SHOPPER.email);
      expect(email.body_text).toContain('The client asked by phone');

      const shown = await detail(order.id);
      expect(shown.order.status).toBe('cancelled');
      expect(shown.moves).toEqual([]);
      expect(shown.history.at(-1)).toMatchObject({ event: 'cancel', status: 'cancelled', actor: 'staff', actorName: 'Sam Nguyen', note: 'The client asked by phone' });
      expect(shown.audit[0]).toMatchObject({ action: 'cancel', actorRole: 'clinic_staff', before: { status: 'validated' }, after: { status: 'cancelled', reason: 'The client asked by phone' } });
    });

    it("refuses a cancelled order and one sent to the distributor with the spec's messages, writing nothing", async () => {
      const cancelled = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'cancelled', productId: demo.plainProductId, petId: null, requiresApproval: false });
      const again = await move(staff, cancelled.id, { move: 'cancel', reason: 'Again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'order_cancelled', message: 'A cancelled order cannot be changed.' });

      const sent = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'sent_to_distributor', productId: demo.plainProductId, petId: null, requiresApproval: false });
      await db().updateTable('orders').set({ sent_to_distributor_at: new Date().toISOString() }).where('id', '=', sent.id).execute();
      const audit = (await db().selectFrom('audit_events').select('id').execute()).length;
      const refused = await move(staff, sent.id, { move: 'cancel', reason: 'Too late' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'order_not_revertable', message: 'Order not revertable once sent to the distributor.' });
      expect((await db().selectFrom('orders').select('status').where('id', '=', sent.id).executeTakeFirstOrThrow()).status).toBe('sent_to_distributor');
      expect((await db().selectFrom('audit_events').select('id').execute()).length).toBe(audit);
      expect((await detail(sent.id)).moves).not.toContain('cancel');
    });

    it('refuses to cancel a picked-up pickup order (never sent to the distributor) saying it was handed over, not the distributor message (issue 24)', async () => {
      const order = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'validated', productId: demo.plainProductId, petId: null, requiresApproval: false, isClinicPickup: true });
      expect((await move(staff, order.id, { move: 'ready_for_pickup' })).statusCode).toBe(200);
      expect((await move(staff, order.id, { move: 'picked_up' })).statusCode).toBe(200);
      const audit = (await db().selectFrom('audit_events').select('id').execute()).length;
      const refused = await move(staff, order.id, { move: 'cancel', reason: 'Changed her mind' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'order_handed_over', message: 'This order was already shipped or picked up, so it cannot be cancelled; a return undoes it.' });
      expect((await db().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('picked_up');
      expect((await db().selectFrom('audit_events').select('id').execute()).length).toBe(audit);
      // The shopper's own cancel says the same.
      const own = await t.app.inject({ method: 'POST', url: `/api/account/orders/${order.id}/cancel`, headers: shopper, payload: { reason: 'Too late?' } });
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ code: 'order_handed_over' });
    });

    it("answers 404 for another clinic's order and 403 to a shopper", async () => {
      const order = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'submitted', productId: demo.plainProductId, petId: null, requiresApproval: false });
      const foreign = await move(otherVet, order.id, { move: 'cancel', reason: 'Not ours' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'order_not_found' });
      const asShopper = await move(shopper, order.id, { move: 'cancel', reason: 'Me' });
      expect(asShopper.statusCode).toBe(403);
      expect((await db().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('submitted');
    });
  });

  describe('split shipping', () => {
    /** An order for a new pet: one plain item (ready) and one that waits on the veterinarian, with 13 % HST on the items. */
    async function mixedOrder() {
      const pet = await db().insertInto('pets').values({ user_id: demo.userId, name: `Split${Date.now() % 100000}`, species: 'cats', is_deleted: 0, created_at: new Date().toISOString() })
        .returning('id').executeTakeFirstOrThrow();
      const rx = await db().insertInto('prescriptions').values({
        user_id: demo.userId, pet_id: pet.id, family_id: demo.familyId, product_id: demo.productId, rx_status_id: RX_STATUS.notValidated, quantity: 0,
        refill_quantity: 0, refill_quantity_remaining: 0, vet_name: '', expires_at: null, created_at: new Date().toISOString(),
      }).returning('id').executeTakeFirstOrThrow();
      const order = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'waiting_on_veterinarian', productId: demo.plainProductId, petId: null, requiresApproval: false });
      await db().insertInto('order_items').values({
        order_id: order.id, product_id: demo.productId, name: 'Renal food', mfg_sku: 'RX1', mfg_name: 'B', product_format: '', pet_id: pet.id, pet_name: 'Pip',
        quantity: 2, unit_price_cents: 2000, regular_unit_price_cents: 2000, ext_price_cents: 4000, discount_cents: 0, rebate_cents: 0, coupon_discount_cents: 0,
        net_price_cents: 4000, promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: 1,
      }).execute();
      // Items 1000 + 4000, HST 650 on them, shipping 999 + 130: total 6779.
      await db().insertInto('order_taxes').values({ order_id: order.id, code: 'HST', label: 'HST', rate: 0.13, items_amount_cents: 650, shipping_amount_cents: 130, amount_cents: 780 }).execute();
      const authorizationId = await withAuthorization(order.id, 6779);
      return { order, rxId: rx.id, authorizationId };
    }

    it('sends the ready items first, then the rest once the veterinarian approves; each shipment charged as it leaves', async () => {
      const { order, rxId, authorizationId } = await mixedOrder();
      expect((await detail(order.id)).moves).toContain('ship_ready_items');

      const noTracking = await move(staff, order.id, { move: 'ship_ready_items', carrier: 'canada_post' });
      expect(noTracking.statusCode).toBe(400);
      expect(noTracking.json()).toMatchObject({ code: 'tracking_required' });

      const first = await move(staff, order.id, { move: 'ship_ready_items', carrier: 'canada_post', trackingNumber: '1111222233334444' });
      expect(first.parsed).toEqual({ isSuccess: true, status: 'waiting_on_veterinarian' });
      let shown = await detail(order.id);
      // The waiting shipment: 4000 of items and 4000/5000 of the 650 of item taxes = 4520; the ready one the rest.
      expect(shown.shipments).toMatchObject([
        { number: 1, status: 'shipped', carrier: 'canada_post', trackingNumber: '1111222233334444', amountCents: 6779 - 4520, chargeStatus: 'captured', items: [{ name: 'Item', quantity: 1 }] },
        { number: 2, status: 'waiting_on_veterinarian', carrier: null, trackingNumber: null, amountCents: 4520, chargeStatus: 'authorized', items: [{ name: 'Renal food', quantity: 2 }] },
      ]);
      expect(shown.moves).not.toContain('ship_ready_items');
      expect(shown.moves).not.toContain('cancel');
      expect(shown.audit[0]).toMatchObject({ action: 'ship_ready_items', after: { shipments: 2, readyChargeCents: 2259, waitingChargeCents: 4520 } });
      const captures = () => db().selectFrom('payment_captures').select(['amount_cents', 'reference']).where('authorization_id', '=', authorizationId).orderBy('id').execute();
      expect((await captures()).map((c) => Number(c.amount_cents))).toEqual([2259]);
      expect((await db().selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()).body_text).toContain('1111222233334444');

      const mine = await injectChecked(t.app, { method: 'GET', url: `/api/account/orders/${order.id}`, headers: shopper }, shopperOrderSchema);
      expect(mine.statusCode).toBe(200);
      expect(shopperOrderSchema.parse(mine.parsed).shipments).toMatchObject([
        { number: 1, status: 'shipped', carrier: 'Canada Post', trackingUrl: expect.stringContaining('1111222233334444') },
        { number: 2, status: 'waiting_on_veterinarian', trackingUrl: null },
      ]);

      const twice = await move(staff, order.id, { move: 'ship_ready_items', carrier: 'canada_post', trackingNumber: 'X' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ code: 'order_already_split' });
      const cancel = await move(staff, order.id, { move: 'cancel', reason: 'No' });
      expect(cancel.json()).toMatchObject({ code: 'order_not_revertable' });

      await injectChecked(t.app, { method: 'POST', url: `/api/clinic/prescriptions/${rxId}/approve`, headers: vet, payload: { expiresOn: '2099-01-01', quantity: 2, refills: 1 } }, prescriptionDecisionResponseSchema);
      shown = await detail(order.id);
      expect(shown.order.status).toBe('validated');
      expect(shown.shipments[1]).toMatchObject({ status: 'validated', chargeStatus: 'authorized' });

      const rest = await move(staff, order.id, { move: 'ship', carrier: 'purolator', trackingNumber: '329000111222' });
      expect(rest.parsed).toEqual({ isSuccess: true, status: 'shipped' });
      shown = await detail(order.id);
      expect(shown.shipments[1]).toMatchObject({ status: 'shipped', carrier: 'purolator', trackingNumber: '329000111222', chargeStatus: 'captured' });
      expect(shown.shipments[0]).toMatchObject({ status: 'shipped', carrier: 'canada_post' });
      expect((await captures()).reduce((sum, c) => sum + Number(c.amount_cents), 0)).toBe(6779);
    });

    it('is not offered for an order whose items all wait, and refuses it', async () => {
      const order = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'waiting_on_veterinarian', productId: demo.productId, petId: null, requiresApproval: true });
      expect((await detail(order.id)).moves).not.toContain('ship_ready_items');
      const refused = await move(staff, order.id, { move: 'ship_ready_items', carrier: 'ups', trackingNumber: '1Z' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'order_nothing_to_split' });
      expect((await db().selectFrom('shipments').select('id').where('order_id', '=', order.id).execute())).toHaveLength(0);
    });

    it("answers 404 for another clinic's order and 403 to a shopper, and charges nothing", async () => {
      const { order, authorizationId } = await mixedOrder();
      expect((await move(otherVet, order.id, { move: 'ship_ready_items', carrier: 'ups', trackingNumber: '1Z' })).statusCode).toBe(404);
      expect((await move(shopper, order.id, { move: 'ship_ready_items', carrier: 'ups', trackingNumber: '1Z' })).statusCode).toBe(403);
      expect(await db().selectFrom('payment_captures').select('id').where('authorization_id', '=', authorizationId).execute()).toHaveLength(0);
    });

    it('refuses when the card cannot be charged, and ships nothing', async () => {
      const { order, authorizationId } = await mixedOrder();
      await db().updateTable('payment_authorizations').set({ status: 'voided' }).where('authorization_id', '=', authorizationId).execute();
      const refused = await move(staff, order.id, { move: 'ship_ready_items', carrier: 'ups', trackingNumber: '1Z' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'shipment_charge_failed' });
      expect(await db().selectFrom('shipments').select('id').where('order_id', '=', order.id).execute()).toHaveLength(0);
    });
  });

  describe('the dashboard tiles agree with the lists they link to', () => {
    it('counts the orders waiting on validation that its link lists', async () => {
      for (const status of ['submitted', 'waiting_order_validation']) {
        await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status, productId: demo.plainProductId, petId: null, requiresApproval: false });
      }
      const counts = dashboardSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/dashboard', headers: staff }, dashboardSchema)).parsed);
      const list = await injectChecked(t.app, { method: 'GET', url: '/api/clinic/orders?queue=waiting_validation', headers: staff }, orderListSchema);
      // The list pages (issue 24): its count of every page is the tile's.
      const { orders, totalCount } = orderListSchema.parse(list.parsed);
      expect(totalCount).toBe(counts.ordersWaitingValidation);
      expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['submitted', 'waiting_order_validation']));
      const vetQueue = orderListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/orders?queue=waiting_on_veterinarian', headers: staff }, orderListSchema)).parsed);
      expect(vetQueue.totalCount).toBe(counts.ordersWaitingOnVeterinarian);
    });

    it('counts the AutoOrders needing attention its clients list holds', async () => {
      const second = await createShopper(db(), { email: 'attention@example.com', password: PASSWORD, clinicId: demo.clinicId });
      const pet = await db().insertInto('pets').values({ user_id: second, name: 'Rex', species: 'dogs', is_deleted: 0, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
      for (let i = 0; i < 2; i++) await insertSubscription(db(), { userId: second, status: 'needs_attention', productId: demo.plainProductId, petId: pet.id });
      const counts = dashboardSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/dashboard', headers: staff }, dashboardSchema)).parsed);
      const list = clientListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/clients?autoOrders=needs_attention', headers: staff }, clientListSchema)).parsed);
      expect(list.clients.map((c) => c.email)).toContain('attention@example.com');
      expect(list.clients.find((c) => c.email === 'attention@example.com')?.autoOrdersNeedingAttention).toBe(2);
      expect(list.clients.every((c) => c.autoOrdersNeedingAttention > 0)).toBe(true);
      expect(list.clients.reduce((sum, c) => sum + c.autoOrdersNeedingAttention, 0)).toBe(counts.autoOrdersNeedingAttention);

      const other = clientListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/clinic/clients?autoOrders=needs_attention', headers: otherVet }, clientListSchema)).parsed);
      expect(other.clients.map((c) => c.email)).not.toContain('attention@example.com');
    });
  });
});
