import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartApi, plainProducts, shopperWithPet } from '../cart/cart-test-fixtures';
import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { markProductsChanged } from './index';

/**
 * The rule the cart's suggestions followed as a database query before the index answered them
 * (cc §2), kept here as the reference: default children in stock, browsable, not on long-term
 * backorder, from the primary top-level categories of the cart's families and not in the cart
 * (featured ones for an empty cart), featured first, then family sort order, then family id.
 */
async function referenceSuggestions(db: Db, cartFamilyIds: number[]): Promise<number[]> {
  let query = db
    .selectFrom('products as p')
    .innerJoin('product_families as f', 'f.id', 'p.family_id')
    .innerJoin('family_categories as fc', (join) => join.onRef('fc.family_id', '=', 'f.id').on('fc.is_primary', '=', 1))
    .select('p.id')
    .where('p.is_default', '=', 1)
    .where('p.is_in_stock', '=', 1)
    .where('p.is_long_term_backorder', '=', 0)
    .where('p.allow_browsing', '=', 1);
  if (cartFamilyIds.length > 0) {
    query = query
      .where('f.id', 'not in', cartFamilyIds)
      .where('fc.l1_id', 'in', (eb) => eb.selectFrom('family_categories').select('l1_id').where('family_id', 'in', cartFamilyIds).where('is_primary', '=', 1));
  } else {
    query = query.where('p.is_featured', '=', 1);
  }
  const rows = await query.orderBy('p.is_featured', 'desc').orderBy('f.sort_order').orderBy('f.id').limit(8).execute();
  return rows.map((r) => Number(r.id));
}

describe.each(testEngines())("the cart's suggestions on %s", (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 300 });
  });
  afterAll(() => t.close());

  it('follow the same rule as the query they replace, for an empty cart and as products are added', async () => {
    const shopper = await shopperWithPet(t, `suggest-${engine}@example.com`);
    const api = cartApi(t, shopper.headers);
    const products = await plainProducts(t.database.db, 100);
    const topOf = new Map((await t.database.db.selectFrom('family_categories').select(['family_id', 'l1_id']).where('is_primary', '=', 1).execute())
      .map((r) => [r.family_id, r.l1_id]));
    // Two top-level categories in the cart, so the suggestions merge two categories' orders.
    const picks = [products[0]!, products.find((p) => topOf.get(p.familyId) === topOf.get(products[0]!.familyId) && p.familyId !== products[0]!.familyId)!];
    picks.push(products.find((p) => topOf.get(p.familyId) !== topOf.get(products[0]!.familyId))!);
    const inCart: number[] = [];
    const check = async () => {
      const answer = api.cart(await api.get());
      expect(answer.suggestedProds.map((s) => s.productId)).toEqual(await referenceSuggestions(t.database.db, inCart));
      expect(answer.suggestedProds.every((s) => s.isInStock && !inCart.includes(s.id))).toBe(true);
      return answer.suggestedProds;
    };
    expect((await check()).length).toBeGreaterThan(0);
    for (const pick of picks) {
      api.cart(await api.add({ productId: pick.id, petId: shopper.petId, quantity: 1 }));
      inCart.push(pick.familyId);
      await check();
    }
  });

  it("mark the shopper's favourites and follow stock changes applied in place", async () => {
    const shopper = await shopperWithPet(t, `suggest-fav-${engine}@example.com`);
    const api = cartApi(t, shopper.headers);
    const [first] = api.cart(await api.get()).suggestedProds;
    const star = await t.app.inject({ method: 'POST', url: `/api/account/favourites/add/?productId=${first!.productId}`, headers: shopper.headers });
    expect(star.statusCode, star.body).toBe(200);
    const starred = api.cart(await api.get()).suggestedProds;
    expect(starred[0]).toMatchObject({ productId: first!.productId, isFavourite: true });
    expect(starred.slice(1).every((s) => !s.isFavourite)).toBe(true);

    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ is_in_stock: 0 }).where('id', '=', first!.productId).execute();
      await markProductsChanged(trx, [first!.productId]);
    });
    await t.app.catalogue.refresh();
    const after = api.cart(await api.get()).suggestedProds;
    expect(after.map((s) => s.productId)).not.toContain(first!.productId);
    expect(after.map((s) => s.productId)).toEqual(await referenceSuggestions(t.database.db, []));
  });
});
