import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerResponseSchema, promotionResponseSchema, type BannerInput, type PromotionInput } from '../../../contracts/platform-promotions';
import { PREVIEW_COOKIE, currentPreviewResponseSchema, endPreviewResponseSchema, startPreviewResponseSchema } from '../../../contracts/store-preview';
import { storeToday } from '../../../domain/store-preview';
import { addDays } from '../../../domain/time';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper } from '../../testing/fixtures';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Session = { cookie: string; headers: Record<string, string> };

/** The first day of the month after `day`'s (YYYY-MM-DD). */
function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * The preview of the store (issue 26; docs/decisions/110-store-preview.md): who may start one and
 * for whom, the audit of its start and end, the refusal of every shop and account write while a
 * request carries one, and the shop answering as of the preview's day.
 */
describe.each(testEngines())('store preview on %s', (engine) => {
  let t: TestApp;
  let staff: Session;
  let admin: Session;
  let shopper: Session;
  let visitor: Record<string, string>;
  let clinicId: number;
  let clientId: number;
  let vetId: number;
  let otherClinicId: number;
  let otherClientId: number;
  const today = () => storeToday(new Date());

  const count = async (table: 'store_previews' | 'audit_events' | 'cart_items' | 'orders' | 'favourites') =>
    Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  /** Starts a preview; answers the response and the headers of a request that carries it. */
  async function start(session: Session, url: '/api/clinic/preview' | '/api/platform/preview', payload: object) {
    const res = await injectChecked(t.app, { method: 'POST', url, headers: { ...session.headers, cookie: session.cookie }, payload }, startPreviewResponseSchema);
    const secret = res.cookies.find((c) => c.name === PREVIEW_COOKIE);
    const carrying = secret ? { ...session.headers, cookie: `${session.cookie}; ${PREVIEW_COOKIE}=${secret.value}` } : null;
    return { res, secret, carrying };
  }
  const current = async (headers: Record<string, string>) =>
    (await injectChecked(t.app, { method: 'GET', url: '/api/preview', headers }, currentPreviewResponseSchema)).parsed as { preview: { id: number; day: string; client: { id: number } | null } | null };
  const end = (headers: Record<string, string>) => injectChecked(t.app, { method: 'POST', url: '/api/preview/end', headers }, endPreviewResponseSchema);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 30 });
    staff = await signInAs(t.app, DEMO_STAFF.staff.email, PASSWORD);
    admin = await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD);
    shopper = await signInAs(t.app, DEMO_SHOPPER.email, PASSWORD);
    visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    const db = t.database.db;
    const client = await db.selectFrom('users').select(['id', 'clinic_id']).where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    clientId = Number(client.id);
    clinicId = Number(client.clinic_id);
    vetId = Number((await db.selectFrom('users').select('id').where('email', '=', DEMO_STAFF.veterinarian.email).executeTakeFirstOrThrow()).id);
    otherClinicId = Number(await createClinic(db));
    otherClientId = Number(await createShopper(db, { email: 'preview.other@example.com', password: PASSWORD, clinicId: otherClinicId }));
  });
  afterAll(() => t.close());

  it('lets only staff start a clinic preview and only site administrators a platform one (401 / 403), writing nothing', async () => {
    const before = await count('store_previews');
    const body = { clientId, lang: 'en', day: today() };
    expect((await t.app.inject({ method: 'POST', url: '/api/clinic/preview', headers: visitor, payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/clinic/preview', headers: shopper.headers, payload: body })).statusCode).toBe(403);
    for (const session of [shopper, staff]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/platform/preview', headers: session.headers, payload: { ...body, clinicId } });
      expect(res.statusCode).toBe(403);
    }
    expect(await count('store_previews')).toBe(before);
  });

  it("answers 404 for another clinic's client, a staff account or an unknown id, and 400 for a bad day or language", async () => {
    const before = await count('store_previews');
    for (const id of [otherClientId, vetId, 999_999]) {
      const { res, secret } = await start(staff, '/api/clinic/preview', { clientId: id, lang: 'en', day: today() });
      expect(res.statusCode, String(id)).toBe(404);
      expect(secret).toBeUndefined();
    }
    // The site administrator names the clinic: its own clients only, and a clinic that exists.
    expect((await start(admin, '/api/platform/preview', { clinicId, clientId: otherClientId, lang: 'en', day: today() })).res.statusCode).toBe(404);
    expect((await start(admin, '/api/platform/preview', { clinicId: 999_999, clientId: null, lang: 'en', day: today() })).res.statusCode).toBe(404);
    for (const bad of [{ day: '2026-02-31' }, { day: addDays(today(), 800) }, { lang: 'de' }, { clientId: 'x' }]) {
      const res = (await start(staff, '/api/clinic/preview', { clientId, lang: 'en', day: today(), ...bad })).res;
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await count('store_previews')).toBe(before);
  });

  it('audits a preview when it starts and when it ends; the cookie is HttpOnly and belongs to its session', async () => {
    const audits = await count('audit_events');
    const { res, secret, carrying } = await start(staff, '/api/clinic/preview', { clientId, lang: 'fr', day: today() });
    expect(res.statusCode, res.body).toBe(200);
    expect(secret?.httpOnly).toBe(true);
    const preview = (res.parsed as { preview: { id: number; client: { id: number }; lang: string; isToday: boolean } }).preview;
    expect(preview).toMatchObject({ client: { id: clientId }, lang: 'fr', isToday: true });
    const started = await t.database.db.selectFrom('audit_events').selectAll().where('entity', '=', 'store_preview').where('entity_id', '=', preview.id).execute();
    expect(started.map((e) => [e.action, Number(e.clinic_id), e.actor_role])).toEqual([['preview_started', clinicId, 'clinic_staff']]);
    expect(JSON.parse(started[0]!.after_json)).toMatchObject({ clientId, lang: 'fr', day: today() });

    expect((await current(carrying!)).preview).toMatchObject({ id: preview.id, client: { id: clientId } });
    // The cookie alone speaks for nobody else: another session carrying it is in no preview.
    expect((await current({ ...shopper.headers, cookie: `${shopper.cookie}; ${PREVIEW_COOKIE}=${secret!.value}` })).preview).toBeNull();

    expect((await end(carrying!)).statusCode).toBe(200);
    expect((await current(carrying!)).preview).toBeNull();
    const actions = (await t.database.db.selectFrom('audit_events').select('action').where('entity', '=', 'store_preview').where('entity_id', '=', preview.id).orderBy('id').execute()).map((e) => e.action);
    expect(actions).toEqual(['preview_started', 'preview_ended']);
    expect(await count('audit_events')).toBe(audits + 2);
  });

  it('refuses every shop and account write with 403 while the request carries a preview, and changes nothing', async () => {
    const { carrying } = await start(admin, '/api/platform/preview', { clinicId, clientId, lang: 'en', day: today() });
    const product = await t.database.db.selectFrom('products').select('id').where('is_in_stock', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const before = { cart: await count('cart_items'), orders: await count('orders'), favourites: await count('favourites') };
    const writes: Array<{ method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }> = [
      { method: 'POST', url: '/api/cart/item/', payload: { productId: Number(product.id), quantity: 1 } },
      { method: 'POST', url: '/api/cart/placeOrder/', payload: {} },
      { method: 'PUT', url: '/api/cart/clearCart' },
      { method: 'DELETE', url: '/api/cart/item/1' },
      { method: 'POST', url: `/api/account/favourites/add/?productId=${Number(product.id)}` },
      { method: 'PUT', url: '/api/account/profile', payload: {} },
      { method: 'POST', url: '/sandbox/payments/tokenize', payload: {} },
    ];
    for (const write of writes) {
      const res = await t.app.inject({ ...write, headers: carrying! });
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(res.json(), write.url).toMatchObject({ isSuccess: false, code: 'preview_read_only' });
    }
    expect({ cart: await count('cart_items'), orders: await count('orders'), favourites: await count('favourites') }).toEqual(before);
    // Reads still answer, and the portal's own calls are not the shop's.
    expect((await t.app.inject({ method: 'GET', url: '/api/prods/list', headers: carrying! })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/clinics', headers: carrying! })).statusCode).toBe(200);
    // Without the preview the same session may write again.
    await end(carrying!);
    const after = await t.app.inject({ method: 'PUT', url: '/api/cart/clearCart', headers: { ...admin.headers, cookie: admin.cookie } });
    expect(after.statusCode).not.toBe(403);
  });

  it("shows a banner and a promotion starting next month only in a preview dated after their start, and never in the live shop", async () => {
    const db = t.database.db;
    const startDay = firstOfNextMonth(today());
    // The store's other banners step aside, so the new one is the store's only banner.
    await db.updateTable('banners').set({ is_active: 0 }).execute();
    const bannerInput: BannerInput = {
      name: 'Next month', contentEn: '<p>Coming next month</p>', contentFr: '<p>Le mois prochain</p>', l1CategoryId: null, isActive: true,
      startDay, endDay: addDays(startDay, 20),
    };
    const banner = await injectChecked(t.app, { method: 'POST', url: '/api/platform/banners', headers: admin.headers, payload: bannerInput }, bannerResponseSchema);
    expect(banner.statusCode, banner.body).toBe(200);
    const bannerId = (banner.parsed as { banner: { id: number } }).banner.id;
    const sku = (await db.selectFrom('products').select('mfg_sku').where('is_in_stock', '=', 1).orderBy('id').executeTakeFirstOrThrow()).mfg_sku;
    const promotionInput: PromotionInput = {
      kind: 'percentage', nameEn: 'Next month 15% off', nameFr: 'Le mois prochain, 15 % de rabais', descriptionEn: 'Soon.', descriptionFr: 'Bientôt.',
      finePrintEn: 'While supplies last.', finePrintFr: 'Jusqu’à épuisement des stocks.', badgeLabelEn: '15% off', badgeLabelFr: '15 % de rabais', startDay, endDay: addDays(startDay, 20),
      discountPercent: 15, bogoDiscountPercent: 0, rebateAmountCents: 0, isInstantRebate: false, isForSubscriptionsOnly: false, hidden: false,
      groups: [{ kind: 'buy', minQuantity: 1, skus: [sku] }],
    };
    const promotion = await injectChecked(t.app, { method: 'POST', url: '/api/platform/promotions', headers: admin.headers, payload: promotionInput }, promotionResponseSchema);
    expect(promotion.statusCode, promotion.body).toBe(200);
    const promotionId = (promotion.parsed as { promotion: { id: number } }).promotion.id;
    await t.app.catalogue.refresh();

    const bannerShown = async (headers: Record<string, string>) =>
      ((await t.app.inject({ method: 'GET', url: '/api/prods/banner', headers })).json() as { siteBanner: { id: number } | null }).siteBanner?.id === bannerId;
    const promotionShown = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: `/api/prods/promo/${promotionId}`, headers })).statusCode === 200;

    const previewOn = async (day: string) => (await start(staff, '/api/clinic/preview', { clientId: null, lang: 'en', day })).carrying!;
    const dayBefore = await previewOn(addDays(startDay, -1));
    expect(await bannerShown(dayBefore)).toBe(false);
    expect(await promotionShown(dayBefore)).toBe(false);
    await end(dayBefore);

    const nextMonth = await previewOn(addDays(startDay, 1));
    expect(await bannerShown(nextMonth)).toBe(true);
    expect(await promotionShown(nextMonth)).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/api/prods/list', headers: nextMonth })).json() as { siteBanner: { id: number } | null };
    expect(list.siteBanner?.id).toBe(bannerId);
    expect((await current(nextMonth)).preview).toMatchObject({ day: addDays(startDay, 1), client: null });

    // The live shop, even for the same session while its preview runs elsewhere, is today's.
    expect(await bannerShown(visitor)).toBe(false);
    expect(await promotionShown(visitor)).toBe(false);
    expect(await bannerShown(staff.headers)).toBe(false);
    await end(nextMonth);
  });
});
