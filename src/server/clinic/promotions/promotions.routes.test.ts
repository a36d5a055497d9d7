import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../contracts/cart';
import { productListResponseSchema, type ProductListItem } from '../../../contracts/catalogue';
import { productDetailsResponseSchema } from '../../../contracts/catalogue-details';
import { clinicPromotionListSchema, type ClinicPromotionList } from '../../../contracts/clinic-promotions';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { promotionResponseSchema, type PromotionInput } from '../../../contracts/platform-promotions';
import { STORE_TIME_ZONE } from '../../../domain/promotion-editor';
import { localDateOf } from '../../../domain/report-periods';
import { addDays, toIsoDate } from '../../../domain/time';
import { runDueAutoOrders } from '../../account/autoorders';
import { engineDeps, ordersOf, subscribedShopper } from '../../account/autoorders/autoorder-test-fixtures';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN } from '../../db/seed';
import { policyGroup } from '../../shared/clinic-policies/policy-test-fixtures';
import { readyShopper } from '../../shop/checkout/checkout-test-fixtures';
import { injectChecked } from '../../testing/contract-inject';
import { createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { createStaff } from '../clinic-test-fixtures';

type Headers = Record<string, string>;
const PASSWORD = 'Switch-test-pass-2026';

/**
 * A clinic switching a platform promotion off for its store (issue 26;
 * docs/decisions/111-clinic-promotion-switch.md): the clinic admin only, audited; for that clinic's
 * clients the promotion is gone from the list's badges, the product page, the promotion page, the
 * cart (a buy-one-get-one's free item too) and new AutoOrders, while another clinic's clients keep
 * it; a master clinic's switch covers its children, who cannot switch it on. Both engines.
 */
describe.each(testEngines())('a clinic switching platform promotions off, on %s', (engine) => {
  let t: TestApp;
  let g: { master: number; child: number; other: number };
  let admin: Record<'master' | 'child' | 'other', Headers>;
  let staff: Headers;
  let siteAdmin: Headers;
  let cards: ProductListItem[];
  let percentId: number;
  let bogoId: number;
  let n = 0;
  const db = () => t.database.db;
  const email = (who: string) => `switch-${who}-${engine}-${++n}@example.com`;
  const today = () => localDateOf(new Date(), STORE_TIME_ZONE);

  const promotion = (overrides: Partial<PromotionInput>): PromotionInput => ({
    kind: 'percentage', nameEn: 'Switch test', nameFr: 'Essai de bascule', descriptionEn: '', descriptionFr: '', finePrintEn: '', finePrintFr: '',
    badgeLabelEn: 'Switch 20% off', badgeLabelFr: 'Bascule 20 %', startDay: today(), endDay: addDays(today(), 30),
    discountPercent: 20, bogoDiscountPercent: 0, rebateAmountCents: 0, isInstantRebate: false, isForSubscriptionsOnly: false, hidden: false,
    groups: [], ...overrides,
  });
  const create = async (input: PromotionInput) => {
    const res = await injectChecked(t.app, { method: 'POST', url: '/api/platform/promotions', headers: siteAdmin, payload: input }, promotionResponseSchema);
    expect(res.statusCode, res.body).toBe(200);
    return (res.parsed as { promotion: { id: number } }).promotion.id;
  };
  const view = async (headers: Headers): Promise<ClinicPromotionList> => {
    const res = await injectChecked(t.app, { method: 'GET', url: '/api/clinic/promotions', headers }, clinicPromotionListSchema);
    expect(res.statusCode, res.body).toBe(200);
    return res.parsed as ClinicPromotionList;
  };
  const toggle = (headers: Headers, id: number | string, switchedOff: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/clinic/promotions/${id}`, headers, payload: { switchedOff } });
  const card = async (headers: Headers, productId: number) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prods/list?pg=1&pgSize=96', headers });
    expect(res.statusCode).toBe(200);
    return productListResponseSchema.parse(res.json()).results.find((r) => r.productId === productId)!;
  };
  const offers = async (headers: Headers, productId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/prods/details/${productId}`, headers });
    expect(res.statusCode).toBe(200);
    return productDetailsResponseSchema.parse(res.json()).viewModel.products.find((p) => p.productId === productId)!.specialOffers.map((o) => o.id);
  };
  const switches = async () =>
    (await db().selectFrom('clinic_promotion_switches').select(['clinic_id', 'promotion_id']).orderBy('clinic_id').execute())
      .map((r) => [Number(r.clinic_id), Number(r.promotion_id)]);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 120 });
    siteAdmin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, DEMO_SHOPPER.password)).headers;
    // Three plain in-stock cards with no offer of their own: the first gets 20 % off, the second is
    // bought for a free third.
    const visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    const list = productListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/prods/list?pg=1&pgSize=96', headers: visitor })).json());
    // Plain products (as the cart tests' plainProducts) that no promotion lists, shown on their family's card.
    const plain = new Set((await db().selectFrom('products').select('id')
      .where('is_in_stock', '=', 1).where('is_long_term_backorder', '=', 0).where('is_prescription_product', '=', 0).where('is_approval_required', '=', 0)
      .where('is_bulk_item', '=', 0).where('is_clinic_pickup_only', '=', 0)
      .where('id', 'not in', (eb) => eb.selectFrom('promotion_group_products').select('product_id'))
      .where('id', 'not in', (eb) => eb.selectFrom('product_order_limits').select('product_id'))
      .execute()).map((r) => Number(r.id)));
    cards = list.results.filter((r) => plain.has(r.productId)).slice(0, 3);
    expect(cards).toHaveLength(3);
    const ids = cards.map((c) => c.productId);
    await db().updateTable('products').set({ is_subscription: 1, stock_quantity: 10_000, is_in_stock: 1, max_quantity_restriction_per_order: 0 }).where('id', 'in', ids).execute();
    // The bought product is the dearest, so the free one is of equal or lesser value.
    await db().updateTable('products').set({ unit_price_cents: 9_000, regular_unit_price_cents: 9_000, auto_order_unit_price_cents: 8_500 }).where('id', '=', ids[1]!).execute();
    await db().updateTable('products').set({ unit_price_cents: 2_000, regular_unit_price_cents: 2_000, auto_order_unit_price_cents: 1_900 }).where('id', '=', ids[2]!).execute();
    percentId = await create(promotion({ groups: [{ kind: 'buy', minQuantity: 1, skus: [cards[0]!.mfgSku] }] }));
    bogoId = await create(promotion({
      kind: 'bogo30', nameEn: 'Switch free item', nameFr: 'Article gratuit', badgeLabelEn: 'Buy 1, get 1 free', badgeLabelFr: 'Achetez-en 1, 1 gratuit',
      discountPercent: 0, bogoDiscountPercent: 100,
      groups: [{ kind: 'buy', minQuantity: 1, skus: [cards[1]!.mfgSku] }, { kind: 'get', minQuantity: 1, skus: [cards[2]!.mfgSku] }],
    }));
    await t.app.catalogue.refresh();

    g = await policyGroup(db());
    const adminOf = async (clinicId: number, who: string) => {
      const e = email(who);
      await createStaff(db(), { email: e, password: PASSWORD, clinicId, isAdmin: true });
      return (await signInAs(t.app, e, PASSWORD)).headers;
    };
    admin = { master: await adminOf(g.master, 'master'), child: await adminOf(g.child, 'child'), other: await adminOf(g.other, 'other') };
    const staffEmail = email('staff');
    await createStaff(db(), { email: staffEmail, password: PASSWORD, clinicId: g.child });
    staff = (await signInAs(t.app, staffEmail, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('is the clinic admin\'s only: a visitor 401, a shopper and a staff member 403, nothing changed', async () => {
    const shopperEmail = email('shopper');
    await createShopper(db(), { email: shopperEmail, password: PASSWORD, clinicId: g.child });
    const shopper = (await signInAs(t.app, shopperEmail, PASSWORD)).headers;
    const visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/promotions', headers: visitor })).statusCode).toBe(401);
    for (const headers of [shopper, staff]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/clinic/promotions', headers })).statusCode).toBe(403);
      expect((await toggle(headers, percentId, true)).statusCode).toBe(403);
    }
    expect(await switches()).toEqual([]);
  });

  it('lists the running and scheduled promotions, on; refuses a bad body, an unknown or an ended promotion', async () => {
    const list = await view(admin.child);
    expect(list.clinic.id).toBe(g.child);
    expect(list.master?.id).toBe(g.master);
    expect(list.promotions.find((p) => p.id === percentId)).toMatchObject({ schedule: 'running', switchedOff: false, switchedOffBy: null, productCount: 1 });
    const scheduled = await create(promotion({ startDay: addDays(today(), 5), groups: [{ kind: 'buy', minQuantity: 1, skus: [cards[0]!.mfgSku] }] }));
    expect((await view(admin.child)).promotions.find((p) => p.id === scheduled)?.schedule).toBe('scheduled');
    await injectChecked(t.app, { method: 'POST', url: `/api/platform/promotions/${scheduled}/end`, headers: siteAdmin }, promotionResponseSchema);
    expect((await view(admin.child)).promotions.some((p) => p.id === scheduled)).toBe(false);

    const bad = await toggle(admin.child, percentId, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(knownErrorResponseSchema.parse(bad.json()).message).toMatch(/switchedOff/);
    expect((await toggle(admin.child, 999_999, true)).statusCode).toBe(404);
    expect((await toggle(admin.child, scheduled, true)).statusCode).toBe(404);
    expect((await toggle(admin.child, 'abc', true)).statusCode).toBe(400);
    expect(await switches()).toEqual([]);
  });

  it('switched off by a clinic: gone for its clients (badge, product page, promotion page, cart), kept for another clinic\'s; audited; on again', async () => {
    const audits = async () => db().selectFrom('audit_events').select(['clinic_id', 'action', 'entity_id']).where('entity', '=', 'promotion')
      .where('action', 'like', 'promotion_switched_%').orderBy('id').execute();
    const before = (await audits()).length;
    const res = await toggle(admin.child, percentId, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(clinicPromotionListSchema.parse(res.json()).promotions.find((p) => p.id === percentId)).toMatchObject({ switchedOff: true, switchedOffBy: 'clinic' });
    expect(await switches()).toEqual([[g.child, percentId]]);
    const events = (await audits()).slice(before);
    expect(events.map((e) => [Number(e.clinic_id), e.action, Number(e.entity_id)])).toEqual([[g.child, 'promotion_switched_off', percentId]]);
    // Another clinic's admin sees it on, and switching it on there leaves this clinic's switch alone.
    expect((await view(admin.other)).promotions.find((p) => p.id === percentId)?.switchedOff).toBe(false);
    expect((await toggle(admin.other, percentId, false)).statusCode).toBe(200);
    expect(await switches()).toEqual([[g.child, percentId]]);

    const client = await readyShopper(t, email('client'), { clinicId: g.child, productId: cards[0]!.productId, quantity: 2 });
    const other = await readyShopper(t, email('other'), { clinicId: g.other, productId: cards[0]!.productId, quantity: 2 });
    expect(await card(client.headers, cards[0]!.productId)).toMatchObject({ isOnPromotion: false, promotionBadgeLabel: null });
    expect(await card(other.headers, cards[0]!.productId)).toMatchObject({ isOnPromotion: true, promotionBadgeLabel: 'Switch 20% off' });
    expect(await offers(client.headers, cards[0]!.productId)).not.toContain(percentId);
    expect(await offers(other.headers, cards[0]!.productId)).toContain(percentId);
    expect((await t.app.inject({ method: 'GET', url: `/api/prods/promo/${percentId}`, headers: client.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/prods/list?promoId=${percentId}`, headers: client.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/prods/promo/${percentId}`, headers: other.headers })).statusCode).toBe(200);

    const line = async (headers: Headers) => {
      const cart = cartResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/cart/', headers })).json()).cart!;
      return cart.items.find((i) => i.productID === cards[0]!.productId)!;
    };
    const mine = await line(client.headers);
    const theirs = await line(other.headers);
    expect(mine.netExtPrice).toBe(mine.extPrice);
    expect(theirs.netExtPrice).toBeLessThan(theirs.extPrice);

    // On again: the badge and the cart's offer come back.
    expect((await toggle(admin.child, percentId, false)).statusCode).toBe(200);
    expect(await switches()).toEqual([]);
    expect((await audits()).slice(before).map((e) => e.action)).toEqual(['promotion_switched_off', 'promotion_switched_on', 'promotion_switched_on']);
    expect(await card(client.headers, cards[0]!.productId)).toMatchObject({ isOnPromotion: true });
    expect((await line(client.headers)).netExtPrice).toBe(theirs.netExtPrice);
  });

  it('a master clinic\'s switch covers its children: no free item, no offer on a new AutoOrder; the child cannot switch it on', async () => {
    expect((await toggle(admin.master, bogoId, true)).statusCode).toBe(200);
    expect((await toggle(admin.master, percentId, true)).statusCode).toBe(200);
    const childView = (await view(admin.child)).promotions.find((p) => p.id === bogoId);
    expect(childView).toMatchObject({ switchedOff: true, switchedOffBy: 'master' });
    const refused = await toggle(admin.child, bogoId, false);
    expect(refused.statusCode).toBe(409);
    expect(knownErrorResponseSchema.parse(refused.json())).toMatchObject({ code: 'promotion_switched_off_by_master', message: expect.stringMatching(/master clinic/) });
    expect((await view(admin.master)).coversChildren).toBe(true);

    const addBought = async (clinicId: number) => {
      const s = await readyShopper(t, email('bogo'), { clinicId, productId: cards[0]!.productId });
      const res = await s.api.call({ method: 'POST', url: '/api/cart/item/', payload: { productId: cards[1]!.productId, petId: s.petId, quantity: 1, acceptedSpecialOfferPromoIds: [bogoId] } });
      expect(res.statusCode, res.body).toBe(200);
      return cartResponseSchema.parse(res.json()).cart!.items.filter((i) => i.promoId === bogoId);
    };
    expect(await addBought(g.child)).toEqual([]);
    const freeElsewhere = await addBought(g.other);
    expect(freeElsewhere).toHaveLength(1);
    expect(freeElsewhere[0]).toMatchObject({ productID: cards[2]!.productId, netExtPrice: 0 });

    // A new AutoOrder of the child's client is ordered without the switched-off 20 %; another clinic's with it.
    const due = toIsoDate(new Date());
    const unitOf = async (clinicId: number) => {
      const s = await subscribedShopper(t, email('ao'), cards[0]!.productId, due, { clinicId, quantity: 1 });
      const report = await runDueAutoOrders(engineDeps(t), { asOf: due, now: new Date(), onlyIds: [s.subscriptionId] });
      expect(report.entries.map((e) => e.outcome)).toEqual(['placed']);
      const order = (await ordersOf(db(), s.subscriptionId)).slice(-1)[0]!;
      const line = await db().selectFrom('order_items').select(['net_price_cents', 'quantity']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
      return Number(line.net_price_cents) / Number(line.quantity);
    };
    const childUnit = await unitOf(g.child);
    const otherUnit = await unitOf(g.other);
    expect(otherUnit).toBeLessThan(childUnit);

    // The master switches them on again: its children have them back.
    expect((await toggle(admin.master, bogoId, false)).statusCode).toBe(200);
    expect((await toggle(admin.master, percentId, false)).statusCode).toBe(200);
    expect((await view(admin.child)).promotions.find((p) => p.id === bogoId)?.switchedOff).toBe(false);
  });
});
