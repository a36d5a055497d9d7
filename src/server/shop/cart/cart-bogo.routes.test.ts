import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROMO_IDS } from '../../db/seed';
import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { cartApi, plainProducts, shopperWithPet, storedCart, storedLines } from './cart-test-fixtures';

/** A buy-one-get-one offer of the seed: an in-stock product it is for (not one it gives), and its 'get' products. */
async function bogoOffer(db: Db, promoId: number) {
  const products = await db
    .selectFrom('promotion_group_products as gp')
    .innerJoin('promotion_groups as g', 'g.id', 'gp.group_id')
    .innerJoin('products as p', 'p.id', 'gp.product_id')
    .select(['g.kind', 'p.id', 'p.is_in_stock', 'p.is_prescription_product', 'p.is_approval_required', 'p.max_quantity_restriction_per_order'])
    .where('g.promotion_id', '=', promoId)
    .orderBy('p.id')
    .execute();
  const eligible = (p: (typeof products)[number]) =>
    p.kind === 'buy' && p.is_in_stock === 1 && !p.is_prescription_product && !p.is_approval_required && p.max_quantity_restriction_per_order === 0;
  let get = products.filter((p) => p.kind === 'get').map((p) => p.id);
  const buy = products.find((p) => eligible(p) && !get.includes(p.id)) ?? products.find(eligible);
  if (!buy) throw new Error(`promotion ${promoId} has no product to buy in the test catalogue`);
  if (get.includes(buy.id)) {
    // A small catalogue gives the product it is for: the test wants the free item to be another one.
    const getGroups = db.selectFrom('promotion_groups').select('id').where('promotion_id', '=', promoId).where('kind', '=', 'get');
    await db.deleteFrom('promotion_group_products').where('group_id', 'in', getGroups).where('product_id', '=', buy.id).execute();
    get = get.filter((id) => id !== buy.id);
  }
  if (get.length < 3) throw new Error(`promotion ${promoId} gives fewer than 3 products in the test catalogue`);
  // Every 'get' product in stock, so which one is picked first is known.
  await db.updateTable('products').set({ is_in_stock: 1, is_long_term_backorder: 0, stock_quantity: 100 }).where('id', 'in', get).execute();
  // The bought product is the dearest, so every 'get' product is of equal or lesser value (issue 11 item 5).
  const prices = await db.selectFrom('products').select(['unit_price_cents', 'regular_unit_price_cents']).where('id', 'in', [...get, buy.id]).execute();
  const dearest = Math.max(...prices.map((p) => Math.max(p.unit_price_cents, p.regular_unit_price_cents)));
  await db.updateTable('products').set({ unit_price_cents: dearest, regular_unit_price_cents: dearest }).where('id', '=', buy.id).execute();
  return { buyId: buy.id, get };
}

