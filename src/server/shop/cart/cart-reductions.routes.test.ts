import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROMO_IDS } from '../../db/seed';
import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { cartApi, shopperWithPet } from './cart-test-fixtures';

/** An in-stock product an offer is for (a 'buy' product), with its stock made plentiful. */
async function productOf(db: Db, promoId: number): Promise<number> {
  const row = await db
    .selectFrom('promotion_group_products as gp')
    .innerJoin('promotion_groups as g', 'g.id', 'gp.group_id')
    .innerJoin('products as p', 'p.id', 'gp.product_id')
    .select('p.id')
    .where('g.promotion_id', '=', promoId)
    .where('g.kind', '=', 'buy')
    .where('p.is_prescription_product', '=', 0)
    .where('p.is_approval_required', '=', 0)
    .where('p.max_quantity_restriction_per_order', '=', 0)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  await db.updateTable('products').set({ is_in_stock: 1, is_long_term_backorder: 0, stock_quantity: 100 }).where('id', '=', row.id).execute();
  return row.id;
}

/**
 * Issue 11 items 2 and 3: every reduced cart line says why (offer or rebate by name, the AutoOrder
 * price), and an offer flagged hidePromoInfoInWebstore is never named, in either language.
 */
describe.each(testEngines())('why cart lines cost less, on %s', (engine) => {
  let t: TestApp;
  let hiddenNames: string[];
  let n = 0;
  const fresh = async (language: 'en' | 'fr' = 'en') => {
    const s = await shopperWithPet(t, `reductions-${engine}-${++n}@example.com`, 'Minou');
    return { ...s, api: cartApi(t, { ...s.headers, 'accept-language': language }) };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 300 });
    const hidden = await t.database.db.selectFrom('promotions').select(['name_en', 'name_fr', 'description_en']).where('id', '=', DEMO_PROMO_IDS.hidden).executeTakeFirstOrThrow();
    hiddenNames = [hidden.name_en, hidden.name_fr, hidden.description_en];
  });
  afterAll(() => t.close());

  it.each(['en', 'fr'] as const)('never names a hidden promotion (%s): the line shows an unnamed rebate instead', async (language) => {
    const s = await fresh(language);
    const litter = await productOf(t.database.db, DEMO_PROMO_IDS.hidden);
    const response = await s.api.add({ productId: litter, petId: s.petId, quantity: 2 });
    const body = s.api.cart(response);
    const item = body.cart!.items.find((i) => i.productID === litter)!;
    expect(item.reductions).toContainEqual({ kind: 'rebate', specialOfferId: DEMO_PROMO_IDS.hidden, name: null, amount: 600 });
    expect(item.promo ?? '').not.toMatch(/intern/i);
    for (const name of hiddenNames) expect(response.body).not.toContain(name);
    // The checkout review's answer carries the cart too.
    const review = await t.app.inject({ url: '/api/cart/review/', headers: { ...s.headers, 'accept-language': language } });
    expect(review.statusCode).toBe(200);
    for (const name of hiddenNames) expect(review.body).not.toContain(name);
  });

  it('names a visible offer on its line, with its amount', async () => {
    const s = await fresh();
    const toy = await productOf(t.database.db, DEMO_PROMO_IDS.percentage);
    const item = s.api.cart(await s.api.add({ productId: toy, petId: s.petId, quantity: 1 })).cart!.items[0]!;
    expect(item.reductions).toEqual([{ kind: 'offer', specialOfferId: DEMO_PROMO_IDS.percentage, name: '15% off toys', amount: item.extPrice - item.netExtPrice }]);
    expect(item.promo).toBe('15% off toys');
  });

  it('says the AutoOrder price reduced a line when a subscription is being created', async () => {
    const s = await fresh();
    const product = await productOf(t.database.db, DEMO_PROMO_IDS.autoOrderOnly);
    s.api.cart(await s.api.add({ productId: product, petId: s.petId, quantity: 1 }));
    const item = s.api.cart(await s.api.get('?isao=1')).cart!.items[0]!;
    const autoOrder = item.reductions.find((r) => r.kind === 'autoOrder');
    expect(autoOrder).toMatchObject({ specialOfferId: null, name: null });
    expect(item.reductions.reduce((sum, r) => sum + r.amount, 0)).toBe(item.extPrice - item.netExtPrice);
    // Without the subscription there is no AutoOrder reduction.
    const plain = s.api.cart(await s.api.get()).cart!.items[0]!;
    expect(plain.reductions.some((r) => r.kind === 'autoOrder')).toBe(false);
  });

  it('a hidden buy-one-get-one offer is not named in the choice list either', async () => {
    const s = await fresh();
    await t.database.db.updateTable('promotions').set({ hide_promo_info_in_webstore: 1 }).where('id', '=', DEMO_PROMO_IDS.bogoFree).execute();
    try {
      const product = await productOf(t.database.db, DEMO_PROMO_IDS.bogoFree);
      const body = s.api.cart(await s.api.add({ productId: product, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [DEMO_PROMO_IDS.bogoFree] }));
      const choices = await s.api.choices(body.cart!.items[0]!.id);
      expect(choices.json()).toMatchObject({ promo: { specialOfferId: DEMO_PROMO_IDS.bogoFree, promoName: '', description: '', isHidden: true } });
      expect(choices.body).not.toMatch(/Buy 1 case/);
      expect(body.cart!.items[0]!.promo).toBeNull();
    } finally {
      await t.database.db.updateTable('promotions').set({ hide_promo_info_in_webstore: 0 }).where('id', '=', DEMO_PROMO_IDS.bogoFree).execute();
    }
  });
});
