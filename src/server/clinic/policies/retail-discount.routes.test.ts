import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesResponseSchema } from '../../../contracts/account-favourites';
import { cartResponseSchema, type CartResponse } from '../../../contracts/cart';
import { productListResponseSchema, type ProductListResponse } from '../../../contracts/catalogue';
import { productDetailsResponseSchema } from '../../../contracts/catalogue-details';
import type { ClinicPolicy } from '../../../domain/clinic-policies';
import { retailDiscounted } from '../../../domain/pricing';
import { addDays, toIsoDate } from '../../../domain/time';
import { runDueAutoOrders } from '../../account/autoorders';
import { autoOrderProducts, engineDeps, ordersOf, subscribedShopper } from '../../account/autoorders/autoorder-test-fixtures';
import { policyGroup, setPolicyAsSiteAdmin } from '../../shared/clinic-policies/policy-test-fixtures';
import { checkoutBody, readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { createClinic, createShopper } from '../../testing/fixtures';
import { createTestApp, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

/**
 * The clinic's retail discount (issue 26; docs/decisions/106-clinic-retail-discount.md): a client of a
 * clinic whose master gives its children 10 % sees and pays 10 % less on the list, the product page,
 * the cart, the order's stored lines and an AutoOrder's run; a client of another clinic and a
 * visitor see the store's price. Both engines.
 */
describe.each(testEngines())('the clinic retail discount, on %s', (engine) => {
  let t: TestApp;
  let products: { id: number; unitPrice: number }[];
  let actorId: number;
  let n = 0;
  const db = () => t.database.db;
  const email = () => `retail-discount-${engine}-${++n}@example.com`;
  const set = (clinicId: number, policy: ClinicPolicy, value: unknown, target: 'self' | 'children' = 'self') =>
    setPolicyAsSiteAdmin(db(), actorId, clinicId, policy, value, target);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 120 });
    products = await autoOrderProducts(db(), 2);
    actorId = await createShopper(db(), { email: `retail-actor-${engine}@example.com`, password: 'Policy-actor-pass-1', clinicId: await createClinic(db()) });
  });
  afterAll(() => t.close());

  type Caller = (url: string) => Promise<{ statusCode: number; json: () => unknown }>;
  const asHeaders = (headers: Record<string, string>): Caller => (url) => t.app.inject({ method: 'GET', url, headers });
  const list = async (call: Caller, url = '/api/prods/list?pg=1&pgSize=48'): Promise<ProductListResponse> => {
    const response = await call(url);
    expect(response.statusCode).toBe(200);
    return productListResponseSchema.parse(response.json());
  };
  const pricesOf = (answer: ProductListResponse) =>
    new Map(answer.results.map((r) => [r.productId, { unit: r.productPrice.unitPrice, regular: r.productPrice.regularUnitPrice, ao: r.productPrice.autoOrderUnitPrice }]));

  it('lowers every card of the list, the product page and the cart\'s suggestions for the clinic\'s clients only; the regular price stays', async () => {
    const g = await policyGroup(db());
    await set(g.master, 'retailDiscountPercent', 10, 'children');
    const client = await readyShopper(t, email(), { clinicId: g.child, productId: products[0]!.id });
    const other = await readyShopper(t, email(), { clinicId: g.other, productId: products[0]!.id });
    const visitor = asHeaders({ authorization: `Bearer ${await visitorToken(t.app)}` });

    const full = pricesOf(await list(visitor));
    const mine = pricesOf(await list(asHeaders(client.headers)));
    expect(pricesOf(await list(asHeaders(other.headers)))).toEqual(full);
    expect(mine.size).toBe(full.size);
    for (const [id, price] of full) {
      expect(mine.get(id)).toEqual({ unit: retailDiscounted(price.unit, 10), regular: price.regular, ao: retailDiscounted(price.ao, 10) });
    }
    // A filtered, text-ranked list and the debug form go through the same rule.
    const term = (await list(visitor, '/api/prods/list?q=dog&pg=1')).results[0]!;
    const termMine = (await list(asHeaders(client.headers), '/api/prods/list?q=dog&pg=1&debug=true')).results.find((r) => r.productId === term.productId)!;
    expect(termMine.productPrice.unitPrice).toBe(retailDiscounted(term.productPrice.unitPrice, 10));
    // The visitor's kept page was not changed by the client's call.
    expect(pricesOf(await list(visitor))).toEqual(full);

    const details = async (call: Caller) => {
      const response = await call(`/api/prods/details/${products[0]!.id}`);
      expect(response.statusCode).toBe(200);
      return productDetailsResponseSchema.parse(response.json()).viewModel.products.find((p) => p.productId === products[0]!.id)!.productPrice;
    };
    const page = await details(asHeaders(client.headers));
    const fullPage = await details(visitor);
    expect(page.unitPrice).toBe(retailDiscounted(products[0]!.unitPrice, 10));
    expect(page.regularUnitPrice).toBe(fullPage.regularUnitPrice);
    expect(fullPage.unitPrice).toBe(products[0]!.unitPrice);
    expect((await details(asHeaders(other.headers))).unitPrice).toBe(products[0]!.unitPrice);

    // Favourites show the price the cart will charge.
    expect((await client.api.call({ method: 'POST', url: `/api/account/favourites/add/?productId=${products[0]!.id}` })).statusCode).toBe(200);
    const favourites = favouritesResponseSchema.parse((await client.api.call({ method: 'GET', url: '/api/account/favourites' })).json());
    expect(favourites.items.find((f) => f.productId === products[0]!.id)?.priceCents).toBe(retailDiscounted(products[0]!.unitPrice, 10));

    const cart = cartResponseSchema.parse((await client.api.call({ method: 'GET', url: '/api/cart/' })).json()) as CartResponse;
    const suggested = cart.suggestedProds ?? [];
    for (const s of suggested) expect(s.productPrice.unitPrice).toBe(retailDiscounted(full.get(s.productId)?.unit ?? s.productPrice.unitPrice, 10));
  });

  it('the cart, the review and the placed order charge the discounted price; another clinic pays the full price', async () => {
    const g = await policyGroup(db());
    await set(g.child, 'retailDiscountPercent', 10);
    const unit = products[0]!.unitPrice;
    const discounted = retailDiscounted(unit, 10);
    const client = await readyShopper(t, email(), { clinicId: g.child, productId: products[0]!.id, quantity: 3 });
    const other = await readyShopper(t, email(), { clinicId: g.other, productId: products[0]!.id, quantity: 3 });

    const cart = cartResponseSchema.parse((await client.api.call({ method: 'GET', url: '/api/cart/' })).json()).cart!;
    const item = cart.items.find((i) => i.productID === products[0]!.id)!;
    expect(item).toMatchObject({ unitPrice: discounted, extPrice: discounted * 3 });
    // The price the line was added at is lowered the same way: no false "price changed" notice.
    expect(item.priceChange).toBeNull();
    expect(item.productInfo.productPrice.unitPrice).toBe(discounted);
    expect(cart.itemSubtotalBeforeDiscounts).toBe(discounted * 3);

    const review = await client.api.reviewBody();
    expect(review.returnValue.cartModel.cart.itemSubtotalBeforeDiscounts).toBe(discounted * 3);

    const placed = await client.api.placed(checkoutBody());
    const orderId = placed.returnValue.orders[0]!.orderId;
    const line = await db().selectFrom('order_items as i').innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.unit_price_cents', 'i.ext_price_cents', 'i.regular_unit_price_cents'])
      .where('o.user_id', '=', client.userId).where('i.product_id', '=', products[0]!.id).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ unit_price_cents: discounted, ext_price_cents: discounted * 3 });
    expect(Number(orderId)).toBeGreaterThan(0);

    await other.api.placed(checkoutBody());
    const otherLine = await db().selectFrom('order_items as i').innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.unit_price_cents']).where('o.user_id', '=', other.userId).executeTakeFirstOrThrow();
    expect(otherLine.unit_price_cents).toBe(unit);
  });

  it('an AutoOrder made at the clinic keeps its discounted price on its run, and a master lowering the discount shows as a price change', async () => {
    const g = await policyGroup(db());
    await set(g.master, 'retailDiscountPercent', 20, 'children');
    const today = toIsoDate(new Date());
    const s = await subscribedShopper(t, email(), products[1]!.id, today, { clinicId: g.child, quantity: 1 });
    const discounted = retailDiscounted(products[1]!.unitPrice, 20);
    const stored = await db().selectFrom('auto_order_items').select('unit_price_cents').where('subscription_id', '=', s.subscriptionId).executeTakeFirstOrThrow();
    expect(Number(stored.unit_price_cents)).toBeLessThanOrEqual(discounted);

    const report = await runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [s.subscriptionId] });
    expect(report.entries[0]).toMatchObject({ outcome: 'placed' });
    const [order] = (await ordersOf(db(), s.subscriptionId)).slice(-1);
    const line = await db().selectFrom('order_items').select(['unit_price_cents']).where('order_id', '=', order!.id).executeTakeFirstOrThrow();
    expect(line.unit_price_cents).toBe(discounted);

    // The master takes the discount back: the next run's price rose, so the AutoOrder asks the client first.
    await set(g.master, 'retailDiscountPercent', 0, 'children');
    const tomorrow = addDays(today, 1);
    await db().updateTable('auto_order_subscriptions').set({ next_order_date: tomorrow }).where('id', '=', s.subscriptionId).execute();
    const again = await runDueAutoOrders(engineDeps(t), { asOf: tomorrow, now: new Date(), onlyIds: [s.subscriptionId] });
    expect(again.entries[0]).toMatchObject({ outcome: 'needs_attention', detail: expect.stringContaining('price_changed') });
  });
});