describe.each(testEngines())('buy-one-get-one items on %s', (engine) => {
  let t: TestApp;
  let free: { buyId: number; get: number[] };
  let half: { buyId: number; get: number[] };
  let n = 0;
  const fresh = async () => {
    const s = await shopperWithPet(t, `bogo-${engine}-${++n}@example.com`, 'Felix');
    return { ...s, api: cartApi(t, s.headers) };
  };
  const firstChild = (get: number[], buyId: number) => (get.includes(buyId) ? buyId : get[0]!);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    free = await bogoOffer(t.database.db, DEMO_PROMO_IDS.bogoFree);
    half = await bogoOffer(t.database.db, DEMO_PROMO_IDS.bogoHalf);
  });
  afterAll(() => t.close());

  it('adds the free item as a child line when the offer is accepted', async () => {
    const s = await fresh();
    const body = s.api.cart(await s.api.add({ productId: free.buyId, petId: s.petId, quantity: 2, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoFree] }));
    const [parent, child] = body.cart!.items;
    expect(body.cart!.items).toHaveLength(2);
    expect(parent).toMatchObject({ productID: free.buyId, promoParentCartItemID: null, acceptedSpecialOfferIds: [DEMO_PROMO_IDS.bogoFree] });
    expect(parent!.promo).toMatch(/Buy 1 case/);
    expect(child).toMatchObject({
      productID: firstChild(free.get, free.buyId), promoParentCartItemID: parent!.id, promoId: DEMO_PROMO_IDS.bogoFree, quantity: 2,
      petId: s.petId, netExtPrice: 0, promoUnitPrice: 0, isPromoSelected: false, isQuantityDisabled: true,
    });
    expect(body.cart!.discounts).toContainEqual(expect.objectContaining({
      entityItemId: child!.id, specialOfferId: DEMO_PROMO_IDS.bogoFree, specialOfferTypeId: 5, discountAmount: child!.extPrice,
    }));
    expect(body.cart!.itemSubtotal).toBe(parent!.extPrice);
  });

  it('adds no free item when the offer is not accepted, or is not one for this product', async () => {
    const s = await fresh();
    const [plain] = await plainProducts(t.database.db, 1);
    s.api.cart(await s.api.add({ productId: free.buyId, petId: s.petId, quantity: 1 }));
    const body = s.api.cart(await s.api.add({ productId: plain!.id, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoFree, 999] }));
    expect(body.cart!.items).toHaveLength(2);
    expect(body.cart!.items.every((i) => i.promoParentCartItemID === null && i.acceptedSpecialOfferIds.length === 0)).toBe(true);
  });

  it('keeps the child quantity on the parent\'s and refuses to change it directly', async () => {
    const s = await fresh();
    const added = s.api.cart(await s.api.add({ productId: free.buyId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoFree] }));
    const [parent, child] = added.cart!.items;
    const body = s.api.cart(await s.api.update(parent!.id, { quantity: 3 }));
    expect(body.cart!.items.map((i) => i.quantity)).toEqual([3, 3]);
    expect((await storedLines(t.database.db, s.userId)).map((l) => l.quantity)).toEqual([3, 3]);
    const refused = await s.api.update(child!.id, { quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'promo_item_quantity' });
  });

  it('lists the choices from the child or its parent, priced with the offer', async () => {
    const s = await fresh();
    const [parent, child] = s.api.cart(
      await s.api.add({ productId: half.buyId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoHalf] }),
    ).cart!.items;
    const fromChild = await s.api.choices(child!.id);
    expect(fromChild.statusCode).toBe(200);
    const choices = fromChild.json();
    expect(choices).toMatchObject({ parentCartItemId: parent!.id, cartItemId: child!.id, selectedProductId: child!.productID, promo: { specialOfferId: DEMO_PROMO_IDS.bogoHalf } });
    expect(choices.promo.promoName).toMatch(/half price/);
    expect(choices.promo.description).not.toMatch(/[<>]/);
    expect(choices.bogoProducts.map((p: { productId: number }) => p.productId)).toEqual(half.get);
    for (const p of choices.bogoProducts) expect(p.discountPrice).toBe(p.unitPrice - Math.floor(p.unitPrice / 2 + 0.5));
    expect((await s.api.choices(parent!.id)).json()).toEqual(choices);

    const [plain] = await plainProducts(t.database.db, 1);
    const plainId = s.api.cart(await s.api.add({ productId: plain!.id, petId: s.petId, quantity: 1 })).cart!.items.find((i) => i.productID === plain!.id)!.id;
    expect((await s.api.choices(plainId)).json()).toMatchObject({ code: 'not_a_promo_item' });
    expect((await s.api.choices(999_999)).statusCode).toBe(404);
    expect((await s.api.choices('x')).statusCode).toBe(400);
  });

  it('switches the free item to another choice; the same choice changes nothing; others are refused', async () => {
    const s = await fresh();
    const [, child] = s.api.cart(
      await s.api.add({ productId: free.buyId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoFree] }),
    ).cart!.items;
    const target = free.get.find((id) => id !== child!.productID)!;
    const switched = s.api.cart(await s.api.switchBogo(child!.id, target));
    expect(switched.notifications).toEqual([{ message: 'promo product updated in cart', messageType: 'Success', isError: false, code: 'cart.promoProductUpdated' }]);
    expect(switched.cart!.items[1]).toMatchObject({ id: child!.id, productID: target, isPromoSelected: true, netExtPrice: 0 });

    const version = (await storedCart(t.database.db, s.userId))!.version;
    const same = s.api.cart(await s.api.switchBogo(child!.id, target));
    expect(same.notifications).toEqual([]);
    expect((await storedCart(t.database.db, s.userId))!.version).toBe(version);

    const before = await storedLines(t.database.db, s.userId);
    const notChoice = await s.api.switchBogo(child!.id, free.buyId === target ? half.get[0]! : half.get.find((id) => !free.get.includes(id))!);
    expect(notChoice.json()).toMatchObject({ code: 'not_a_promo_choice' });
    expect((await s.api.switchBogo(child!.id, 'abc')).statusCode).toBe(400);
    const out = free.get.find((id) => id !== target)!;
    await t.database.db.updateTable('products').set({ is_in_stock: 0 }).where('id', '=', out).execute();
    const refused = s.api.cart(await s.api.switchBogo(child!.id, out));
    await t.database.db.updateTable('products').set({ is_in_stock: 1 }).where('id', '=', out).execute();
    expect(refused.notifications[0]).toMatchObject({ code: 'cart.outOfStock', isError: true });
    expect(await storedLines(t.database.db, s.userId)).toEqual(before);
  });

  it('removing the parent removes its free item; removing the free item declines the offer', async () => {
    const s = await fresh();
    const accept = { productId: free.buyId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoFree] };
    const [parent, child] = s.api.cart(await s.api.add(accept)).cart!.items;
    const declined = s.api.cart(await s.api.remove(child!.id));
    expect(declined.cart!.items).toHaveLength(1);
    expect(declined.cart!.items[0]).toMatchObject({ id: parent!.id, acceptedSpecialOfferIds: [] });
    const again = s.api.cart(await s.api.add(accept));
    expect(again.cart!.items).toHaveLength(2);
    expect(s.api.cart(await s.api.remove(parent!.id)).cart!.items).toEqual([]);
    expect(await storedLines(t.database.db, s.userId)).toEqual([]);
  });

  it('creates the free item on a switch when none was in stock at add time', async () => {
    const s = await fresh();
    await t.database.db.updateTable('products').set({ is_in_stock: 0 }).where('id', 'in', free.get).execute();
    let parentId: number;
    try {
      const body = s.api.cart(await s.api.add({ productId: free.buyId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoFree] }));
      expect(body.cart!.items).toHaveLength(1);
      parentId = body.cart!.items[0]!.id;
      const choices = (await s.api.choices(parentId)).json();
      expect(choices).toMatchObject({ cartItemId: null, selectedProductId: null });
      expect(choices.bogoProducts.every((p: { isInStock: boolean }) => !p.isInStock)).toBe(true);
    } finally {
      await t.database.db.updateTable('products').set({ is_in_stock: 1 }).where('id', 'in', free.get).execute();
    }
    const switched = s.api.cart(await s.api.switchBogo(parentId, free.get[1]!));
    expect(switched.cart!.items[1]).toMatchObject({ promoParentCartItemID: parentId, productID: free.get[1], isPromoSelected: true });
  });

  it('hides a free item while its offer does not apply, and removes it on refresh once the offer ended', async () => {
    const s = await fresh();
    const db = t.database.db;
    s.api.cart(await s.api.add({ productId: half.buyId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoHalf] }));
    await db.updateTable('promotions').set({ is_for_subscriptions_only: 1 }).where('id', '=', DEMO_PROMO_IDS.bogoHalf).execute();
    try {
      expect(s.api.cart(await s.api.get()).cart!.items).toHaveLength(1);
      const withSubscription = s.api.cart(await s.api.get('?isao=1'));
      expect(withSubscription.cart!.items).toHaveLength(2);
    } finally {
      await db.updateTable('promotions').set({ is_for_subscriptions_only: 0 }).where('id', '=', DEMO_PROMO_IDS.bogoHalf).execute();
    }
    const { end_date } = await db.selectFrom('promotions').select('end_date').where('id', '=', DEMO_PROMO_IDS.bogoHalf).executeTakeFirstOrThrow();
    await db.updateTable('promotions').set({ end_date: '2020-01-01T00:00:00.000Z' }).where('id', '=', DEMO_PROMO_IDS.bogoHalf).execute();
    try {
      expect((await storedLines(db, s.userId))).toHaveLength(2);
      const refreshed = s.api.cart(await s.api.get('?refresh=1'));
      expect(refreshed.cart!.items).toHaveLength(1);
      expect(await storedLines(db, s.userId)).toHaveLength(1);
    } finally {
      await db.updateTable('promotions').set({ end_date }).where('id', '=', DEMO_PROMO_IDS.bogoHalf).execute();
    }
  });

  it("the review's refresh (GET /api/cart/review/?refresh=1) removes a free item whose offer ended, as the cart's does", async () => {
    const s = await fresh();
    const db = t.database.db;
    s.api.cart(await s.api.add({ productId: half.buyId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoHalf] }));
    const { end_date } = await db.selectFrom('promotions').select('end_date').where('id', '=', DEMO_PROMO_IDS.bogoHalf).executeTakeFirstOrThrow();
    await db.updateTable('promotions').set({ end_date: '2020-01-01T00:00:00.000Z' }).where('id', '=', DEMO_PROMO_IDS.bogoHalf).execute();
    try {
      const plain = await t.app.inject({ url: '/api/cart/review/', headers: s.headers });
      expect(plain.statusCode).toBe(200);
      expect(await storedLines(db, s.userId)).toHaveLength(2);
      const refreshed = await t.app.inject({ url: '/api/cart/review/?refresh=1', headers: s.headers });
      expect(refreshed.statusCode).toBe(200);
      expect(await storedLines(db, s.userId)).toHaveLength(1);
      expect(refreshed.json<{ returnValue: { cartModel: { cart: { items: unknown[] } } } }>().returnValue.cartModel.cart.items).toHaveLength(1);
    } finally {
      await db.updateTable('promotions').set({ end_date }).where('id', '=', DEMO_PROMO_IDS.bogoHalf).execute();
    }
  });

  it('never gives an item dearer than the one bought: not offered, not switched to, not priced, removed on refresh (issue 11 item 5)', async () => {
    const s = await fresh();
    const db = t.database.db;
    const [parent, child] = s.api.cart(
      await s.api.add({ productId: free.buyId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoFree] }),
    ).cart!.items;
    const dearer = free.get.find((id) => id !== child!.productID && id !== free.buyId)!;
    const bought = await db.selectFrom('products').select(['unit_price_cents', 'regular_unit_price_cents']).where('id', '=', free.buyId).executeTakeFirstOrThrow();
    const was = await db.selectFrom('products').select(['unit_price_cents', 'regular_unit_price_cents']).where('id', '=', dearer).executeTakeFirstOrThrow();
    const dearerPrice = bought.unit_price_cents + 230;
    await db.updateTable('products').set({ unit_price_cents: dearerPrice, regular_unit_price_cents: dearerPrice }).where('id', '=', dearer).execute();
    try {
      const choices = (await s.api.choices(child!.id)).json<{ bogoProducts: { productId: number; unitPrice: number }[] }>();
      expect(choices.bogoProducts.map((p) => p.productId)).not.toContain(dearer);
      expect(choices.bogoProducts.length).toBe(free.get.length - 1);
      expect(choices.bogoProducts.every((p) => p.unitPrice <= bought.unit_price_cents)).toBe(true);

      const before = await storedLines(db, s.userId);
      const refused = await s.api.switchBogo(child!.id, dearer);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'not_a_promo_choice' });
      expect(await storedLines(db, s.userId)).toEqual(before);

      // A free item stored before its price went up is not given, and a refresh removes it.
      await db.updateTable('cart_items').set({ product_id: dearer }).where('id', '=', child!.id).execute();
      const priced = s.api.cart(await s.api.get());
      expect(priced.cart!.items.map((i) => i.id)).toEqual([parent!.id]);
      expect(priced.cart!.itemSubtotal).toBe(parent!.extPrice);
      s.api.cart(await s.api.get('?refresh=1'));
      expect((await storedLines(db, s.userId)).map((l) => l.id)).toEqual([parent!.id]);
    } finally {
      await db.updateTable('products').set(was).where('id', '=', dearer).execute();
    }
  });
});
