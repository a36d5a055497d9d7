import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesResponseSchema } from '../../../contracts/account-favourites';
import { plainProducts, shopperWithPet, type TestShopper } from '../../shop/cart/cart-test-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

describe.each(testEngines())('"My favourites" API on %s', (engine) => {
  let t: TestApp;
  let a: TestShopper;
  let b: TestShopper;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    a = await shopperWithPet(t, 'myfav-a@example.com');
    b = await shopperWithPet(t, 'myfav-b@example.com');
  });
  afterAll(() => t.close());

  const star = (headers: Record<string, string>, action: 'add' | 'remove', productId: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/account/favourites/${action}/?productId=${productId}`, headers });
  const list = async (headers: Record<string, string>) =>
    favouritesResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/account/favourites', headers })).json());
  const favRows = (userId: number) => t.database.db.selectFrom('favourites').select('product_id').where('user_id', '=', userId).orderBy('product_id').execute();

  it('lists starred products with their current price and stock, and forgets an unstarred one', async () => {
    const [first, second] = await plainProducts(t.database.db, 2);
    expect((await star(a.headers, 'add', first!.id)).statusCode).toBe(200);
    expect((await star(a.headers, 'add', second!.id)).statusCode).toBe(200);
    await t.database.db.updateTable('products').set({ unit_price_cents: 1234, is_in_stock: 0, last_reported_in_stock_at: null }).where('id', '=', second!.id).execute();
    const body = await list(a.headers);
    expect(body.items.map((i) => i.productId).sort()).toEqual([first!.id, second!.id].sort());
    expect(body.items.find((i) => i.productId === second!.id)).toMatchObject({ priceCents: 1234, isAvailable: false, stock: 'outOfStock' });
    expect(body.items.find((i) => i.productId === first!.id)).toMatchObject({ isAvailable: true, priceCents: first!.unitPrice });
    expect(body.imagesBaseUrl).toMatch(/\/$/);
    expect((await star(a.headers, 'remove', second!.id)).statusCode).toBe(200);
    expect((await list(a.headers)).items.map((i) => i.productId)).toEqual([first!.id]);
  });

  it("removing a product from one's favourites leaves another shopper's favourites as they are", async () => {
    const [, , third] = await plainProducts(t.database.db, 3);
    await star(b.headers, 'add', third!.id);
    const before = await favRows(b.userId);
    expect((await star(a.headers, 'remove', third!.id)).statusCode).toBe(200);
    expect(await favRows(b.userId)).toEqual(before);
    expect((await list(a.headers)).items.map((i) => i.productId)).not.toContain(third!.id);
    expect((await star(a.headers, 'add', 999_999)).statusCode).toBe(404);
    expect((await star(a.headers, 'add', 'abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/favourites' })).statusCode).toBe(401);
  });
});
