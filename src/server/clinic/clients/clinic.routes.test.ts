import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDetailSchema, dashboardSchema, orderDetailSchema, prescriptionQueueSchema, staffMeSchema } from '../../../contracts/clinic';
import { RX_STATUS } from '../../../domain/constants';
import { cartApi } from '../../shop/cart/cart-test-fixtures';
import { DEMO_PENDING_CLIENT, DEMO_PENDING_CLIENT_FR, DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { createStaff, insertSubscription, otherClinic } from '../clinic-test-fixtures';
import { insertOrder } from '../../testing/fixtures';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

describe.each(testEngines())('clinic portal API on %s', (engine) => {
  let t: TestApp;
  let vet: Headers;
  let staff: Headers;
  let admin: Headers;
  let shopper: Headers;
  let otherVet: Headers;
  let demo: { userId: number; clinicId: number; minouId: number; rxId: number; familyId: number; productId: number; pendingId: number; plainProductId: number };
  let other: Awaited<ReturnType<typeof otherClinic>>;
  let demoOrder: { id: number; orderNumber: string };

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    const user = await db().selectFrom('users').select(['id', 'clinic_id']).where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const minou = await db().selectFrom('pets').select('id').where('user_id', '=', user.id).where('name', '=', 'Minou').executeTakeFirstOrThrow();
    const rx = await db().selectFrom('prescriptions').select(['id', 'family_id', 'product_id'])
      .where('pet_id', '=', minou.id).where('rx_status_id', '=', RX_STATUS.notValidated).executeTakeFirstOrThrow();
    const pending = await db().selectFrom('users').select('id').where('email', '=', DEMO_PENDING_CLIENT.email).executeTakeFirstOrThrow();
    // Orders that only move need a product no prescription holds back (those are clinic-rx-orders.routes.test.ts's).
    const plain = await db().selectFrom('products').select('id').where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0)
      .orderBy('id').executeTakeFirstOrThrow();
    demo = {
      userId: user.id, clinicId: user.clinic_id, minouId: minou.id, rxId: rx.id, familyId: rx.family_id, productId: rx.product_id!, pendingId: pending.id,
      plainProductId: plain.id,
    };
    other = await otherClinic(db(), PASSWORD, rx.family_id);
    demoOrder = await insertOrder(db(), { userId: user.id, clinicId: user.clinic_id, status: 'submitted', productId: rx.product_id!, petId: null, requiresApproval: false });
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
    admin = (await signInAs(t.app, DEMO_STAFF.admin.email, PASSWORD)).headers;
    shopper = (await signInAs(t.app)).headers;
    otherVet = (await signInAs(t.app, 'other-vet@example.com', PASSWORD)).headers;
  });
  afterAll(() => t.close());

  /** A snapshot of everything a clinic route can change. */
  const snapshot = async () => ({
    users: await db().selectFrom('users').select(['id', 'status']).orderBy('id').execute(),
    rx: await db().selectFrom('prescriptions').select(['id', 'rx_status_id', 'quantity', 'expires_at', 'denial_reason']).orderBy('id').execute(),
    orders: await db().selectFrom('orders').select(['id', 'status']).orderBy('id').execute(),
    subs: await db().selectFrom('auto_order_subscriptions').select(['id', 'status']).orderBy('id').execute(),
    outbox: (await db().selectFrom('email_outbox').select('id').execute()).length,
    audit: (await db().selectFrom('audit_events').select('id').execute()).length,
  });

  describe('sign-in', () => {
    it('sends staff to /clinic and shoppers to the shop', async () => {
      const staffLogon = await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email: DEMO_STAFF.staff.email, password: PASSWORD } });
      expect(staffLogon.json()).toMatchObject({ isSuccess: true, home: '/clinic' });
      const shopperLogon = await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email: DEMO_SHOPPER.email, password: PASSWORD } });
      expect(shopperLogon.json().home).toBeUndefined();
    });

    it('refuses a disabled staff account, and its live session loses the portal', async () => {
      const clinicId = demo.clinicId;
      const userId = await createStaff(db(), { email: 'soon-disabled@example.com', password: PASSWORD, clinicId });
      const session = await signInAs(t.app, 'soon-disabled@example.com', PASSWORD);
      expect((await call('GET', '/api/clinic/me', session.headers)).statusCode).toBe(200);
      await db().updateTable('staff_members').set({ disabled_at: new Date().toISOString() }).where('user_id', '=', userId).execute();
      const logon = await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email: 'soon-disabled@example.com', password: PASSWORD } });
      expect(logon.statusCode).toBe(403);
      expect(logon.json()).toMatchObject({ code: 'account_disabled' });
      expect((await call('GET', '/api/clinic/me', session.headers)).statusCode).toBe(403);
    });
  });

  it('tells each staff member their roles and clinic', async () => {
    const me = staffMeSchema.parse((await call('GET', '/api/clinic/me', vet)).json());
    expect(me).toMatchObject({ roles: ['veterinarian'], canDecidePrescriptions: true, clinic: { id: demo.clinicId } });
    expect(staffMeSchema.parse((await call('GET', '/api/clinic/me', staff)).json())).toMatchObject({ roles: ['clinic_staff'], canDecidePrescriptions: false });
    expect(staffMeSchema.parse((await call('GET', '/api/clinic/me', admin)).json())).toMatchObject({ roles: ['clinic_admin'], canDecidePrescriptions: false });
  });

  describe('role matrix', () => {
    /** Every clinic route, with the demo clinic's ids. */
    const routes = (): [method: 'GET' | 'POST', url: string, body?: object][] => [
      ['GET', '/api/clinic/me'],
      ['GET', '/api/clinic/dashboard'],
      ['GET', '/api/clinic/clients?q=a'],
      ['GET', `/api/clinic/clients/${demo.userId}`],
      ['POST', `/api/clinic/clients/${demo.pendingId}/enable`, {}],
      ['POST', `/api/clinic/clients/${demo.pendingId}/decline`, { reason: 'Unknown to us' }],
      ['POST', `/api/clinic/clients/${demo.userId}/deactivate`, {}],
      ['POST', `/api/clinic/clients/${demo.userId}/reactivate`, {}],
      ['POST', `/api/clinic/clients/${demo.userId}/close`, {}],
      ['GET', '/api/clinic/prescriptions'],
      ['GET', `/api/clinic/prescriptions/${demo.rxId}`],
      ['POST', `/api/clinic/prescriptions/${demo.rxId}/approve`, { expiresOn: '2099-01-01', quantity: 2, refills: 1 }],
      ['POST', `/api/clinic/prescriptions/${demo.rxId}/deny`, { reason: 'No' }],
      ['GET', '/api/clinic/orders?status=submitted'],
      ['GET', `/api/clinic/orders/${demoOrder.id}`],
      ['POST', `/api/clinic/orders/${demoOrder.id}/move`, { move: 'validate' }],
    ];

    it('answers 401 without a signed-in user and 403 to a shopper, changing nothing', async () => {
      const before = await snapshot();
      const visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
      for (const [method, url, body] of routes()) {
        expect((await call(method, url, {}, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
        expect((await call(method, url, visitor, body)).statusCode, `${method} ${url} visitor`).toBe(401);
        const response = await call(method, url, shopper, body);
        expect(response.statusCode, `${method} ${url} shopper`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'not_staff' });
      }
      expect(await snapshot()).toEqual(before);
    });

    it("answers 404 to another clinic's staff for every id of this clinic, changing nothing", async () => {
      const before = await snapshot();
      for (const [method, url, body] of routes()) {
        if (!/\/\d+(\/|$)/.test(url)) continue;
        const response = await call(method, url, otherVet, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("shows another clinic's staff nothing of this clinic in lists and counts", async () => {
      const clients = (await call('GET', '/api/clinic/clients', otherVet)).json<{ clients: { id: number }[] }>().clients.map((c) => c.id);
      expect(clients.sort()).toEqual([other.clientId, other.pendingId].sort());
      const found = (await call('GET', `/api/clinic/clients?q=${encodeURIComponent(DEMO_SHOPPER.email)}`, otherVet)).json<{ clients: unknown[] }>();
      expect(found.clients).toEqual([]);
      const queue = prescriptionQueueSchema.parse((await call('GET', '/api/clinic/prescriptions', otherVet)).json());
      expect(queue.requests.map((r) => r.id)).toEqual([other.rxId]);
      expect(dashboardSchema.parse((await call('GET', '/api/clinic/dashboard', otherVet)).json())).toMatchObject({ pendingClients: 1, prescriptionRequests: 1 });
      // And this clinic's staff do not see the other clinic's rows either.
      expect((await call('GET', `/api/clinic/clients/${other.clientId}`, admin)).statusCode).toBe(404);
      expect((await call('GET', `/api/clinic/prescriptions/${other.rxId}`, vet)).statusCode).toBe(404);
    });

    it('lets only a veterinarian approve or deny; staff and admin see the queue but get 403', async () => {
      const before = await snapshot();
      for (const headers of [staff, admin]) {
        const queue = prescriptionQueueSchema.parse((await call('GET', '/api/clinic/prescriptions', headers)).json());
        expect(queue.requests.map((r) => r.id)).toContain(demo.rxId);
        const approve = await call('POST', `/api/clinic/prescriptions/${demo.rxId}/approve`, headers, { expiresOn: '2099-01-01', quantity: 2, refills: 1 });
        expect(approve.statusCode).toBe(403);
        expect(approve.json()).toMatchObject({ code: 'veterinarian_only' });
        expect((await call('POST', `/api/clinic/prescriptions/${demo.rxId}/deny`, headers, { reason: 'No' })).statusCode).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('does not treat staff as clients: a staff id is not a client', async () => {
      const vetUser = await db().selectFrom('users').select('id').where('email', '=', DEMO_STAFF.veterinarian.email).executeTakeFirstOrThrow();
      expect((await call('GET', `/api/clinic/clients/${vetUser.id}`, admin)).statusCode).toBe(404);
      expect((await call('POST', `/api/clinic/clients/${vetUser.id}/close`, admin, {})).statusCode).toBe(404);
    });
  });

  describe('prescriptions', () => {
    it('shows the request with the pet, product, quantity, note and history', async () => {
      const queue = prescriptionQueueSchema.parse((await call('GET', '/api/clinic/prescriptions?lang=fr', vet)).json());
      const request = queue.requests.find((r) => r.id === demo.rxId)!;
      expect(request).toMatchObject({
        state: 'notValidated', petName: 'Minou', pet: { species: 'cats' }, productId: demo.productId, requestedQuantity: 1,
        client: { id: demo.userId }, clientNote: expect.stringContaining('Minou'),
      });
      expect(request.productName).not.toBe('');
    });

    it('refuses bad decisions with 400 naming the field, writing nothing', async () => {
      const before = await snapshot();
      const cases: [string, object, string][] = [
        ['approve', { expiresOn: '2020-01-01', quantity: 1, refills: 0 }, 'expiresOn'],
        ['approve', { expiresOn: '2099-02-30', quantity: 1, refills: 0 }, 'expiresOn'],
        ['approve', { expiresOn: '2099-01-01', quantity: 0, refills: 0 }, 'quantity'],
        ['approve', { expiresOn: '2099-01-01', quantity: 1, refills: -1 }, 'refills'],
        ['deny', { reason: '   ' }, 'reason'],
      ];
      for (const [action, body, field] of cases) {
        const response = await call('POST', `/api/clinic/prescriptions/${demo.rxId}/${action}`, vet, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toContain(field);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('approves: the cart line becomes orderable, waiting orders validate, AutoOrders activate, the shopper is emailed, all audited', async () => {
      const api = cartApi(t, shopper);
      await api.clear();
      const added = api.cart(await api.add({ productId: demo.productId, petId: demo.minouId, quantity: 1 }));
      expect(added.cart!.items.find((i) => i.productID === demo.productId)).toMatchObject({ isApproved: false });

      const waiting = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'waiting_on_veterinarian', productId: demo.productId, petId: demo.minouId, requiresApproval: true });
      const subscription = await insertSubscription(db(), { userId: demo.userId, status: 'waiting_for_vet', productId: demo.productId, petId: demo.minouId });
      const emailsBefore = (await db().selectFrom('email_outbox').select('id').where('to_address', '=', DEMO_SHOPPER.email).execute()).length;
      // Every AutoOrder of the shopper's waiting for this approval: the one above and the demo's own for Minou.
      const waitingForVet = (await db().selectFrom('auto_order_subscriptions').select('id').where('user_id', '=', demo.userId).where('status', '=', 'waiting_for_vet').orderBy('id').execute()).map((row) => row.id);
      expect(waitingForVet).toContain(subscription);

      const response = await call('POST', `/api/clinic/prescriptions/${demo.rxId}/approve`, vet, { expiresOn: '2099-06-30', quantity: 3, refills: 2, instructions: 'Twice a day' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ state: 'validated', ordersValidated: [waiting.orderNumber] });
      expect([...response.json().autoOrdersActivated].sort((a: number, b: number) => a - b)).toEqual(waitingForVet);

      const rx = await db().selectFrom('prescriptions').selectAll().where('id', '=', demo.rxId).executeTakeFirstOrThrow();
      expect(rx).toMatchObject({ rx_status_id: RX_STATUS.validated, quantity: 3, refill_quantity: 2, instructions: 'Twice a day', vet_name: 'Claire Tremblay' });
      expect(rx.expires_at).toMatch(/^2099-06-30/);

      const cart = api.cart(await api.get());
      expect(cart.cart!.items.find((i) => i.productID === demo.productId)).toMatchObject({ isApproved: true, approvedFor: 'Minou' });

      expect((await db().selectFrom('orders').select('status').where('id', '=', waiting.id).executeTakeFirstOrThrow()).status).toBe('validated');
      const history = await db().selectFrom('order_history').selectAll().where('order_id', '=', waiting.id).execute();
      expect(history).toEqual([expect.objectContaining({ event: 'rx_approved', status: 'validated', actor: 'staff' })]);
      expect((await db().selectFrom('auto_order_subscriptions').select('status').where('id', '=', subscription).executeTakeFirstOrThrow()).status).toBe('active');

      const emails = await db().selectFrom('email_outbox').selectAll().where('to_address', '=', DEMO_SHOPPER.email).orderBy('id').execute();
      expect(emails.length).toBe(emailsBefore + 1);
      expect(emails.at(-1)).toMatchObject({ kind: 'rx_approved' });

      const detail = clientDetailSchema.parse((await call('GET', `/api/clinic/clients/${demo.userId}`, staff)).json());
      expect(detail.audit.map((e) => [e.entity, e.action])).toEqual(expect.arrayContaining([['prescription', 'approve'], ['order', 'rx_approved'], ['auto_order', 'rx_approved']]));
      expect(detail.audit.find((e) => e.action === 'approve')).toMatchObject({ actorName: 'Claire Tremblay', actorRole: 'veterinarian', before: { state: 'notValidated' }, after: { state: 'validated' } });

      const again = await call('POST', `/api/clinic/prescriptions/${demo.rxId}/deny`, vet, { reason: 'Changed my mind' });
      expect(again.statusCode).toBe(409);
    });

    it('leaves an order waiting while another of its items still needs approval', async () => {
      const pet = await db().insertInto('pets').values({ user_id: demo.userId, name: 'Pip', species: 'cats', is_deleted: 0, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
      const rx = await db().insertInto('prescriptions').values({
        user_id: demo.userId, pet_id: pet.id, family_id: demo.familyId, rx_status_id: RX_STATUS.notValidated, quantity: 1, refill_quantity: 0,
        refill_quantity_remaining: 0, vet_name: '', expires_at: null, created_at: new Date().toISOString(), product_id: demo.productId,
      }).returning('id').executeTakeFirstOrThrow();
      const order = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'waiting_on_veterinarian', productId: demo.productId, petId: pet.id, requiresApproval: true });
      const otherRxProduct = await db().selectFrom('products').select('id').where('is_prescription_product', '=', 1).where('family_id', '!=', demo.familyId).executeTakeFirstOrThrow();
      await db().insertInto('order_items').values({
        order_id: order.id, product_id: otherRxProduct.id, name: 'Other', mfg_sku: 'X', mfg_name: 'B', product_format: '', pet_id: pet.id, pet_name: 'Pip',
        quantity: 1, unit_price_cents: 1, regular_unit_price_cents: 1, ext_price_cents: 1, discount_cents: 0, rebate_cents: 0, coupon_discount_cents: 0,
        net_price_cents: 1, promo_parent_order_item_id: null, promo_id: null, rx_id: null, requires_approval: 1,
      }).execute();
      const response = await call('POST', `/api/clinic/prescriptions/${rx.id}/approve`, vet, { expiresOn: '2099-01-01', quantity: 1, refills: 0 });
      expect(response.json()).toMatchObject({ state: 'validated', ordersValidated: [] });
      expect((await db().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('waiting_on_veterinarian');
    });

    it('denies with a reason: cancelled, emailed, audited', async () => {
      const outbox = (await db().selectFrom('email_outbox').select('id').execute()).length;
      const response = await call('POST', `/api/clinic/prescriptions/${other.rxId}/deny`, otherVet, { reason: 'Needs an exam first' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ state: 'cancelled' });
      const rx = await db().selectFrom('prescriptions').selectAll().where('id', '=', other.rxId).executeTakeFirstOrThrow();
      expect(rx).toMatchObject({ rx_status_id: RX_STATUS.cancelled, denial_reason: 'Needs an exam first' });
      const email = await db().selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(email).toMatchObject({ to_address: 'other-client@example.com', kind: 'rx_denied' });
      expect(email.body_text).toContain('Needs an exam first');
      expect((await db().selectFrom('email_outbox').select('id').execute()).length).toBe(outbox + 1);
      const audit = await db().selectFrom('audit_events').selectAll().where('entity', '=', 'prescription').where('entity_id', '=', other.rxId).execute();
      expect(audit).toEqual([expect.objectContaining({ action: 'deny', actor_role: 'veterinarian', clinic_id: other.clinicId })]);
    });
  });

  describe('clients', () => {
    it('finds clients by name, email, phone or pet', async () => {
      const ids = async (q: string) => (await call('GET', `/api/clinic/clients?q=${encodeURIComponent(q)}`, staff)).json<{ clients: { id: number }[] }>().clients.map((c) => c.id);
      expect(await ids('alex mart')).toContain(demo.userId);
      expect(await ids('DEMO@example')).toContain(demo.userId);
      expect(await ids('(613) 555-0199')).toContain(demo.userId);
      expect(await ids('biscuit')).toContain(demo.userId);
      expect(await ids('zzzz-nobody')).toEqual([]);
      const pending = (await call('GET', '/api/clinic/clients?status=pending', staff)).json<{ clients: { email: string }[] }>();
      expect(pending.clients.map((c) => c.email).sort()).toEqual([DEMO_PENDING_CLIENT.email, DEMO_PENDING_CLIENT_FR.email].sort());
    });

    it('enables a pending client, who gets the welcome email and can sign in', async () => {
      const logonBefore = await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email: DEMO_PENDING_CLIENT.email, password: PASSWORD } });
      expect(logonBefore.json()).toMatchObject({ code: 'account_pending' });
      const response = await call('POST', `/api/clinic/clients/${demo.pendingId}/enable`, staff, {});
      expect(response.json()).toMatchObject({ isSuccess: true, status: 'active' });
      const email = await db().selectFrom('email_outbox').selectAll().where('to_address', '=', DEMO_PENDING_CLIENT.email).executeTakeFirstOrThrow();
      expect(email.kind).toBe('welcome');
      expect(email.subject).toContain('Welcome');
      expect((await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email: DEMO_PENDING_CLIENT.email, password: PASSWORD } })).statusCode).toBe(200);
      const again = await call('POST', `/api/clinic/clients/${demo.pendingId}/enable`, staff, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'client_not_pending', message: expect.stringContaining('Failed to enable pending consumer') });
      const audit = await db().selectFrom('audit_events').selectAll().where('entity', '=', 'client').where('entity_id', '=', demo.pendingId).execute();
      expect(audit).toEqual([expect.objectContaining({ action: 'enable', actor_role: 'clinic_staff', before_json: '{"status":"pending"}' })]);
    });

    it('declines a pending registration with a reason, emailed; the account cannot sign in', async () => {
      const response = await call('POST', `/api/clinic/clients/${other.pendingId}/decline`, otherVet, { reason: 'Not a client of ours' });
      expect(response.json()).toMatchObject({ status: 'closed' });
      const email = await db().selectFrom('email_outbox').selectAll().where('to_address', '=', 'other-pending@example.com').executeTakeFirstOrThrow();
      expect(email).toMatchObject({ kind: 'registration_declined' });
      expect(email.body_text).toContain('Not a client of ours');
      const logon = await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email: 'other-pending@example.com', password: PASSWORD } });
      expect(logon.json()).toMatchObject({ code: 'account_disabled' });
    });

    it('deactivates at the client\'s request: the session ends and sign-in is refused; reactivates; closes', async () => {
      const client = await signInAs(t.app, 'other-client@example.com', PASSWORD);
      expect((await t.app.inject({ method: 'GET', url: '/api/cart/', headers: client.headers })).statusCode).toBe(200);
      expect((await call('POST', `/api/clinic/clients/${other.clientId}/deactivate`, otherVet, { note: 'Asked by phone' })).json()).toMatchObject({ status: 'disabled' });
      expect((await t.app.inject({ method: 'GET', url: '/api/cart/', headers: client.headers })).statusCode).toBe(401);
      const refused = await t.app.inject({ method: 'POST', url: '/Account/Logon', payload: { email: 'other-client@example.com', password: PASSWORD } });
      expect(refused.json()).toMatchObject({ code: 'account_disabled' });
      const deactivateAgain = await call('POST', `/api/clinic/clients/${other.clientId}/deactivate`, otherVet, {});
      expect(deactivateAgain.statusCode).toBe(409);
      expect((await call('POST', `/api/clinic/clients/${other.clientId}/reactivate`, otherVet, {})).json()).toMatchObject({ status: 'active' });
      expect((await call('POST', `/api/clinic/clients/${other.clientId}/close`, otherVet, {})).json()).toMatchObject({ status: 'closed' });
      const detail = clientDetailSchema.parse((await call('GET', `/api/clinic/clients/${other.clientId}`, otherVet)).json());
      expect(detail.audit.map((e) => e.action)).toEqual(['close', 'reactivate', 'deactivate', 'deny']);
      expect(detail.audit[2]).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled', note: 'Asked by phone' } });
    });
  });

  describe('orders', () => {
    const move = (id: number, body: object, headers = staff) => call('POST', `/api/clinic/orders/${id}/move`, headers, body);
    const statusOf = async (id: number) => (await db().selectFrom('orders').select(['status', 'sent_to_distributor_at', 'carrier', 'tracking_number']).where('id', '=', id).executeTakeFirstOrThrow());

    it('lists orders by status, fulfilment, number or client, only of this clinic', async () => {
      const list = (query: string, headers = staff) => call('GET', `/api/clinic/orders${query}`, headers).then((r) => r.json<{ orders: { id: number }[] }>().orders.map((o) => o.id));
      expect(await list('?status=submitted')).toContain(demoOrder.id);
      expect(await list('?status=shipped')).not.toContain(demoOrder.id);
      expect(await list('?fulfilment=pickup')).not.toContain(demoOrder.id);
      expect(await list(`?q=${demoOrder.orderNumber}`)).toEqual([demoOrder.id]);
      expect(await list('?q=alex%20martin')).toContain(demoOrder.id);
      expect(await list('', otherVet)).not.toContain(demoOrder.id);
      expect((await call('GET', '/api/clinic/orders?from=2020-13', staff)).statusCode).toBe(400);
      const dates = (await call('GET', '/api/clinic/orders', staff)).json<{ orders: { createdAt: string }[] }>().orders.map((o) => o.createdAt);
      expect(dates.length).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    /** The distributor integration's job (issue 25) moves a queued order to "sent to distributor". */
    async function sentByTheJob(orderId: number) {
      for (let i = 0; i < 100 && (await statusOf(orderId)).status !== 'sent_to_distributor'; i++) await new Promise((r) => setTimeout(r, 50));
      expect((await statusOf(orderId)).status).toBe('sent_to_distributor');
    }

    it('moves a delivery order to shipped with tracking, each a staff history event, emailed and audited', async () => {
      const order = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'submitted', productId: demo.plainProductId, petId: null, requiresApproval: false });
      expect((await move(order.id, { move: 'validate' })).json()).toMatchObject({ status: 'validated' });
      // Issue 25: queued for the distributor; its job sends it.
      expect((await move(order.id, { move: 'send_to_distributor' })).json()).toMatchObject({ status: 'waiting_to_send_to_distributor' });
      await sentByTheJob(order.id);
      expect((await statusOf(order.id)).sent_to_distributor_at).not.toBeNull();
      const noTracking = await move(order.id, { move: 'ship', carrier: 'Canada Post' });
      expect(noTracking.statusCode).toBe(400);
      expect(noTracking.json().message).toContain('trackingNumber');
      expect((await move(order.id, { move: 'ship', carrier: 'Canada Post', trackingNumber: '7023 4567 8901' })).json()).toMatchObject({ status: 'shipped' });
      expect(await statusOf(order.id)).toMatchObject({ status: 'shipped', carrier: 'Canada Post', tracking_number: '7023 4567 8901' });
      const history = await db().selectFrom('order_history').select(['event', 'status', 'actor']).where('order_id', '=', order.id).orderBy('id').execute();
      expect(history).toEqual([
        { event: 'validated', status: 'validated', actor: 'staff' },
        { event: 'waiting_to_send_to_distributor', status: 'waiting_to_send_to_distributor', actor: 'staff' },
        { event: 'sent_to_distributor', status: 'sent_to_distributor', actor: 'system' },
        { event: 'shipped', status: 'shipped', actor: 'staff' },
      ]);
      const email = await db().selectFrom('email_outbox').selectAll().where('kind', '=', 'order_shipped').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(email.to_address).toBe(DEMO_SHOPPER.email);
      expect(email.body_text).toContain('7023 4567 8901');
      const detail = orderDetailSchema.parse((await call('GET', `/api/clinic/orders/${order.id}`, staff)).json());
      expect(detail.audit.map((e) => e.action)).toEqual(['ship', 'send_to_distributor', 'validate']);
      expect(detail.moves).toEqual(['mark_lost']);
    });

    it('readies a pickup order, moves it back unless sent to the distributor, then picked up', async () => {
      const order = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'validated', productId: demo.plainProductId, petId: null, requiresApproval: false, isClinicPickup: true });
      expect((await move(order.id, { move: 'ship', carrier: 'X', trackingNumber: '1' })).json()).toMatchObject({ code: 'order_wrong_fulfilment' });
      expect((await move(order.id, { move: 'ready_for_pickup' })).json()).toMatchObject({ status: 'ready_for_pickup' });
      expect((await db().selectFrom('email_outbox').select('kind').orderBy('id', 'desc').executeTakeFirstOrThrow()).kind).toBe('order_ready_for_pickup');
      expect((await move(order.id, { move: 'back_to_validated' })).json()).toMatchObject({ status: 'validated' });
      await move(order.id, { move: 'send_to_distributor' });
      await sentByTheJob(order.id);
      await move(order.id, { move: 'ready_for_pickup' });
      const before = await snapshot();
      const refused = await move(order.id, { move: 'back_to_validated' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'order_not_revertable', message: 'Order not revertable once sent to the distributor.' });
      expect(await snapshot()).toEqual(before);
      expect((await move(order.id, { move: 'picked_up' })).json()).toMatchObject({ status: 'picked_up' });
    });

    it("refuses moves the spec forbids with its messages, writing nothing; another clinic's order is 404", async () => {
      const cancelled = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'cancelled', productId: demo.productId, petId: null, requiresApproval: false });
      const shipped = await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'shipped', productId: demo.productId, petId: null, requiresApproval: false });
      const before = await snapshot();
      expect((await move(cancelled.id, { move: 'validate' })).json()).toMatchObject({ code: 'order_cancelled', message: 'A cancelled order cannot be changed.' });
      expect((await move(shipped.id, { move: 'validate' })).json()).toMatchObject({ code: 'order_not_validatable', message: 'Unable to mark order validated.' });
      expect((await move(shipped.id, { move: 'teleport' })).statusCode).toBe(400);
      expect((await move(shipped.id, { move: 'mark_lost' }, otherVet)).statusCode).toBe(404);
      expect((await call('GET', `/api/clinic/orders/${shipped.id}`, otherVet)).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
      expect((await move(shipped.id, { move: 'mark_lost' })).json()).toMatchObject({ status: 'lost' });
    });
  });

  it('counts what needs attention on the dashboard', async () => {
    await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'ready_for_pickup', productId: demo.productId, petId: null, requiresApproval: false, isClinicPickup: true });
    await insertOrder(db(), { userId: demo.userId, clinicId: demo.clinicId, status: 'submitted', productId: demo.productId, petId: null, requiresApproval: false });
    await insertSubscription(db(), { userId: demo.userId, status: 'needs_attention', productId: demo.productId, petId: demo.minouId });
    const counts = dashboardSchema.parse((await call('GET', '/api/clinic/dashboard', admin)).json());
    expect(counts.ordersReadyForPickup).toBeGreaterThanOrEqual(1);
    expect(counts.ordersWaitingValidation).toBeGreaterThanOrEqual(1);
    expect(counts.autoOrdersNeedingAttention).toBeGreaterThanOrEqual(1);
    const direct = await db().selectFrom('orders').select('id').where('clinic_id', '=', demo.clinicId).where('status', '=', 'ready_for_pickup').execute();
    expect(counts.ordersReadyForPickup).toBe(direct.length);
  });
});
