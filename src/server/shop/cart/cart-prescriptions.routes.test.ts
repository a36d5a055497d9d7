import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RX_STATUS } from '../../../domain/constants';
import { MINUTE_MS } from '../../../domain/time';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { addPet, addPrescription, cartApi, plainProducts, shopperWithPet, storedLines, type TestShopper } from './cart-test-fixtures';

describe.each(testEngines())('prescription and approval items on %s', (engine) => {
  let t: TestApp;
  let s: TestShopper;
  let approval: { id: number; familyId: number };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    s = await shopperWithPet(t, 'rx@example.com', 'Rex');
    const db = t.database.db;
    const found = await db
      .selectFrom('products')
      .select(['id', 'family_id'])
      .where('is_approval_required', '=', 1)
      .where('is_in_stock', '=', 1)
      .where('is_bulk_item', '=', 0)
      .where('max_quantity_restriction_per_order', '=', 0)
      .orderBy('id')
      .executeTakeFirst();
    if (found) {
      approval = { id: found.id, familyId: found.family_id };
    } else {
      const [plain] = await plainProducts(db, 1);
      await db.updateTable('products').set({ is_approval_required: 1 }).where('id', '=', plain!.id).execute();
      approval = { id: plain!.id, familyId: plain!.familyId };
    }
  });
  afterAll(() => t.close());

  it('approves an item only with a validated prescription for that pet and family; its quantity follows the prescription', async () => {
    const rxId = await addPrescription(t.database.db, {
      userId: s.userId, petId: s.petId, familyId: approval.familyId, status: RX_STATUS.validated, quantity: 30,
    });
    const api = cartApi(t, s.headers);
    const body = api.cart(await api.add({ productId: approval.id, petId: s.petId, quantity: 1 }));
    const item = body.cart!.items[0]!;
    expect(item).toMatchObject({
      isApprovalRequired: true, isApproved: true, approvedFor: 'Rex', rxID: rxId, maxQuantity: 30,
      savedRx: { rxId, rxStatusID: 1, rxStatusName: 'Validated', petID: s.petId, masterProductID: approval.familyId, quantity: 30 },
    });
    // Above 25: the prescription is the limit (cc §5).
    expect(api.cart(await api.update(item.id, { quantity: 28 })).cart!.items[0]!.quantity).toBe(28);
    const over = await api.update(item.id, { quantity: 31 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'invalid_quantity', data: { max: 30 } });
  });

  it('a validated prescription past its expiry date approves nothing: the cart, checkout and product page read it as expired', async () => {
    const pet = await addPet(t.database.db, s.userId, 'Expired');
    const rxId = await addPrescription(t.database.db, {
      userId: s.userId, petId: pet, familyId: approval.familyId, status: RX_STATUS.validated, quantity: 30,
    });
    await t.database.db.updateTable('prescriptions').set({ expires_at: new Date(Date.now() - MINUTE_MS).toISOString() }).where('id', '=', rxId).execute();
    const api = cartApi(t, s.headers);
    const item = api.cart(await api.add({ productId: approval.id, petId: pet, quantity: 1 })).cart!.items.find((i) => i.petId === pet)!;
    expect(item).toMatchObject({ isApproved: false, approvedFor: null });
    const details = await t.app.inject({ method: 'GET', url: `/api/prods/details/${approval.id}/`, headers: s.headers });
    const saved = (details.json() as { savedPrescriptions: { rxId: number; rxStatusID: number; rxStatusName: string }[] }).savedPrescriptions;
    expect(saved.find((rx) => rx.rxId === rxId)).toMatchObject({ rxStatusID: RX_STATUS.expired, rxStatusName: 'Expired' });
  });

  it('marks the item "requires approval" for a pet without a prescription, with the request the add sent to the clinic', async () => {
    const other = await addPet(t.database.db, s.userId, 'NoRx');
    const api = cartApi(t, s.headers);
    const body = api.cart(await api.add({ productId: approval.id, petId: other, quantity: 2 }));
    const item = body.cart!.items.find((i) => i.petId === other)!;
    // Issue 14: the add made a request (not validated, quantity 0 approved), which the line now shows.
    expect(item).toMatchObject({ isApproved: false, approvedFor: null, maxQuantity: 25, savedRx: { rxStatusID: RX_STATUS.notValidated, quantity: 0 } });
    expect(item.rxID).toBe(item.savedRx!.rxId);
  });

  it('does not approve with a prescription that is not validated, but its quantity still limits the line', async () => {
    const pet = await addPet(t.database.db, s.userId, 'Pending');
    await addPrescription(t.database.db, { userId: s.userId, petId: pet, familyId: approval.familyId, status: RX_STATUS.notValidated, quantity: 2 });
    const api = cartApi(t, s.headers);
    expect((await api.add({ productId: approval.id, petId: pet, quantity: 3 })).json()).toMatchObject({ code: 'invalid_quantity' });
    const item = api.cart(await api.add({ productId: approval.id, petId: pet, quantity: 2 })).cart!.items.find((i) => i.petId === pet)!;
    expect(item).toMatchObject({ isApproved: false, maxQuantity: 2, savedRx: { rxStatusID: RX_STATUS.notValidated, rxStatusName: 'Not validated' } });
  });

  it("refuses another pet's prescription on a line (404) and leaves the line unchanged", async () => {
    const pet = await addPet(t.database.db, s.userId, 'Moved');
    const foreignRx = await addPrescription(t.database.db, { userId: s.userId, petId: pet, familyId: approval.familyId, status: RX_STATUS.validated, quantity: 5 });
    const api = cartApi(t, s.headers);
    const item = api.cart(await api.get()).cart!.items.find((i) => i.petId === s.petId)!;
    const before = await storedLines(t.database.db, s.userId);
    const response = await api.update(item.id, { quantity: 1, rxId: foreignRx });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'prescription_not_found' });
    expect(await storedLines(t.database.db, s.userId)).toEqual(before);
  });

  it("the demo shopper's Biscuit is approved for the validated family, Minou is not", async () => {
    const db = t.database.db;
    const { headers } = await signInAs(t.app);
    const rx = await db
      .selectFrom('prescriptions as rx')
      .innerJoin('users as u', 'u.id', 'rx.user_id')
      .innerJoin('pets', 'pets.id', 'rx.pet_id')
      .select(['rx.family_id', 'rx.pet_id', 'pets.name', 'u.id as user_id'])
      .where('u.email', '=', 'demo@example.com')
      .where('rx.rx_status_id', '=', RX_STATUS.validated)
      .executeTakeFirst();
    expect(rx, 'the demo seed gives Biscuit a validated prescription').toBeDefined();
    if (!rx) return;
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('family_id', '=', rx.family_id)
      .where('is_in_stock', '=', 1)
      .where('is_long_term_backorder', '=', 0)
      .executeTakeFirst();
    expect(product).toBeDefined();
    if (!product) return;
    const minou = await db.selectFrom('pets').select('id').where('user_id', '=', rx.user_id).where('id', '!=', rx.pet_id).executeTakeFirstOrThrow();
    const api = cartApi(t, headers);
    await api.add({ productId: product.id, petId: rx.pet_id, quantity: 1 });
    const body = api.cart(await api.add({ productId: product.id, petId: minou.id, quantity: 1 }));
    const byPet = new Map(body.cart!.items.map((i) => [i.petId, i]));
    expect(byPet.get(rx.pet_id)).toMatchObject({ isApproved: true, approvedFor: rx.name });
    expect(byPet.get(minou.id)).toMatchObject({ isApproved: false, approvedFor: null });
    expect(body.savedAddresses.length).toBeGreaterThan(0);
    expect(body.savedPaymentMethods[0]).toMatchObject({ typeId: 'visa', maskedNumber: '**** **** **** 4242' });
    expect(body.cart!.accountCreditAmountAvail).toBeGreaterThan(0);
    await api.clear();
  });
});
