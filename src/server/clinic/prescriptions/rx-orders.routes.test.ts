import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, orderMoveResponseSchema, prescriptionDecisionResponseSchema } from '../../../contracts/clinic';
import { RX_STATUS } from '../../../domain/constants';
import { cartApi } from '../../shop/cart/cart-test-fixtures';
import { checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { insertOrder } from '../../testing/fixtures';
import { DEMO_SHOPPER, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * Issue 16: prescription items from checkout to shipping. An order whose Rx or approval item has no
 * validated, unexpired prescription is placed waiting on the veterinarian with a request in the
 * queue; staff cannot validate or send it on until the veterinarian approves, which validates it;
 * the "shipped" email names the carrier and links its tracking page in the client's language; the
 * portal's emails leave at once after the commit.
 */
describe.each(testEngines())('prescription orders in the clinic portal on %s', (engine) => {
  let t: TestApp;
  let vet: Headers;
  let staff: Headers;
  let clinicId: number;
  let rxProduct: { id: number; familyId: number };
  let plainProductId: number;
  let n = 0;

  const db = () => t.database.db;
  const move = (orderId: number, body: object) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/move`, headers: staff, payload: body }, orderMoveResponseSchema);
  const openRequests = (userId: number) => db().selectFrom('prescriptions').select(['id', 'pet_id', 'family_id', 'product_id'])
    .where('user_id', '=', userId).where('rx_status_id', '=', RX_STATUS.notValidated).execute();
  const snapshot = async () => ({
    orders: await db().selectFrom('orders').select(['id', 'status', 'sent_to_distributor_at', 'carrier']).orderBy('id').execute(),
    history: (await db().selectFrom('order_history').select('id').execute()).length,
    outbox: (await db().selectFrom('email_outbox').select('id').execute()).length,
    audit: (await db().selectFrom('audit_events').select('id').execute()).length,
  });
  /** A shopper of the demo clinic with the Rx product for their pet in the cart (the add makes the request). */
  const rxShopper = () => readyShopper(t, `rx-order-${engine}-${++n}@example.com`, { clinicId, productId: rxProduct.id });

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    const demo = await db().selectFrom('users').select('clinic_id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    clinicId = demo.clinic_id;
    const rx = await db().selectFrom('products').select(['id', 'family_id']).where('is_prescription_product', '=', 1)
      .where('is_clinic_pickup_only', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const plain = await db().selectFrom('products').select('id').where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0)
      .where('is_clinic_pickup_only', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    await db().updateTable('products').set({ stock_quantity: 500, is_in_stock: 1, is_long_term_backorder: 0 }).where('id', 'in', [rx.id, plain.id]).execute();
    rxProduct = { id: rx.id, familyId: rx.family_id };
    plainProductId = plain.id;
    vet = (await signInAs(t.app, DEMO_STAFF.veterinarian.email, PASSWORD)).headers;
    staff = (await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('places an uncovered Rx item waiting on the veterinarian (card held), keeps one request, refuses staff moves, validates on approval', async () => {
    const s = await rxShopper();
    const [fromCart] = await openRequests(s.userId);
    expect(fromCart).toMatchObject({ pet_id: s.petId, family_id: rxProduct.familyId, product_id: rxProduct.id });

    const placed = await s.api.placed(checkoutBody());
    const [info] = placed.returnValue.orders;
    expect(info).toMatchObject({ status: 'waiting_on_veterinarian' });
    const order = await db().selectFrom('orders').selectAll().where('id', '=', info!.orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('waiting_on_veterinarian');
    expect(order.authorization_id).toMatch(/^auth_sbx_/);
    const history = await db().selectFrom('order_history').select(['event', 'status', 'actor']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(history).toEqual([
      { event: 'submitted', status: 'submitted', actor: 'shopper' },
      { event: 'waiting_on_veterinarian', status: 'waiting_on_veterinarian', actor: 'shopper' },
    ]);
    const items = await db().selectFrom('order_items').select('requires_approval').where('order_id', '=', order.id).execute();
    expect(items).toEqual([{ requires_approval: 1 }]);
    const user = await db().selectFrom('users').select('email').where('id', '=', s.userId).executeTakeFirstOrThrow();
    const confirmation = await db().selectFrom('email_outbox').select('body_text').where('to_address', '=', user.email).where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    expect(confirmation.body_text).toContain('Waiting for your veterinarian to approve a prescription item');
    // The request the cart made is the one the order waits on: no second one for the same pet and family.
    expect((await openRequests(s.userId)).map((r) => r.id)).toEqual([fromCart!.id]);

    const before = await snapshot();
    for (const body of [{ move: 'validate' }, { move: 'send_to_distributor' }, { move: 'ship', carrier: 'canada_post', trackingNumber: '1' }]) {
      const refused = await move(order.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'order_not_validatable', message: 'Unable to mark order validated.' });
    }
    expect(await snapshot()).toEqual(before);
    const detail = orderDetailSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/orders/${order.id}`, headers: staff }, orderDetailSchema)).parsed);
    expect(detail.moves).toEqual(['cancel']);

    const approved = await injectChecked(t.app, {
      method: 'POST', url: `/api/clinic/prescriptions/${fromCart!.id}/approve`, headers: vet, payload: { expiresOn: '2099-01-01', quantity: 2, refills: 1 },
    }, prescriptionDecisionResponseSchema);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'validated', ordersValidated: [order.order_number] });
    expect((await db().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('validated');
    expect((await move(order.id, { move: 'send_to_distributor' })).json()).toMatchObject({ status: 'waiting_to_send_to_distributor' });
  });

  it('puts a request back in the queue at checkout when the one the cart made was denied meanwhile, once', async () => {
    const s = await rxShopper();
    const [fromCart] = await openRequests(s.userId);
    await db().updateTable('prescriptions').set({ rx_status_id: RX_STATUS.cancelled, denial_reason: 'Exam first' }).where('id', '=', fromCart!.id).execute();

    const placed = await s.api.placed(checkoutBody());
    expect(placed.returnValue.orders[0]).toMatchObject({ status: 'waiting_on_veterinarian' });
    const open = await openRequests(s.userId);
    expect(open).toEqual([expect.objectContaining({ pet_id: s.petId, family_id: rxProduct.familyId, product_id: rxProduct.id })]);
    expect(open[0]!.id).not.toBe(fromCart!.id);

    // A second order for the same pet and product waits on that same request.
    expect((await s.api.addToCart(rxProduct.id, s.petId, 1)).statusCode).toBe(200);
    expect((await s.api.placed(checkoutBody())).returnValue.orders[0]).toMatchObject({ status: 'waiting_on_veterinarian' });
    expect((await openRequests(s.userId)).map((r) => r.id)).toEqual([open[0]!.id]);
  });

  it('treats a validated prescription past its expiry as none: the cart asks again, the order waits on the renewal', async () => {
    const s = await rxShopper();
    const [request] = await openRequests(s.userId);
    await db().updateTable('prescriptions').set({ rx_status_id: RX_STATUS.validated, quantity: 5, expires_at: '2020-01-01T23:59:59.000Z' })
      .where('id', '=', request!.id).execute();
    const cart = cartApi(t, s.headers);
    expect(cart.cart(await cart.get()).cart!.items.find((i) => i.productID === rxProduct.id)).toMatchObject({ isApproved: false });

    const placed = await s.api.placed(checkoutBody());
    expect(placed.returnValue.orders[0]).toMatchObject({ status: 'waiting_on_veterinarian' });
    const renewal = await db().selectFrom('prescriptions').select(['pet_id', 'family_id', 'renewal_of_id'])
      .where('user_id', '=', s.userId).where('rx_status_id', '=', RX_STATUS.notValidated).execute();
    expect(renewal).toEqual([{ pet_id: s.petId, family_id: rxProduct.familyId, renewal_of_id: request!.id }]);
  });

  it('places an order covered by a validated, unexpired prescription as submitted, with no request', async () => {
    const s = await rxShopper();
    const [request] = await openRequests(s.userId);
    await db().updateTable('prescriptions').set({ rx_status_id: RX_STATUS.validated, quantity: 5, expires_at: '2099-01-01T23:59:59.000Z' })
      .where('id', '=', request!.id).execute();
    const placed = await s.api.placed(checkoutBody());
    expect(placed.returnValue.orders[0]).toMatchObject({ status: 'submitted' });
    const user = await db().selectFrom('users').select('email').where('id', '=', s.userId).executeTakeFirstOrThrow();
    const confirmation = await db().selectFrom('email_outbox').select('body_text').where('to_address', '=', user.email).where('kind', '=', 'order-confirmation')
      .executeTakeFirstOrThrow();
    expect(confirmation.body_text).not.toContain('Waiting for your veterinarian');
    const items = await db().selectFrom('order_items').select('requires_approval').where('order_id', '=', placed.returnValue.orders[0]!.orderId).execute();
    expect(items).toEqual([{ requires_approval: 0 }]);
    expect(await openRequests(s.userId)).toEqual([]);
  });

  it('refuses to validate, send, ship or ready an order whose Rx item is not covered, changing nothing; a plain order moves', async () => {
    const s = await rxShopper();
    const submitted = await insertOrder(db(), { userId: s.userId, clinicId, status: 'submitted', productId: rxProduct.id, petId: s.petId, requiresApproval: true });
    const validated = await insertOrder(db(), { userId: s.userId, clinicId, status: 'validated', productId: rxProduct.id, petId: s.petId, requiresApproval: true });
    const pickup = await insertOrder(db(), { userId: s.userId, clinicId, status: 'validated', productId: rxProduct.id, petId: s.petId, requiresApproval: false, isClinicPickup: true });
    const before = await snapshot();
    const refusals: [number, object][] = [
      [submitted.id, { move: 'validate' }],
      [validated.id, { move: 'send_to_distributor' }],
      [validated.id, { move: 'ship', carrier: 'ups', trackingNumber: '1Z' }],
      [pickup.id, { move: 'ready_for_pickup' }],
    ];
    for (const [orderId, body] of refusals) {
      const refused = await move(orderId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'order_not_validatable', message: 'Unable to mark order validated.' });
    }
    expect(await snapshot()).toEqual(before);

    // An expired prescription covers nothing; a valid one lets the same moves through.
    const rx = await db().insertInto('prescriptions').values({
      user_id: s.userId, pet_id: s.petId, family_id: rxProduct.familyId, product_id: rxProduct.id, rx_status_id: RX_STATUS.validated, quantity: 1,
      refill_quantity: 0, refill_quantity_remaining: 0, vet_name: 'Dr', expires_at: '2020-01-01T23:59:59.000Z', created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    expect((await move(submitted.id, { move: 'validate' })).statusCode).toBe(409);
    await db().updateTable('prescriptions').set({ expires_at: '2099-01-01T23:59:59.000Z' }).where('id', '=', rx.id).execute();
    expect((await move(submitted.id, { move: 'validate' })).json()).toMatchObject({ status: 'validated' });
    expect((await move(pickup.id, { move: 'ready_for_pickup' })).json()).toMatchObject({ status: 'ready_for_pickup' });

    const plain = await insertOrder(db(), { userId: s.userId, clinicId, status: 'submitted', productId: plainProductId, petId: null, requiresApproval: false });
    expect((await move(plain.id, { move: 'validate' })).json()).toMatchObject({ status: 'validated' });
  });

  describe('the "shipped" email', () => {
    const shippedEmail = async (language: 'en' | 'fr', carrier: string) => {
      const s = await rxShopper();
      await db().updateTable('users').set({ language }).where('id', '=', s.userId).execute();
      const order = await insertOrder(db(), { userId: s.userId, clinicId, status: 'validated', productId: plainProductId, petId: null, requiresApproval: false });
      expect((await move(order.id, { move: 'ship', carrier, trackingNumber: '7023 4567' })).json()).toMatchObject({ status: 'shipped' });
      const user = await db().selectFrom('users').select('email').where('id', '=', s.userId).executeTakeFirstOrThrow();
      return { order, email: await db().selectFrom('email_outbox').selectAll().where('to_address', '=', user.email).where('kind', '=', 'order_shipped').executeTakeFirstOrThrow() };
    };

    it('names the carrier and links its tracking page, in English', async () => {
      const { order, email } = await shippedEmail('en', 'canada_post');
      expect(email.subject).toBe(`Your order ${order.orderNumber} has shipped`);
      expect(email.body_text).toContain('on its way with Canada Post, tracking number 7023 4567.');
      expect(email.body_text).toContain('https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023%204567');
      expect(email.body_text).toContain(`/account/orders/${order.id}`);
      expect(email.body_text).not.toContain('canada_post');
    });

    it('in French, with the carrier\'s French name and page', async () => {
      const { order, email } = await shippedEmail('fr', 'canada_post');
      expect(email.subject).toBe(`Votre commande ${order.orderNumber} est expédiée`);
      expect(email.body_text).toContain('en route avec Postes Canada, numéro de suivi 7023 4567.');
      expect(email.body_text).toContain('https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=7023%204567');
      expect(email.body_html).toContain('Postes Canada');
    });

    it('gives the name typed and no link for a carrier the store does not know', async () => {
      const { email } = await shippedEmail('en', 'Local courier');
      expect(email.body_text).toContain('on its way with Local courier, tracking number 7023 4567.');
      expect(email.body_text).not.toContain('Track the parcel');
    });
  });

  it('sends the email of a prescription decision at once after the commit, not at the next scheduled round', async () => {
    const s = await rxShopper();
    const [request] = await openRequests(s.userId);
    const decided = await injectChecked(t.app, {
      method: 'POST', url: `/api/clinic/prescriptions/${request!.id}/deny`, headers: vet, payload: { reason: 'Needs an exam first' },
    }, prescriptionDecisionResponseSchema);
    expect(decided.statusCode).toBe(200);
    const user = await db().selectFrom('users').select('email').where('id', '=', s.userId).executeTakeFirstOrThrow();
    const sentAt = async () => (await db().selectFrom('email_outbox').select('sent_at').where('to_address', '=', user.email).where('kind', '=', 'rx_denied')
      .executeTakeFirstOrThrow()).sent_at;
    const deadline = Date.now() + 3_000;
    while ((await sentAt()) === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sentAt()).not.toBeNull();
  });
});
