import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distributorMeSchema, distributorOrderDetailSchema, distributorOrderListSchema, distributorStepResultSchema, noticeResultSchema,
  type ShipmentNotice,
} from '../../../contracts/distributor';
import { orderMoveResponseSchema } from '../../../contracts/clinic';
import { signInResponseSchema } from '../../../contracts/auth';
import { DEMO_DISTRIBUTOR_ORDERS, DEMO_DISTRIBUTOR_USER, DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { createDistributorProvider, signNotice, type DistributorProvider } from '../../integrations/distributor/distributor-gateway';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper, insertOrder } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { sendOrderToDistributor } from './distributor-send.service';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * The distributor integration (issue 25) on both engines: the clinic's "send to distributor" goes
 * through the job to the sandbox distributor once, even when an attempt dies half-way; shipment
 * notices are signed, idempotent and move the order; the sandbox distributor's portal shows its own
 * orders only, to its own people only.
 */
describe.each(testEngines())('the distributor on %s', (engine) => {
  let t: TestApp;
  let staff: Headers;
  let distributor: Headers;
  let otherDistributor: Headers;
  let otherDistributorId: number;
  let plainProductId: number;
  let demoClinicId: number;
  const db = () => t.database.db;

  const move = (orderId: number, body: object) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/move`, headers: staff, payload: body }, orderMoveResponseSchema);
  const orderByNumber = (number: string) => db().selectFrom('orders').select(['id', 'status', 'carrier', 'tracking_number', 'sent_to_distributor_at'])
    .where('order_number', '=', number).executeTakeFirstOrThrow();
  const statusOf = async (orderId: number) => (await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  const history = (orderId: number) => db().selectFrom('order_history').select(['event', 'status', 'actor', 'note']).where('order_id', '=', orderId).orderBy('id').execute();
  async function until(orderId: number, status: string) {
    for (let i = 0; i < 100 && (await statusOf(orderId)) !== status; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await statusOf(orderId)).toBe(status);
  }
  const sandboxOf = (orderId: number) => db().selectFrom('sandbox_distributor_orders').selectAll().where('reference', '=', `order:${orderId}`).execute();
  const portalList = (headers: Headers) =>
    injectChecked(t.app, { method: 'GET', url: '/api/platform/distributor/orders', headers }, distributorOrderListSchema);
  const portalStep = (headers: Headers, id: number, step: string, payload?: object) =>
    injectChecked(t.app, { method: 'POST', url: `/api/platform/distributor/orders/${id}/${step}`, headers, ...(payload ? { payload } : {}) }, distributorStepResultSchema);
  const sandboxIdOf = async (orderId: number) => Number((await sandboxOf(orderId))[0]!.id);
  const notice = (headers: Headers, body: object) =>
    injectChecked(t.app, { method: 'POST', url: '/api/distributor/notices', headers, payload: body }, noticeResultSchema);

  /** A validated order of the demo clinic, sent through the clinic's move and the job. */
  async function sentOrder(isClinicPickup = false) {
    const user = await db().selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const order = await insertOrder(db(), { userId: user.id, clinicId: demoClinicId, status: 'validated', productId: plainProductId, petId: null, requiresApproval: false, isClinicPickup });
    const moved = await move(order.id, { move: 'send_to_distributor' });
    expect(moved.json()).toMatchObject({ status: 'waiting_to_send_to_distributor' });
    await until(order.id, 'sent_to_distributor');
    return order.id;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    demoClinicId = (await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow()).clinic_id;
    plainProductId = (await db().selectFrom('products').select('id').where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0)
      .orderBy('id').executeTakeFirstOrThrow()).id;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    distributor = (await signInAs(t.app, DEMO_DISTRIBUTOR_USER.email, PASSWORD)).headers;
    // A second distributor with a person of its own.
    const clinicId = await createClinic(db());
    const userId = await createShopper(db(), { email: `other-distributor-${engine}@example.com`, password: PASSWORD, clinicId });
    const row = await db().insertInto('distributors').values({ name: 'Test Distribution', created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing()).returning('id').executeTakeFirst();
    otherDistributorId = row ? Number(row.id) : Number((await db().selectFrom('distributors').select('id').where('name', '=', 'Test Distribution').executeTakeFirstOrThrow()).id);
    await db().insertInto('distributor_users').values({ user_id: Number(userId), distributor_id: otherDistributorId, created_at: new Date().toISOString() }).execute();
    otherDistributor = (await signInAs(t.app, `other-distributor-${engine}@example.com`, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('sends a validated order to the clinic’s distributor through the job: waiting to send, then sent, once', async () => {
    const orderId = await sentOrder();
    const sandbox = await sandboxOf(orderId);
    expect(sandbox).toHaveLength(1);
    const record = await db().selectFrom('distributor_orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ state: 'sent', distributor_ref: sandbox[0]!.distributor_ref });
    expect(Number(record.attempts)).toBe(1);
    expect((await history(orderId)).map((h) => [h.event, h.status, h.actor])).toEqual([
      ['waiting_to_send_to_distributor', 'waiting_to_send_to_distributor', 'staff'], ['sent_to_distributor', 'sent_to_distributor', 'system'],
    ]);
    expect((await db().selectFrom('orders').select('sent_to_distributor_at').where('id', '=', orderId).executeTakeFirstOrThrow()).sent_to_distributor_at).not.toBeNull();
    // Once queued, neither the shopper's nor the clinic's cancel reaches it.
    expect((await move(orderId, { move: 'cancel', reason: 'Changed my mind' })).json()).toMatchObject({ code: 'order_not_revertable' });
    expect(await sendOrderToDistributor({ db: db(), distributor: createDistributorProvider(t.config) }, orderId)).toBe('already_sent');
    expect(await sandboxOf(orderId)).toHaveLength(1);
  });

  it('never sends an order twice when an attempt dies after the distributor took it and is tried again', async () => {
    const user = await db().selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    // Queued by hand, not by the move: no job races this test.
    const order = await insertOrder(db(), { userId: user.id, clinicId: demoClinicId, status: 'waiting_to_send_to_distributor', productId: plainProductId, petId: null, requiresApproval: false });
    const sandbox = createDistributorProvider(t.config);
    const dying: DistributorProvider = (d) => ({
      async submitOrder(o) {
        await sandbox(d).submitOrder(o);
        throw new Error('killed after the distributor answered');
      },
    });
    const down: DistributorProvider = () => ({ submitOrder: () => Promise.reject(new Error('distributor unreachable')) });
    await expect(sendOrderToDistributor({ db: db(), distributor: down }, order.id)).rejects.toThrow('unreachable');
    await expect(sendOrderToDistributor({ db: db(), distributor: dying }, order.id)).rejects.toThrow('killed');
    expect(await statusOf(order.id)).toBe('waiting_to_send_to_distributor');
    const first = await sandboxOf(order.id);
    expect(first).toHaveLength(1);
    expect(await sendOrderToDistributor({ db: db(), distributor: sandbox }, order.id)).toBe('sent');
    expect(await sendOrderToDistributor({ db: db(), distributor: sandbox }, order.id)).toBe('already_sent');
    const after = await sandboxOf(order.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.distributor_ref).toBe(first[0]!.distributor_ref);
    const record = await db().selectFrom('distributor_orders').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect({ state: record.state, attempts: Number(record.attempts), ref: record.distributor_ref }).toEqual({ state: 'sent', attempts: 3, ref: first[0]!.distributor_ref });
    expect((await history(order.id)).filter((h) => h.event === 'sent_to_distributor')).toHaveLength(1);
    expect(await statusOf(order.id)).toBe('sent_to_distributor');
  });

  it('lands a distributor person on the portal, shows its own orders only; another distributor’s order is 404', async () => {
    const logon = await injectChecked(t.app, { method: 'POST', url: '/Account/Logon', payload: { email: DEMO_DISTRIBUTOR_USER.email, password: PASSWORD } }, signInResponseSchema);
    expect(logon.json()).toMatchObject({ home: '/platform/distributor' });
    const me = await injectChecked(t.app, { method: 'GET', url: '/api/platform/distributor/me', headers: distributor }, distributorMeSchema);
    expect(me.json()).toMatchObject({ email: DEMO_DISTRIBUTOR_USER.email, distributor: { name: DEMO_DISTRIBUTOR_USER.distributor } });
    const orderId = await sentOrder();
    const id = await sandboxIdOf(orderId);
    expect((await portalList(distributor)).json().orders.map((o: { id: number }) => o.id)).toContain(id);
    expect((await portalList(otherDistributor)).json().orders.map((o: { id: number }) => o.id)).not.toContain(id);
    for (const url of [`/api/platform/distributor/orders/${id}`]) {
      const other = await injectChecked(t.app, { method: 'GET', url, headers: otherDistributor }, distributorOrderDetailSchema);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'distributor_order_not_found' });
    }
    const before = await history(orderId);
    const refused = await portalStep(otherDistributor, id, 'confirm', { carrier: 'ups', trackingNumber: '1Z999' });
    expect(refused.statusCode).toBe(404);
    expect(await history(orderId)).toEqual(before);
    expect((await portalStep(distributor, 999999, 'backorder')).statusCode).toBe(404);
    expect((await portalStep(distributor, id, 'confirm', { carrier: '' })).statusCode).toBe(400);
  });

  it('refuses the portal to visitors (401), shoppers, clinic staff and site administrators (403)', async () => {
    const id = await sandboxIdOf(await sentOrder());
    const shopper = (await signInAs(t.app)).headers;
    const admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    const site = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
    const urls: [string, string][] = [
      ['GET', '/api/platform/distributor/me'], ['GET', '/api/platform/distributor/orders'], ['GET', `/api/platform/distributor/orders/${id}`],
      ['POST', `/api/platform/distributor/orders/${id}/backorder`],
    ];
    for (const [method, url] of urls) {
      expect((await t.app.inject({ method: method as 'GET', url })).statusCode, url).toBe(401);
      for (const headers of [shopper, staff, admin, site]) {
        const response = await t.app.inject({ method: method as 'GET', url, headers });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: 'not_distributor' });
      }
    }
    // A distributor person is no site administrator.
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/clinics', headers: distributor })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/orders', headers: distributor })).statusCode).toBe(403);
  });

  it('confirms a pickup order: shipped to the clinic, then ready for pickup, and the client is emailed', async () => {
    const { id: orderId } = await orderByNumber(DEMO_DISTRIBUTOR_ORDERS.pickupEn);
    expect((await move(orderId, { move: 'send_to_distributor' })).json()).toMatchObject({ status: 'waiting_to_send_to_distributor' });
    await until(orderId, 'sent_to_distributor');
    const id = await sandboxIdOf(orderId);
    const detail = await injectChecked(t.app, { method: 'GET', url: `/api/platform/distributor/orders/${id}`, headers: distributor }, distributorOrderDetailSchema);
    expect(detail.json()).toMatchObject({ order: { isClinicPickup: true, status: 'received' }, actions: ['send_to_shipping', 'confirm', 'split', 'backorder'] });
    const confirmed = await portalStep(distributor, id, 'confirm', { carrier: 'purolator', trackingNumber: 'PUR123456' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ storeOutcome: 'applied', detail: { order: { status: 'shipped' }, actions: [] } });
    expect(await statusOf(orderId)).toBe('ready_for_pickup');
    expect((await history(orderId)).slice(-2).map((h) => [h.event, h.status, h.actor])).toEqual([
      ['shipped_to_clinic', 'shipped_to_clinic', 'system'], ['ready_for_pickup', 'ready_for_pickup', 'system'],
    ]);
    const email = await db().selectFrom('email_outbox').select(['kind', 'to_address']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(email).toEqual({ kind: 'order_ready_for_pickup', to_address: 'julie@example.com' });
    // Sent to the distributor: the clinic cannot move it back to validated (rr §4).
    expect((await move(orderId, { move: 'back_to_validated' })).json()).toMatchObject({ code: 'order_not_revertable' });
    expect((await portalStep(distributor, id, 'confirm', { carrier: 'ups', trackingNumber: '1Z' })).statusCode).toBe(409);
  });

  it('splits a delivery order (part shipped, the rest backordered), then ships the rest; sends to shipping and backorders', async () => {
    const { id: orderId } = await orderByNumber(DEMO_DISTRIBUTOR_ORDERS.delivery);
    await move(orderId, { move: 'send_to_distributor' });
    await until(orderId, 'sent_to_distributor');
    const id = await sandboxIdOf(orderId);
    expect((await portalStep(distributor, id, 'send-to-shipping')).json()).toMatchObject({ storeOutcome: 'applied' });
    expect(await statusOf(orderId)).toBe('sent_to_shipping');
    const lines = distributorOrderDetailSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/platform/distributor/orders/${id}`, headers: distributor }, distributorOrderDetailSchema)).json()).lines;
    expect(lines.map((l) => l.quantity)).toEqual([3, 1]);
    const everything = await portalStep(distributor, id, 'split', { carrier: 'ups', trackingNumber: '1Z1', lines: lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })) });
    expect(everything.statusCode).toBe(400);
    expect(everything.json()).toMatchObject({ code: 'split_nothing_or_everything' });
    const split = await portalStep(distributor, id, 'split', { carrier: 'ups', trackingNumber: '1ZSPLIT', lines: [{ lineId: lines[0]!.lineId, quantity: 2 }] });
    expect(split.json()).toMatchObject({ storeOutcome: 'applied', detail: { order: { status: 'partly_shipped' } } });
    expect(split.json().detail.lines.map((l: { shipped: number; backordered: number }) => [l.shipped, l.backordered])).toEqual([[2, 1], [0, 1]]);
    expect(await orderByNumber(DEMO_DISTRIBUTOR_ORDERS.delivery)).toMatchObject({ status: 'backordered', carrier: 'ups', tracking_number: '1ZSPLIT' });
    expect((await history(orderId)).at(-1)).toMatchObject({ event: 'back_order', status: 'backordered', actor: 'system', note: '2/4 · UPS 1ZSPLIT' });
    expect((await portalStep(distributor, id, 'confirm', { carrier: 'fedex', trackingNumber: 'FDX77' })).json()).toMatchObject({ storeOutcome: 'applied' });
    expect(await orderByNumber(DEMO_DISTRIBUTOR_ORDERS.delivery)).toMatchObject({ status: 'shipped', carrier: 'fedex', tracking_number: 'FDX77' });
    const shippedEmails = await db().selectFrom('email_outbox').select('kind').where('kind', '=', 'order_shipped').where('to_address', '=', 'julie@example.com').execute();
    expect(shippedEmails).toHaveLength(2);

    const other = await sentOrder();
    const otherId = await sandboxIdOf(other);
    expect((await portalStep(distributor, otherId, 'backorder')).json()).toMatchObject({ storeOutcome: 'applied', detail: { order: { status: 'backordered' } } });
    expect(await statusOf(other)).toBe('backordered');
  });

  it('takes a notice only signed by the order’s own distributor, once by notice id; bad input is 400', async () => {
    const orderId = await sentOrder();
    const distributorId = Number((await db().selectFrom('distributor_orders').select('distributor_id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).distributor_id);
    const body: ShipmentNotice = { noticeId: `n-${orderId}`, reference: `order:${orderId}`, kind: 'shipped', carrier: 'canada_post', trackingNumber: '7023', lines: [] };
    const signed = (id: number, n: ShipmentNotice = body) => ({ 'x-distributor-id': String(id), 'x-distributor-signature': signNotice(t.config.distributorNoticeSecret, id, n) });
    expect((await notice({}, body)).statusCode).toBe(401);
    expect((await notice({ 'x-distributor-id': String(distributorId), 'x-distributor-signature': 'ab'.repeat(32) }, body)).statusCode).toBe(401);
    expect((await notice(signed(distributorId), { ...body, trackingNumber: 'tampered' })).statusCode).toBe(401);
    // Another distributor, with its own good signature, does not know this order.
    const foreign = await notice(signed(otherDistributorId), body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'notice_order_unknown' });
    const bad = await notice(signed(distributorId), { ...body, kind: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect((await notice(signed(distributorId), { ...body, carrier: '' })).statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('sent_to_distributor');

    expect((await notice(signed(distributorId), body)).json()).toMatchObject({ outcome: 'applied', status: 'shipped' });
    const after = await history(orderId);
    expect((await notice(signed(distributorId), body)).json()).toMatchObject({ outcome: 'duplicate', status: 'shipped' });
    const late = { ...body, noticeId: `late-${orderId}`, kind: 'backordered' as const, carrier: '', trackingNumber: '' };
    expect((await notice(signed(distributorId, late), late)).json()).toMatchObject({ outcome: 'ignored', status: 'shipped' });
    expect(await history(orderId)).toEqual(after);
    expect(after.at(-1)).toMatchObject({ event: 'shipped', status: 'shipped', actor: 'system', note: 'Canada Post 7023' });
  });

  it('reaches "waiting on client" and "bill declined" from the clinic, and validates again from both', async () => {
    const user = await db().selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const order = await insertOrder(db(), { userId: user.id, clinicId: demoClinicId, status: 'submitted', productId: plainProductId, petId: null, requiresApproval: false });
    expect((await move(order.id, { move: 'wait_on_client' })).json()).toMatchObject({ status: 'waiting_on_client' });
    expect((await move(order.id, { move: 'validate' })).json()).toMatchObject({ status: 'validated' });
    expect((await move(order.id, { move: 'bill_declined' })).json()).toMatchObject({ status: 'bill_declined' });
    expect((await move(order.id, { move: 'send_to_distributor' })).statusCode).toBe(409);
    expect((await move(order.id, { move: 'validate' })).json()).toMatchObject({ status: 'validated' });
    expect((await history(order.id)).map((h) => h.event)).toEqual(['waiting_on_client', 'validated', 'bill_declined', 'validated']);
  });
});
