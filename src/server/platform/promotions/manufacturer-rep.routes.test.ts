import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInResponseSchema } from '../../../contracts/auth';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import { platformMeSchema, PLATFORM_ROUTES } from '../../../contracts/platform';
import { promotionListSchema, promotionResponseSchema, type PromotionInput } from '../../../contracts/platform-promotions';
import { STORE_TIME_ZONE } from '../../../domain/promotion-editor';
import { localDateOf } from '../../../domain/report-periods';
import { addDays } from '../../../domain/time';
import { DEMO_MANUFACTURER_REP, DEMO_SHOPPER, DEMO_SITE_ADMIN } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

type Headers = Record<string, string>;

/**
 * The manufacturer representative (issue 26; docs/decisions/111-clinic-promotion-switch.md): a
 * person of one manufacturer who creates, changes and ends promotions of that brand's products only,
 * checked on the server: another brand's SKU is a 403 naming it (nothing written), another brand's
 * promotion is as absent (404, not listed), and the rest of the platform stays closed (403).
 */
describe.each(testEngines())('a manufacturer representative on %s', (engine) => {
  let t: TestApp;
  let rep: Headers;
  let admin: Headers;
  let brand: { id: number; name: string };
  let own: string[];
  let others: string[];
  const today = () => localDateOf(new Date(), STORE_TIME_ZONE);
  const draft = (skus: string[], overrides: Partial<PromotionInput> = {}): PromotionInput => ({
    kind: 'percentage', nameEn: 'Brand week', nameFr: 'Semaine de la marque', descriptionEn: '', descriptionFr: '', finePrintEn: '', finePrintFr: '',
    badgeLabelEn: '15% off', badgeLabelFr: '15 % de rabais', startDay: today(), endDay: addDays(today(), 14),
    discountPercent: 15, bogoDiscountPercent: 0, rebateAmountCents: 0, isInstantRebate: false, isForSubscriptionsOnly: false, hidden: false,
    groups: [{ kind: 'buy', minQuantity: 1, skus }], ...overrides,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers) =>
    injectChecked(t.app, { method, url, headers, payload: payload as object }, promotionResponseSchema);
  const count = async () => Number((await t.database.db.selectFrom('promotions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 60 });
    const logon = await injectChecked(t.app, { method: 'POST', url: '/Account/Logon', payload: { email: DEMO_MANUFACTURER_REP.email, password: DEMO_SHOPPER.password } }, signInResponseSchema);
    expect((logon.parsed as { home?: string }).home).toBe(PLATFORM_ROUTES.promotions);
    rep = (await signInAs(t.app, DEMO_MANUFACTURER_REP.email, DEMO_SHOPPER.password)).headers;
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, DEMO_SHOPPER.password)).headers;
    const me = platformMeSchema.parse((await t.app.inject({ method: 'GET', url: '/api/platform/me', headers: rep })).json());
    expect(me).toMatchObject({ email: DEMO_MANUFACTURER_REP.email, roles: ['manufacturer_rep'] });
    brand = me.manufacturer!;
    const skus = await t.database.db.selectFrom('products as p').innerJoin('product_families as f', 'f.id', 'p.family_id')
      .select(['p.mfg_sku', 'f.manufacturer_id']).orderBy('p.id').execute();
    own = skus.filter((s) => Number(s.manufacturer_id) === brand.id).map((s) => s.mfg_sku).slice(0, 3);
    others = skus.filter((s) => Number(s.manufacturer_id) !== brand.id).map((s) => s.mfg_sku).slice(0, 2);
    expect(own.length).toBeGreaterThan(1);
    expect(others.length).toBe(2);
  });
  afterAll(() => t.close());

  it('creates, changes and ends a promotion of its brand, audited as a manufacturer representative', async () => {
    const created = await send('POST', '/api/platform/promotions', draft(own.slice(0, 1)), rep);
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.parsed as { promotion: { id: number } }).promotion.id;
    const changed = await send('PUT', `/api/platform/promotions/${id}`, draft(own, { discountPercent: 25 }), rep);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.parsed as { promotion: { discountPercent: number } }).promotion.discountPercent).toBe(25);
    const ended = await send('POST', `/api/platform/promotions/${id}/end`, undefined, rep);
    expect((ended.parsed as { promotion: { schedule: string } }).promotion.schedule).toBe('ended');
    const audits = await t.database.db.selectFrom('audit_events').select(['actor_role', 'action']).where('entity', '=', 'promotion').where('entity_id', '=', id).orderBy('id').execute();
    expect(audits).toEqual([
      { actor_role: 'manufacturer_rep', action: 'promotion_created' },
      { actor_role: 'manufacturer_rep', action: 'promotion_updated' },
      { actor_role: 'manufacturer_rep', action: 'promotion_ended' },
    ]);
  });

  it("refuses another brand's SKU with a 403 that names it, on a new promotion and on a change; nothing is written", async () => {
    const before = await count();
    const refused = await send('POST', '/api/platform/promotions', draft([own[0]!, others[0]!]), rep);
    expect(refused.statusCode).toBe(403);
    const error = knownErrorResponseSchema.parse(refused.json());
    expect(error.code).toBe('promotion_other_manufacturer');
    expect(error.message).toContain(others[0]!);
    expect(error.message).toContain(brand.name);
    expect(await count()).toBe(before);

    const mine = (await send('POST', '/api/platform/promotions', draft(own.slice(0, 1)), rep)).parsed as { promotion: { id: number } };
    const change = await send('PUT', `/api/platform/promotions/${mine.promotion.id}`, draft([others[1]!]), rep);
    expect(change.statusCode).toBe(403);
    const kept = await injectChecked(t.app, { method: 'GET', url: `/api/platform/promotions/${mine.promotion.id}`, headers: rep }, promotionResponseSchema);
    expect((kept.parsed as { promotion: { groups: { products: { sku: string }[] }[] } }).promotion.groups[0]!.products.map((p) => p.sku)).toEqual([own[0]]);
  });

  it("neither lists nor opens, changes or ends another brand's promotion (404); the site administrator sees every one", async () => {
    const theirs = (await send('POST', '/api/platform/promotions', draft(others), admin)).parsed as { promotion: { id: number } };
    const mixed = (await send('POST', '/api/platform/promotions', draft([own[0]!, others[0]!]), admin)).parsed as { promotion: { id: number } };
    const listed = async (headers: Headers) =>
      ((await injectChecked(t.app, { method: 'GET', url: '/api/platform/promotions', headers }, promotionListSchema)).parsed as { promotions: { id: number }[] }).promotions.map((p) => p.id);
    const repIds = await listed(rep);
    expect(repIds).not.toContain(theirs.promotion.id);
    expect(repIds).not.toContain(mixed.promotion.id);
    expect(await listed(admin)).toEqual(expect.arrayContaining([theirs.promotion.id, mixed.promotion.id]));
    for (const id of [theirs.promotion.id, mixed.promotion.id]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/platform/promotions/${id}`, headers: rep })).statusCode).toBe(404);
      expect((await send('PUT', `/api/platform/promotions/${id}`, draft(own), rep)).statusCode).toBe(404);
      expect((await send('POST', `/api/platform/promotions/${id}/end`, undefined, rep)).statusCode).toBe(404);
    }
    const still = await injectChecked(t.app, { method: 'GET', url: `/api/platform/promotions/${theirs.promotion.id}`, headers: admin }, promotionResponseSchema);
    expect((still.parsed as { promotion: { schedule: string; discountPercent: number } }).promotion).toMatchObject({ schedule: 'running', discountPercent: 15 });
  });

  it('is refused the rest of the platform: banners, clinics, products (403)', async () => {
    for (const url of ['/api/platform/banners', '/api/platform/clinics']) {
      expect((await t.app.inject({ method: 'GET', url, headers: rep })).statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/platform/banners', headers: rep, payload: {} })).statusCode).toBe(403);
  });
});
