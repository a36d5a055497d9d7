import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { cartApi, outOfStockProduct, plainProducts, shopperWithPet, storedCart, storedLines, addPet, type TestShopper } from './cart-test-fixtures';

const ROUTES: [string, string][] = [
  ['GET', '/api/cart/'],
  ['POST', '/api/cart/item/'],
  ['PUT', '/api/cart/item/1/'],
  ['DELETE', '/api/cart/item/1'],
  ['PUT', '/api/cart/clearCart'],
  ['PUT', '/api/cart/coupon/apply'],
  ['PUT', '/api/cart/coupon/remove'],
  ['GET', '/api/cart/item/1/getPromoProductChoices/'],
  ['PUT', '/api/cart/item/1/switchBogoProduct/?productId=1'],
  ['POST', '/api/account/pets/add/'],
  ['POST', '/api/account/trackproductavailability?productId=1&trackProduct=true'],
];

describe.each(testEngines())('cart API on %s', (engine) => {
  let t: TestApp;
  let a: TestShopper;
  let b: TestShopper;
  let plain: { id: number; familyId: number; unitPrice: number }[];
  let outOfStock: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    a = await shopperWithPet(t, 'cart-a@example.com', 'Rex');
    b = await shopperWithPet(t, 'cart-b@example.com', 'Tigger');
    plain = await plainProducts(t.database.db, 4);
    outOfStock = await outOfStockProduct(t.database.db);
  });
  afterAll(() => t.close());

  /** A shopper of its own per test, so tests do not depend on each other's carts. */
  let n = 0;
  const fresh = () => shopperWithPet(t, `cart-${engine}-${++n}@example.com`, `Pet${n}`);

  it.each(ROUTES)('answers 401 to %s %s without a signed-in shopper', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(response.statusCode).toBe(401);
  });

  it('gives an empty cart with every total at 0, the image base and suggestions', async () => {
    const s = await fresh();
    const body = cartApi(t, s.headers).cart(await cartApi(t, s.headers).get());
    expect(body.cart).toMatchObject({ items: [], numOfItems: 0, itemSubtotal: 0, total: 0, promoCode: null, version: 0 });
    expect(body.imagesBaseUrl.endsWith('/')).toBe(true);
    expect(Array.isArray(body.suggestedProds)).toBe(true);
    expect(body.notifications).toEqual([]);
  });

  it('adds an item for a pet, priced from the database, and adds to the same line on a second add', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    const first = api.cart(await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 2 }));
    expect(first.notifications).toEqual([{ message: 'item added to cart', messageType: 'Success', isError: false, code: 'cart.itemAdded' }]);
    const [item] = first.cart!.items;
    expect(item).toMatchObject({ productID: plain[0]!.id, petId: s.petId, petName: 'Pet' + n, quantity: 2, maxQuantity: 25, isInStock: true });
    expect(item!.unitPrice).toBe(plain[0]!.unitPrice);
    expect(item!.extPrice).toBe(plain[0]!.unitPrice * 2);
    expect(first.cart!.itemSubtotalBeforeDiscounts).toBe(plain[0]!.unitPrice * 2);
    // The shopper has no address: tax is estimated with the shopper's own province (ON, 13 % HST).
    expect(first.cart!.taxes?.province).toBe('ON');

    const second = api.cart(await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 3 }));
    expect(second.cart!.items).toHaveLength(1);
    expect(second.cart!.items[0]!.quantity).toBe(5);
    expect(second.cart!.numOfItems).toBe(5);
    expect(second.cart!.version).toBe(first.cart!.version + 1);
  });

  it('keeps one line per pet for the same product', async () => {
    const s = await fresh();
    const other = await addPet(t.database.db, s.userId, 'Second');
    const api = cartApi(t, s.headers);
    await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 1 });
    const body = api.cart(await api.add({ productId: plain[0]!.id, petId: other, quantity: 1 }));
    expect(body.cart!.items.map((i) => i.petId).sort()).toEqual([s.petId, other].sort());
  });

  it('limits a line to 25 with a warning when adds go past it', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    await api.add({ productId: plain[1]!.id, petId: s.petId, quantity: 20 });
    const body = api.cart(await api.add({ productId: plain[1]!.id, petId: s.petId, quantity: 10 }));
    expect(body.cart!.items[0]!.quantity).toBe(25);
    expect(body.notifications.map((x) => x.code)).toEqual(['cart.itemAdded', 'cart.quantityLimited']);
    expect(body.notifications[1]).toMatchObject({ messageType: 'Warning', message: 'quantity limited to 25', values: { max: 25 } });
  });

  it('follows maxQuantityRestrictionPerOrder', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    await t.database.db.updateTable('products').set({ max_quantity_restriction_per_order: 5 }).where('id', '=', plain[3]!.id).execute();
    const refused = await api.add({ productId: plain[3]!.id, petId: s.petId, quantity: 6 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_quantity', data: { max: 5 } });
    const body = api.cart(await api.add({ productId: plain[3]!.id, petId: s.petId, quantity: 5 }));
    expect(body.cart!.items[0]!.maxQuantity).toBe(5);
    await t.database.db.updateTable('products').set({ max_quantity_restriction_per_order: 0 }).where('id', '=', plain[3]!.id).execute();
  });

  describe('bad input to add leaves the cart unchanged', () => {
    let api: ReturnType<typeof cartApi>;
    let before: Awaited<ReturnType<typeof storedLines>>;
    beforeAll(async () => {
      api = cartApi(t, a.headers);
      await api.add({ productId: plain[0]!.id, petId: a.petId, quantity: 1 });
      before = await storedLines(t.database.db, a.userId);
    });
    const expectUnchanged = async () => expect(await storedLines(t.database.db, a.userId)).toEqual(before);

    it.each([
      ['quantity 0', { quantity: 0 }, 400, 'invalid_quantity'],
      ['quantity 26', { quantity: 26 }, 400, 'invalid_quantity'],
      ['quantity -1', { quantity: -1 }, 400, 'invalid_quantity'],
      ['quantity as text', { quantity: 'two' }, 400, 'invalid_quantity'],
      ['quantity 1.5', { quantity: 1.5 }, 400, 'invalid_quantity'],
      ['an unknown product', { productId: 999_999 }, 404, 'product_not_found'],
      ['a product id as text', { productId: 'abc' }, 400, 'validation'],
      ['no pet', { petId: undefined }, 400, 'pet_required'],
      ['pet 0', { petId: 0 }, 400, 'pet_required'],
      ['an unknown pet', { petId: 999_999 }, 404, 'pet_not_found'],
    ])('%s', async (_name, change, status, code) => {
      const response = await api.add({ productId: plain[0]!.id, petId: a.petId, quantity: 1, ...change });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ isSuccess: false, code });
      await expectUnchanged();
    });

    it("another shopper's pet: 404, as if it did not exist", async () => {
      const response = await api.add({ productId: plain[0]!.id, petId: b.petId, quantity: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'pet_not_found' });
      await expectUnchanged();
    });

    it("no pet answers the spec's message", async () => {
      const response = await api.add({ productId: plain[0]!.id, quantity: 1 });
      expect(response.json().message).toBe('Please select or enter Pet Name');
    });

    it.each([
      ['no body', undefined, {}],
      ['an empty JSON body', '', { 'content-type': 'application/json' }],
      ['malformed JSON', '{"productId":', { 'content-type': 'application/json' }],
    ])('%s: 400', async (_name, payload, headers) => {
      const response = await api.call({ method: 'POST', url: '/api/cart/item/', payload, headers });
      expect(response.statusCode).toBe(400);
      if (payload !== '{"productId":') expect(response.json()).toMatchObject({ code: 'missing_body', message: 'error adding item to cart' });
      await expectUnchanged();
    });

    it('an out-of-stock product is refused with a notification and no cart', async () => {
      const body = api.cart(await api.add({ productId: outOfStock, petId: a.petId, quantity: 1 }));
      expect(body.cart).toBeNull();
      expect(body.notifications).toEqual([{ message: 'products out of stock', messageType: 'Error', isError: true, code: 'cart.outOfStock' }]);
      await expectUnchanged();
    });
  });

  it('sets (incr=false) or adds to (incr=true) a quantity', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    const id = api.cart(await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 2 })).cart!.items[0]!.id;
    const set = api.cart(await api.update(id, { itemId: id, productId: plain[0]!.id, petId: s.petId, quantity: 7 }));
    expect(set.cart!.items[0]!.quantity).toBe(7);
    expect(set.notifications[0]).toMatchObject({ code: 'cart.itemUpdated', messageType: 'Success' });
    const added = api.cart(await api.update(id, { quantity: 2 }, '?incr=true'));
    expect(added.cart!.items[0]!.quantity).toBe(9);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 400],
    ['quantity 26', { quantity: 26 }, 400],
    ['quantity -1', { quantity: -1 }, 400],
    ['quantity as text', { quantity: 'x' }, 400],
    ['no quantity', {}, 400],
    ['a different itemId', { quantity: 1, itemId: 1 }, 400],
    ['a different productId', { quantity: 1, productId: 1 }, 400],
    ['an unknown pet', { quantity: 1, petId: 999_999 }, 404],
    ['an unknown prescription', { quantity: 1, rxId: 999_999 }, 404],
  ])('update with %s is refused and changes nothing', async (_name, payload, status) => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    const id = api.cart(await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 2 })).cart!.items[0]!.id;
    const before = await storedLines(t.database.db, s.userId);
    const response = await api.update(id, payload);
    expect(response.statusCode).toBe(status);
    expect(await storedLines(t.database.db, s.userId)).toEqual(before);
  });

  it('update with no body, an unknown item or a text id is refused', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    const id = api.cart(await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 2 })).cart!.items[0]!.id;
    expect((await api.call({ method: 'PUT', url: `/api/cart/item/${id}/?incr=false` })).json()).toMatchObject({ code: 'missing_body' });
    expect((await api.update(999_999, { quantity: 1 })).json()).toMatchObject({ code: 'item_not_found' });
    expect((await api.update('abc', { quantity: 1 })).statusCode).toBe(400);
    expect((await api.remove('abc')).statusCode).toBe(400);
  });

  it('moves a line to another pet, merging it with that pet\'s line of the same product', async () => {
    const s = await fresh();
    const other = await addPet(t.database.db, s.userId, 'Other');
    const api = cartApi(t, s.headers);
    await api.add({ productId: plain[0]!.id, petId: other, quantity: 3 });
    const body = api.cart(await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 2 }));
    const mine = body.cart!.items.find((i) => i.petId === s.petId)!;
    const merged = api.cart(await api.update(mine.id, { quantity: 2, petId: other }));
    expect(merged.cart!.items).toHaveLength(1);
    expect(merged.cart!.items[0]).toMatchObject({ petId: other, quantity: 5 });
  });

  it("never lets a shopper see or change another shopper's items (404, their cart unchanged)", async () => {
    const apiB = cartApi(t, b.headers);
    const itemB = apiB.cart(await apiB.add({ productId: plain[2]!.id, petId: b.petId, quantity: 1 })).cart!.items[0]!.id;
    const before = await storedLines(t.database.db, b.userId);
    const apiA = cartApi(t, a.headers);
    for (const response of [
      await apiA.update(itemB, { quantity: 3 }),
      await apiA.remove(itemB),
      await apiA.choices(itemB),
      await apiA.switchBogo(itemB, plain[0]!.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'item_not_found' });
    }
    expect(await storedLines(t.database.db, b.userId)).toEqual(before);
    expect(apiA.cart(await apiA.get()).cart!.items.some((i) => i.id === itemB)).toBe(false);
  });

  it('removes an item, and answers 404 for an unknown one', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 1 });
    const id = api.cart(await api.add({ productId: plain[1]!.id, petId: s.petId, quantity: 1 })).cart!.items[1]!.id;
    const body = api.cart(await api.remove(id));
    expect(body.notifications[0]).toMatchObject({ code: 'cart.itemRemoved', message: 'item removed from cart' });
    expect(body.cart!.items.map((i) => i.productID)).toEqual([plain[0]!.id]);
    expect((await api.remove(id)).statusCode).toBe(404);
  });

  it('clears the cart (items and coupon)', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 1 });
    await t.database.db.updateTable('carts').set({ coupon_code: 'WELCOME10' }).where('user_id', '=', s.userId).execute();
    const body = api.cart(await api.call({ method: 'PUT', url: '/api/cart/clearCart', headers: { 'content-type': 'application/json' }, payload: '' }));
    expect(body.cart).toMatchObject({ items: [], promoCode: null, numOfItems: 0 });
    expect(body.notifications[0]!.code).toBe('cart.cleared');
    expect(await storedLines(t.database.db, s.userId)).toEqual([]);
  });

  it('shows an item that went out of stock, warns, and refuses to raise its quantity', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    const [product] = await plainProducts(t.database.db, 1);
    const id = api.cart(await api.add({ productId: product!.id, petId: s.petId, quantity: 3 })).cart!.items[0]!.id;
    await t.database.db.updateTable('products').set({ is_in_stock: 0 }).where('id', '=', product!.id).execute();
    try {
      const body = api.cart(await api.get());
      expect(body.cart!.items[0]!.isInStock).toBe(false);
      expect(body.notifications).toContainEqual(expect.objectContaining({ code: 'cart.outOfStock', messageType: 'Warning' }));
      const raised = api.cart(await api.update(id, { quantity: 5 }));
      expect(raised.notifications[0]).toMatchObject({ code: 'cart.outOfStock', isError: true });
      expect(raised.cart!.items[0]!.quantity).toBe(3);
      expect(api.cart(await api.update(id, { quantity: 1 })).cart!.items[0]!.quantity).toBe(1);
    } finally {
      await t.database.db.updateTable('products').set({ is_in_stock: 1 }).where('id', '=', product!.id).execute();
    }
  });

  it('reads refresh and isao from the query and ignores any other key', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    const body = api.cart(await api.get('?refresh=true&isao=1&utm_source=mail&l1=10'));
    expect(body.cart!.isao).toBe(true);
    expect(body.notifications.map((x) => x.code)).toEqual(['cart.refreshed']);
    expect((await api.get('?isao=maybe')).statusCode).toBe(400);
  });

  it('names products in French for a French shopper', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 1 });
    const row = await t.database.db.selectFrom('products').select('name_fr').where('id', '=', plain[0]!.id).executeTakeFirstOrThrow();
    const body = api.cart(await api.call({ method: 'GET', url: '/api/cart/', headers: { cookie: 'lang=fr' } }));
    expect(body.cart!.items[0]!.productName).toBe(row.name_fr);
  });

  it('does not change the version for refused changes', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 1 });
    const before = await storedCart(t.database.db, s.userId);
    await api.add({ productId: outOfStock, petId: s.petId, quantity: 1 });
    await api.add({ productId: plain[0]!.id, petId: s.petId, quantity: 99 });
    expect((await storedCart(t.database.db, s.userId))!.version).toBe(before!.version);
  });

  it('tells a line whose price changed since it was added, old and new, until the shopper changes the line (rr §8)', async () => {
    const s = await fresh();
    const api = cartApi(t, s.headers);
    const product = plain[3]!;
    const [line] = api.cart(await api.add({ productId: product.id, petId: s.petId, quantity: 1 })).cart!.items;
    expect(line!.priceChange).toBeNull();
    await t.database.db.updateTable('products').set({ unit_price_cents: product.unitPrice + 150 }).where('id', '=', product.id).execute();
    const [changed] = api.cart(await api.get()).cart!.items;
    expect(changed!.priceChange).toEqual({ from: product.unitPrice, to: product.unitPrice + 150 });
    const [updated] = api.cart(await api.update(changed!.id, { quantity: 2 })).cart!.items;
    expect(updated!.priceChange).toBeNull();
    await t.database.db.updateTable('products').set({ unit_price_cents: product.unitPrice }).where('id', '=', product.id).execute();
  });
});
