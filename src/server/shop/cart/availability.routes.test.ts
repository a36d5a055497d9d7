import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackAvailabilityResponseSchema } from '../../../contracts/cart-account';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { outOfStockProduct, shopperWithPet, type TestShopper } from './cart-test-fixtures';

describe.each(testEngines())('POST /api/account/trackproductavailability on %s', (engine) => {
  let t: TestApp;
  let s: TestShopper;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 50 });
    s = await shopperWithPet(t, 'notify@example.com');
    productId = await outOfStockProduct(t.database.db);
  });
  afterAll(() => t.close());

  const track = (query: string, headers = s.headers) =>
    t.app.inject({ method: 'POST', url: `/api/account/trackproductavailability${query}`, headers });
  const rows = () =>
    t.database.db.selectFrom('product_availability_tracking').select(['user_id', 'product_id']).where('user_id', '=', s.userId).execute();

  it('turns tracking on and off, idempotently', async () => {
    const on = await track(`?productId=${productId}&trackProduct=true`);
    expect(on.statusCode).toBe(200);
    expect(trackAvailabilityResponseSchema.parse(on.json())).toEqual({ isSuccess: true, productId, isTrackingAvailability: true });
    expect((await track(`?productId=${productId}&trackProduct=true`)).json().isTrackingAvailability).toBe(true);
    expect(await rows()).toEqual([{ user_id: s.userId, product_id: productId }]);

    const off = await track(`?productId=${productId}&trackProduct=false`);
    expect(off.json()).toEqual({ isSuccess: true, productId, isTrackingAvailability: false });
    expect((await track(`?productId=${productId}&trackProduct=false`)).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it('accepts an empty JSON body, as browsers send it', async () => {
    const response = await t.app.inject({
      method: 'POST', url: `/api/account/trackproductavailability?productId=${productId}&trackProduct=1`,
      headers: { ...s.headers, 'content-type': 'application/json' }, payload: '',
    });
    expect(response.json()).toMatchObject({ isTrackingAvailability: true });
    await track(`?productId=${productId}&trackProduct=0`);
  });

  it.each([
    ['an unknown product', '?productId=999999&trackProduct=true', 404],
    ['no product', '?trackProduct=true', 400],
    ['a text product id', '?productId=abc&trackProduct=true', 400],
    ['no trackProduct', `?productId=1`, 400],
    ['a bad trackProduct', '?productId=1&trackProduct=maybe', 400],
  ])('refuses %s', async (_name, query, status) => {
    expect((await track(query)).statusCode).toBe(status);
    expect(await rows()).toEqual([]);
  });

  it('answers 401 without a signed-in shopper', async () => {
    expect((await track(`?productId=${productId}&trackProduct=true`, {})).statusCode).toBe(401);
  });
});
