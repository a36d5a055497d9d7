import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoOrderResponseSchema } from '../../../contracts/autoorders';
import { RX_STATUS } from '../../../domain/constants';
import { addDays, toIsoDate } from '../../../domain/time';
import { addPrescription } from '../../shop/cart/cart-test-fixtures';
import { ensurePrescriptionRequest } from '../prescriptions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { runDueAutoOrders } from './autoorder-engine';
import { autoOrderProducts, engineDeps, ordersOf, subscribedShopper, subscriptionRow } from './autoorder-test-fixtures';
import { addItem } from './autoorders.queries';

/**
 * Issue 16 "a request is created when an order or AutoOrder waits on one": starting an AutoOrder
 * with a prescription product, adding one to it, and the engine placing an order that waits on the
 * veterinarian each make sure the clinic's queue has a request for that pet and family, through
 * the cart's own function, and never two of them, even when two paths run at once.
 */
describe.each(testEngines())('prescription requests from AutoOrders on %s', (engine) => {
  let t: TestApp;
  let plain: { id: number }[];
  let rx: { id: number; familyId: number }[];
  let n = 0;
  const db = () => t.database.db;
  const email = () => `aorx-${engine}-${++n}@example.com`;
  const today = toIsoDate(new Date());

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    plain = await autoOrderProducts(db(), 1);
    rx = await autoOrderProducts(db(), 3, 20);
    await db().updateTable('products').set({ is_prescription_product: 1 }).where('id', 'in', [rx[0]!.id, rx[1]!.id]).execute();
    await db().updateTable('products').set({ is_approval_required: 1 }).where('id', '=', rx[2]!.id).execute();
  });
  afterAll(() => t.close());

  const requests = (userId: number) =>
    db().selectFrom('prescriptions').select(['pet_id', 'family_id', 'product_id', 'requested_quantity', 'rx_status_id']).where('user_id', '=', userId).orderBy('id').execute();
  const post = async (s: Awaited<ReturnType<typeof subscribedShopper>>, url: string, payload: object) => {
    const res = await s.api.call({ method: 'POST', url: `/api/account/autoorders${url}`, payload });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return autoOrderResponseSchema.parse(res.json()).autoOrder;
  };

  it('starting an AutoOrder with a prescription product requests it once; the engine\'s order waiting on the vet makes no second request', async () => {
    const s = await subscribedShopper(t, email(), plain[0]!.id, addDays(today, 20));
    const started = await post(s, '', { productId: rx[0]!.id, petId: s.petId, quantity: 3, frequencyWeeks: 4 });
    expect(await requests(s.userId)).toEqual([
      { pet_id: s.petId, family_id: rx[0]!.familyId, product_id: rx[0]!.id, requested_quantity: 3, rx_status_id: RX_STATUS.notValidated },
    ]);
    await db().updateTable('auto_order_subscriptions').set({ next_order_date: today }).where('id', '=', started.id).execute();
    const report = await runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [started.id] });
    expect(report.entries.map((e) => e.outcome)).toEqual(['waiting_for_vet']);
    expect((await ordersOf(db(), started.id)).map((o) => o.status)).toEqual(['waiting_on_veterinarian']);
    expect(await requests(s.userId)).toHaveLength(1);
  });

  it('adding a prescription or approval product to an AutoOrder requests it once per pet and family; a validated prescription needs none', async () => {
    const s = await subscribedShopper(t, email(), plain[0]!.id, addDays(today, 20));
    await post(s, `/${s.subscriptionId}/items`, { productId: rx[2]!.id, petId: s.petId, quantity: 1 });
    await post(s, `/${s.subscriptionId}/items`, { productId: rx[2]!.id, petId: s.petId, quantity: 1 });
    expect(await requests(s.userId)).toEqual([
      { pet_id: s.petId, family_id: rx[2]!.familyId, product_id: rx[2]!.id, requested_quantity: 1, rx_status_id: RX_STATUS.notValidated },
    ]);
    await addPrescription(db(), { userId: s.userId, petId: s.petId, familyId: rx[1]!.familyId, status: RX_STATUS.validated, quantity: 10 });
    await post(s, `/${s.subscriptionId}/items`, { productId: rx[1]!.id, petId: s.petId, quantity: 1 });
    expect((await requests(s.userId)).filter((r) => r.rx_status_id === RX_STATUS.notValidated)).toHaveLength(1);
  });

  it('the engine requests for a due AutoOrder that waits on the vet when no request exists yet', async () => {
    const s = await subscribedShopper(t, email(), plain[0]!.id, today);
    // An item that reached the subscription without a request (added before requests were made).
    await addItem(db(), s.subscriptionId, { productId: rx[1]!.id, petId: s.petId, quantity: 2, unitPriceCents: null });
    expect(await requests(s.userId)).toEqual([]);
    const report = await runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [s.subscriptionId] });
    expect(report.entries.map((e) => e.outcome)).toEqual(['waiting_for_vet']);
    expect(await subscriptionRow(db(), s.subscriptionId)).toMatchObject({ status: 'waiting_for_vet' });
    expect(await requests(s.userId)).toEqual([
      { pet_id: s.petId, family_id: rx[1]!.familyId, product_id: rx[1]!.id, requested_quantity: 2, rx_status_id: RX_STATUS.notValidated },
    ]);
  });

  it('two paths at once (one still inside its transaction when the other checks) make one request, not two', async () => {
    const s = await subscribedShopper(t, email(), plain[0]!.id, addDays(today, 20));
    const request = { userId: s.userId, petId: s.petId, familyId: rx[0]!.familyId, productId: rx[0]!.id, quantity: 1 };
    let firstInserted!: () => void;
    const inserted = new Promise<void>((resolve) => { firstInserted = resolve; });
    const first = db().transaction().execute(async (trx) => {
      const id = await ensurePrescriptionRequest(trx, request, new Date());
      firstInserted();
      // Still uncommitted while the second path checks.
      await sleep(300);
      return id;
    });
    const second = inserted.then(() => db().transaction().execute((trx) => ensurePrescriptionRequest(trx, request, new Date())));
    const [a, b] = await Promise.all([first, second]);
    expect(a).not.toBeNull();
    expect(b).toBeNull();
    expect(await requests(s.userId)).toHaveLength(1);
  });
});
