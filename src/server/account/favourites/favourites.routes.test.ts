import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesResponseSchema } from '../../../contracts/account-favourites';
import { CATEGORY_IDS, RX_STATUS, SEASONAL_L2_IDS } from '../../../domain/constants';
import { addPet, addPrescription, plainProducts, plainProductsOfDistinctFamilies, shopperWithPet, type TestShopper } from '../../shop/cart/cart-test-fixtures';
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

  it('shows a bulk item with its Rx fee, as the product page and the cart do (issue 24 item 8)', async () => {
    const c = await shopperWithPet(t, 'myfav-bulk@example.com');
    const [, , , , bulk] = await plainProducts(t.database.db, 5);
    await t.database.db.updateTable('products').set({ is_bulk_item: 1, rx_fee_cents: 1499, regular_unit_price_cents: bulk!.unitPrice + 500 }).where('id', '=', bulk!.id).execute();
    await star(c.headers, 'add', bulk!.id);
    expect((await list(c.headers)).items[0]).toMatchObject({ priceCents: bulk!.unitPrice + 1499, regularPriceCents: bulk!.unitPrice + 500 + 1499 });
  });

  it("starts each favourite with the product page's pet: the cat for a seasonal cat toy, never the dog first (issue 24 items 8, 10)", async () => {
    const c = await shopperWithPet(t, 'myfav-pets@example.com', 'Biscuit');
    const cat = await addPet(t.database.db, c.userId, 'Minou', 'cats');
    const [other, catToy, dogToy, anyPet] = await plainProductsOfDistinctFamilies(t.database.db, 4);
    const db = t.database.db;
    // Listed in the seasonal aisle (its breadcrumb) and under Cats; the dog has a validated prescription for another family.
    await db.deleteFrom('family_categories').where('family_id', 'in', [catToy!.familyId, dogToy!.familyId, anyPet!.familyId]).execute();
    await db.insertInto('family_categories').values([
      { family_id: catToy!.familyId, l1_id: CATEGORY_IDS.seasonal, l2_id: null, l3_id: null, is_primary: 1 },
      { family_id: catToy!.familyId, l1_id: CATEGORY_IDS.cats, l2_id: SEASONAL_L2_IDS.cats, l3_id: null, is_primary: 0 },
      { family_id: dogToy!.familyId, l1_id: CATEGORY_IDS.dogs, l2_id: null, l3_id: null, is_primary: 1 },
      { family_id: anyPet!.familyId, l1_id: CATEGORY_IDS.seasonal, l2_id: null, l3_id: null, is_primary: 1 },
    ]).execute();
    await addPrescription(db, { userId: c.userId, petId: c.petId, familyId: other!.familyId, status: RX_STATUS.validated, quantity: 1 });
    for (const p of [catToy, dogToy, anyPet]) await star(c.headers, 'add', p!.id);
    const items = (await list(c.headers)).items;
    const preselected = (productId: number) => items.find((i) => i.productId === productId)?.preselectedPetId;
    expect(preselected(catToy!.id)).toBe(cat);
    expect(preselected(dogToy!.id)).toBe(c.petId);
    // For any pet type (cc §4): the pet of a saved prescription; without one, with two pets, the shopper chooses.
    expect(preselected(anyPet!.id)).toBe(c.petId);
    await db.deleteFrom('prescriptions').where('user_id', '=', c.userId).execute();
    expect((await list(c.headers)).items.find((i) => i.productId === anyPet!.id)?.preselectedPetId).toBeNull();
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
