import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import {
  bannerListSchema, bannerResponseSchema, promotionListSchema, promotionResponseSchema, type BannerInput, type PromotionInput,
} from '../../../contracts/platform-promotions';
import { STORE_TIME_ZONE } from '../../../domain/promotion-editor';
import { localDateOf } from '../../../domain/report-periods';
import { addDays } from '../../../domain/time';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * The platform's promotions and banners (issue 26): a site administrator creates, changes and ends
 * them; the shop's list, promotion page and banner show them once the index is rebuilt; a rule the
 * pricing engine needs, an unknown SKU or an unknown id is refused and changes nothing; each
 * change is audited; nobody else may call any of it.
 */
describe.each(testEngines())('platform promotions on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let visitor: Headers;
  let skus: string[];
  const today = () => localDateOf(new Date(), STORE_TIME_ZONE);

  const bogo = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
    kind: 'bogo30', nameEn: 'Second bag half price', nameFr: 'Deuxième sac à moitié prix',
    descriptionEn: 'Buy one, get the second at <strong>50% off</strong>.', descriptionFr: 'Achetez-en un, le deuxième à <strong>50 %</strong> de rabais.',
    finePrintEn: 'Second item of equal or lesser value.', finePrintFr: 'Deuxième article de valeur égale ou inférieure.',
    badgeLabelEn: 'Buy 1, get 1 50% off', badgeLabelFr: 'Achetez-en 1, le 2e à 50 %',
    startDay: today(), endDay: addDays(today(), 30), discountPercent: 0, bogoDiscountPercent: 50, rebateAmountCents: 0,
    isInstantRebate: false, isForSubscriptionsOnly: false, hidden: false,
    groups: [{ kind: 'buy', minQuantity: 1, skus: skus.slice(0, 3) }, { kind: 'get', minQuantity: 1, skus: skus.slice(0, 3) }],
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = admin) =>
    injectChecked(t.app, { method, url, headers, payload: payload as object }, promotionResponseSchema);
  const count = async (table: 'promotions' | 'banners' | 'audit_events') =>
    Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 30 });
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
    visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    skus = (await t.database.db.selectFrom('products').select('mfg_sku').where('is_in_stock', '=', 1).orderBy('id').limit(5).execute()).map((r) => r.mfg_sku);
  });
  afterAll(() => t.close());

  it('refuses a visitor with 401 and a shopper or a clinic admin with 403, changing nothing', async () => {
    const before = await count('promotions');
    expect((await send('POST', '/api/platform/promotions', bogo(), visitor)).statusCode).toBe(401);
    for (const email of [DEMO_SHOPPER.email, DEMO_STAFF.admin.email]) {
      const headers = (await signInAs(t.app, email, PASSWORD)).headers;
      expect((await send('POST', '/api/platform/promotions', bogo(), headers)).statusCode, email).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/platform/promotions', headers })).statusCode, email).toBe(403);
      expect((await send('PUT', '/api/platform/banners/1', {}, headers)).statusCode, email).toBe(403);
    }
    expect(await count('promotions')).toBe(before);
  });

  it('creates a buy-one-get-one promotion that the shop shows on its products and its promotion page, audited', async () => {
    const audits = await count('audit_events');
    const res = await send('POST', '/api/platform/promotions', bogo());
    expect(res.statusCode, res.body).toBe(200);
    const { promotion } = res.parsed as { promotion: { id: number; kind: string; schedule: string; startDay: string; endDay: string; groups: { kind: string; products: { sku: string }[] }[] } };
    expect(promotion).toMatchObject({ kind: 'bogo30', schedule: 'running', startDay: today(), endDay: addDays(today(), 30) });
    expect(promotion.groups.map((g) => [g.kind, g.products.map((p) => p.sku).sort()])).toEqual([['buy', skus.slice(0, 3).sort()], ['get', skus.slice(0, 3).sort()]]);
    expect(await count('audit_events')).toBe(audits + 1);

    await t.app.catalogue.refresh();
    const page = await t.app.inject({ method: 'GET', url: `/api/prods/promo/${promotion.id}?lang=fr`, headers: visitor });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { promos: { name: string; promoTypeID: number }[]; products: { mfgSku: string; promotionBadgeLabel: string }[] };
    expect(body.promos[0]).toMatchObject({ name: 'Deuxième sac à moitié prix', promoTypeID: 30 });
    expect(body.products.length).toBeGreaterThan(0);

    const list = await injectChecked(t.app, { method: 'GET', url: '/api/platform/promotions', headers: admin }, promotionListSchema);
    expect((list.parsed as { promotions: { id: number; productCount: number }[] }).promotions.find((p) => p.id === promotion.id)?.productCount).toBe(3);
  });

  it('refuses a draft the pricing engine could not price, and unknown SKUs, with a 400 that says why; nothing is written', async () => {
    const before = await count('promotions');
    const cases: [Partial<PromotionInput>, RegExp][] = [
      [{ kind: 'percentage', discountPercent: 0, groups: [{ kind: 'buy', minQuantity: 1, skus: skus.slice(0, 1) }] }, /whole percent from 1 to 90/],
      [{ groups: [{ kind: 'buy', minQuantity: 1, skus: skus.slice(0, 1) }] }, /exactly one "get" group/],
      [{ endDay: addDays(today(), -1) }, /last day cannot be before the first day/],
      [{ kind: 'rebate3', rebateAmountCents: 0, groups: [{ kind: 'buy', minQuantity: 1, skus: skus.slice(0, 1) }] }, /rebate needs an amount/],
      [{ groups: [{ kind: 'buy', minQuantity: 1, skus: ['NO-SUCH-SKU'] }, { kind: 'get', minQuantity: 1, skus: skus.slice(0, 1) }] }, /No product has these SKUs: NO-SUCH-SKU/],
    ];
    for (const [overrides, message] of cases) {
      const res = await send('POST', '/api/platform/promotions', bogo(overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(knownErrorResponseSchema.parse(res.json()).message).toMatch(message);
    }
    expect(await count('promotions')).toBe(before);
  });

  it('changes and ends a promotion; an unknown promotion is a 404', async () => {
    const created = (await send('POST', '/api/platform/promotions', bogo({ startDay: addDays(today(), 10) }))).parsed as { promotion: { id: number; schedule: string } };
    expect(created.promotion.schedule).toBe('scheduled');
    const id = created.promotion.id;
    const changed = await send('PUT', `/api/platform/promotions/${id}`, bogo({ kind: 'percentage', discountPercent: 20, groups: [{ kind: 'buy', minQuantity: 2, skus: skus.slice(3, 5) }] }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.parsed as { promotion: object }).promotion).toMatchObject({ kind: 'percentage', discountPercent: 20, bogoDiscountPercent: 0, schedule: 'running' });

    const ended = await send('POST', `/api/platform/promotions/${id}/end`, undefined);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((ended.parsed as { promotion: { schedule: string } }).promotion.schedule).toBe('ended');
    await t.app.catalogue.refresh();
    expect((await t.app.inject({ method: 'GET', url: `/api/prods/promo/${id}`, headers: visitor })).statusCode).toBe(404);

    expect((await send('PUT', '/api/platform/promotions/999999', bogo())).statusCode).toBe(404);
    expect((await send('POST', '/api/platform/promotions/999999/end', undefined)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/promotions/abc', headers: admin })).statusCode).toBe(400);
  });

  it('shows a banner from its first day, on its category, and not before', async () => {
    const categories = (await injectChecked(t.app, { method: 'GET', url: '/api/platform/banners', headers: admin }, bannerListSchema).then((r) => r.parsed)) as { categories: { id: number }[] };
    const l1 = categories.categories[0]!.id;
    // The category's seeded banners step aside, so the new one is the category's only banner.
    await t.database.db.updateTable('banners').set({ is_active: 0 }).where('l1_category_id', '=', l1).execute();
    const banner = (overrides: Partial<BannerInput>): BannerInput => ({
      name: 'Next month', contentEn: '<p>Coming soon</p>', contentFr: '<p>Bientôt</p>', l1CategoryId: l1, isActive: true,
      startDay: addDays(today(), 30), endDay: addDays(today(), 40), ...overrides,
    });
    const created = await injectChecked(t.app, { method: 'POST', url: '/api/platform/banners', headers: admin, payload: banner({}) }, bannerResponseSchema);
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.parsed as { banner: { id: number; schedule: string } }).banner.id;
    expect((created.parsed as { banner: { schedule: string } }).banner.schedule).toBe('scheduled');
    await t.app.catalogue.refresh();
    const shown = async () => (await t.app.inject({ method: 'GET', url: `/api/prods/banner?l1=${l1}`, headers: visitor })).json().siteBanner as { id: number } | null;
    expect((await shown())?.id).not.toBe(id);

    const now = await injectChecked(t.app, { method: 'PUT', url: `/api/platform/banners/${id}`, headers: admin, payload: banner({ startDay: today() }) }, bannerResponseSchema);
    expect(now.statusCode, now.body).toBe(200);
    await t.app.catalogue.refresh();
    expect((await shown())?.id).toBe(id);

    const bad = await t.app.inject({ method: 'PUT', url: `/api/platform/banners/${id}`, headers: admin, payload: banner({ l1CategoryId: 999999 }) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/platform/banners/999999', headers: admin, payload: banner({}) })).statusCode).toBe(404);
  });
});
