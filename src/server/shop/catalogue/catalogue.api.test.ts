import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../domain/constants';
import { productListResponseSchema, promoResponseSchema, type ProductListResponse } from '../../../contracts/catalogue';
import { productDetailsResponseSchema } from '../../../contracts/catalogue-details';
import { serializeSearchFilter } from '../../../contracts/catalogue-filter';
import { CATEGORY_IDS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEASONAL_L2_IDS } from '../../../domain/constants';
import { DEMO_PROMO_IDS } from '../../db/seed';
import { testEngines } from '../../testing/test-database';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';

/** API tests of the catalogue on every engine (STYLE §12), against a seeded 300-product store. */
describe.each(testEngines())('catalogue API on %s', (engine) => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 300 });
    auth = { authorization: `Bearer ${await visitorToken(t.app)}` };
  });
  afterAll(() => t.close());

  const get = (url: string, headers = auth) => t.app.inject({ method: 'GET', url, headers });
  async function list(query: string, headers = auth): Promise<ProductListResponse> {
    const response = await get(`/api/prods/list${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return productListResponseSchema.parse(response.json());
  }
  /** Every result id over all pages. */
  async function allIds(query: string): Promise<number[]> {
    const first = await list(`${query}${query ? '&' : '?'}pgSize=${MAX_PAGE_SIZE}`);
    const ids = first.results.map((r) => r.id);
    for (let pg = 2; (pg - 1) * MAX_PAGE_SIZE < first.count; pg++) {
      ids.push(...(await list(`${query}${query ? '&' : '?'}pgSize=${MAX_PAGE_SIZE}&pg=${pg}`)).results.map((r) => r.id));
    }
    return ids;
  }
  /** Families with at least one browsable product: the only ones listed. */
  const listed = async () =>
    new Set((await t.database.db.selectFrom('products').select('family_id').where('allow_browsing', '=', 1).execute()).map((r) => r.family_id));
  const familiesWhere = async (column: 'l1_id' | 'l2_id' | 'l3_id', id: number) => {
    const shown = await listed();
    const rows = await t.database.db.selectFrom('family_categories').select('family_id').where(column, '=', id).execute();
    return new Set(rows.map((r) => r.family_id).filter((f) => shown.has(f)));
  };
  const familiesWithValue = async (valueId: number) => {
    const shown = await listed();
    const rows = await t.database.db.selectFrom('family_property_values').select('family_id').where('property_value_id', '=', valueId).execute();
    return new Set(rows.map((r) => r.family_id).filter((f) => shown.has(f)));
  };

  it('needs a bearer token', async () => {
    expect((await get('/api/prods/list', {})).statusCode).toBe(401);
    expect((await get('/api/prods/list', { authorization: 'Bearer forged.token.value' })).statusCode).toBe(401);
  });

  it('stops accepting a remembered token once it expires', async () => {
    const headers = { authorization: `Bearer ${await visitorToken(t.app)}` };
    expect((await get('/api/prods/list?pgSize=1', headers)).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000, toFake: ['Date'] });
    try {
      expect((await get('/api/prods/list?pgSize=1', headers)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the whole catalogue without sf, one result per family, 32 a page', async () => {
    const body = await list('');
    const families = await t.database.db.selectFrom('product_families').select('id').execute();
    expect(body.count).toBeGreaterThan(100);
    expect(body.count).toBeLessThanOrEqual(families.length);
    expect(body.results).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(body.pgSize).toBe(DEFAULT_PAGE_SIZE);
    expect(new Set(body.results.map((r) => r.id)).size).toBe(DEFAULT_PAGE_SIZE);
    expect(body.title).toBeNull();
    expect(body.categFacets.l1Categories.map((c) => c.id)).toEqual([10, 20, 30, 50]);
    // Featured first when there is no search term.
    const featured = body.results.map((r) => r.isFeatured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    const multi = body.results.find((r) => r.numProductsInFamily > 1);
    if (multi) expect(multi.productId).not.toBe(multi.id);
    expect(body.results[0]).not.toHaveProperty('debug');
  });

  it('filters by l1, l2 and l3 and names the deepest category', async () => {
    for (const [column, id] of [['l1_id', CATEGORY_IDS.dogs], ['l2_id', 1100], ['l3_id', 11001]] as const) {
      const expected = await familiesWhere(column, id);
      const level = column.slice(0, 2);
      const ids = await allIds(`?${level}=${id}`);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids)).toEqual(new Set([...expected].filter((f) => ids.includes(f))));
      expect(ids.length).toBe(expected.size);
    }
    const body = await list('?l3=11001');
    expect(body.title).toBe('Dry food');
    expect(body.l1Category?.categoryId).toBe(10);
    expect(body.l2Category?.categoryId).toBe(1100);
    expect(body.categFacets.l2Categories.every((c) => c.parentId === 10)).toBe(true);
    expect(body.categFacets.l3Categories.find((c) => c.id === 11001)?.count).toBe(body.count);
  });

  it('ORs values of one property and ANDs different properties', async () => {
    const adult = await familiesWithValue(203);
    const senior = await familiesWithValue(204);
    const union = await allIds('?lifestage=adult&lifestage=senior');
    expect(new Set(union)).toEqual(new Set([...adult, ...senior]));
    const base = await list('?lifestage=adult');
    const brand = base.propFacets.find((f) => f.filterName === 'brand' && f.count > 0)!;
    const both = await allIds(`?sf=${encodeURIComponent(serializeSearchFilter({ selectedProperties: { lifestage: ['adult'], brand: [brand.queryValue] } }))}`);
    const brandFamilies = await familiesWithValue(brand.id);
    expect(new Set(both)).toEqual(new Set([...adult].filter((f) => brandFamilies.has(f))));
    expect(both.length).toBe(brand.count);
  });

  it('counts facets for the current filter without zeroing the selected facet’s siblings', async () => {
    const dogs = await list('?l1=10');
    const brands = dogs.propFacets.filter((f) => f.filterName === 'brand');
    const [first, second] = brands;
    const selected = await list(`?l1=10&brand=${first!.queryValue}`);
    expect(selected.count).toBe(first!.count);
    const again = selected.propFacets.filter((f) => f.filterName === 'brand');
    // Each brand still shows what choosing it (instead) would give.
    for (const b of brands) expect(again.find((f) => f.id === b.id)?.count).toBe(b.count);
    expect(again.find((f) => f.id === first!.id)?.isSelected).toBe(true);
    // Another facet's count is what adding it gives.
    const life = selected.propFacets.find((f) => f.filterName === 'lifestage')!;
    expect((await list(`?l1=10&brand=${first!.queryValue}&lifestage=${life.queryValue}`)).count).toBe(life.count);
    // Category counts ignore the category selection but honour the brand.
    const cats = await list(`?brand=${second!.queryValue}`);
    const dogsCount = cats.categFacets.l1Categories.find((c) => c.id === 10)!.count;
    expect((await list(`?l1=10&brand=${second!.queryValue}`)).categFacets.l1Categories.find((c) => c.id === 10)!.count).toBe(dogsCount);
  });

  it('pages: pgSize defaults to 32, the last page holds the rest, past the end is empty with the count', async () => {
    const first = await list('?l1=10&pgSize=10');
    const second = await list('?l1=10&pgSize=10&pg=2');
    expect(first.results.map((r) => r.id)).not.toEqual(expect.arrayContaining(second.results.map((r) => r.id)));
    const lastPage = Math.ceil(first.count / 10);
    const last = await list(`?l1=10&pgSize=10&pg=${lastPage}`);
    expect(last.results).toHaveLength(first.count - (lastPage - 1) * 10);
    const beyond = await list(`?l1=10&pgSize=10&pg=${lastPage + 5}`);
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(first.count);
    expect((await list('?pgSize=100000')).pgSize).toBe(MAX_PAGE_SIZE);
  });

  it('finds the same dog products for "chien" and "dog"', async () => {
    const dog = await allIds('?q=dog');
    const chien = await allIds('?q=chien');
    expect(dog.length).toBeGreaterThan(10);
    expect(new Set(chien)).toEqual(new Set(dog));
    const dogs = await familiesWhere('l1_id', CATEGORY_IDS.dogs);
    expect(dog.filter((id) => dogs.has(id)).length / dog.length).toBeGreaterThan(0.9);
  });

  it('finds cat food for "nouriture chat" (French, with a typo)', async () => {
    const body = await list('?q=nouriture%20chat&pgSize=96');
    const catFood = await familiesWhere('l2_id', 2100);
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.every((r) => catFood.has(r.id))).toBe(true);
  });

  it('tolerates a typo: "salomn" finds salmon, "dgo food" (two letters swapped) finds dog food', async () => {
    const body = await list('?q=salomn&debug=1');
    expect(body.count).toBeGreaterThan(0);
    expect(body.results[0]!.name).toMatch(/salmon/i);
    expect(body.results[0]!.debug!.matches.join(' ')).toContain('salomn→salmon (typo');
    const typed = await list('?q=dgo%20food');
    expect(typed.count).toBe((await list('?q=dog%20food')).count);
    expect(typed.results.slice(0, 5).map((r) => r.categoriesCombinedDto.l2Id)).toEqual([1100, 1100, 1100, 1100, 1100]);
    expect((await list('?q=dgg')).count).toBe(0);
  });

  it('finds a family by the manufacturer product number, exactly', async () => {
    const child = await t.database.db.selectFrom('products').select(['mfg_sku', 'family_id']).where('is_default', '=', 0).where('allow_browsing', '=', 1).executeTakeFirstOrThrow();
    const body = await list(`?q=${encodeURIComponent(child.mfg_sku.toLowerCase())}`);
    expect(body.results.map((r) => r.id)).toEqual([child.family_id]);
  });

  it('accepts sf and plain parameters alike, and a language', async () => {
    const plain = await list('?l1=20&lifestage=senior&q=food');
    const sf = await list(`?sf=${encodeURIComponent('l1=20|lifestage=senior|q=food')}`);
    expect(sf.results.map((r) => r.id)).toEqual(plain.results.map((r) => r.id));
    const fr = await list('?l1=20&lang=fr');
    expect(fr.title).toBe('Chats');
    expect(fr.propFacets.find((f) => f.filterName === 'lifestage')?.displayName).toBe('Stade de vie');
    const cookie = await list('?l1=20', { ...auth, cookie: 'lang=fr-CA' });
    expect(cookie.title).toBe('Chats');
  });

  it.each([
    ['pg=0'], ['pg=abc'], ['pg=1.5'], ['pgSize=-1'], ['pgSize=0'], ['sf=l1'], ['sf=l1%3Dabc'], ['sf=q%3D%25E0%25A4%25A'],
    ['l1=99'], ['l1=20&l2=1100'], ['colour=red'], ['lifestage=baby'], ['promoId=9999'], ['mfgId=9999'],
  ])('answers %s with a 400 and a message', async (query) => {
    const response = await get(`/api/prods/list?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });

  it('returns debug data (score, rank, hidden promotions) only in debug mode', async () => {
    const plain = await list('?q=food');
    expect(plain.results.every((r) => r.debug === undefined)).toBe(true);
    expect(plain.debugInfo).toBeUndefined();
    const debug = await list('?q=food&debug=1');
    expect(debug.results.map((r) => r.debug!.rank)).toEqual(debug.results.map((_, i) => i + 1));
    const scores = debug.results.map((r) => r.debug!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(debug.debugInfo?.totalMatches).toBeGreaterThan(0);

    // Families only in the hidden promotion show no badge outside debug mode.
    for (const promoId of [DEMO_PROMO_IDS.hidden, DEMO_PROMO_IDS.notQualified]) {
      expect((await get(`/api/prods/promo/${promoId}`)).statusCode).toBe(404);
      const shown = promoResponseSchema.parse((await get(`/api/prods/promo/${promoId}?debug=1`)).json());
      expect(shown.promos[0]!.id).toBe(promoId);
      const inPlain = await list(`?promoId=${promoId}&pgSize=96`);
      const inDebug = await list(`?promoId=${promoId}&pgSize=96&debug=1`);
      for (const item of inDebug.results) {
        const hiddenOnly = item.debug!.promotions.every((p) => p.hidden || p.notQualified);
        if (hiddenOnly) {
          expect(item.isOnPromotion).toBe(true);
          expect(inPlain.results.find((r) => r.id === item.id)?.isOnPromotion).toBe(false);
        }
      }
    }
  });

  it('badges a card only when the format it shows is on offer (issue 24 item 17)', async () => {
    const inPromotion = new Set((await t.database.db.selectFrom('promotion_group_products').select('product_id').execute()).map((r) => Number(r.product_id)));
    let badged = 0;
    for (const promoId of Object.values(DEMO_PROMO_IDS)) {
      for (const item of (await list(`?promoId=${promoId}&pgSize=96`)).results) {
        if (!item.isOnPromotion) continue;
        badged++;
        expect(inPromotion.has(item.productId), `${item.name} (${item.productFormat})`).toBe(true);
      }
    }
    expect(badged).toBeGreaterThan(0);
  });

  it('answers a promotion with its products, facets and sanitised texts', async () => {
    const response = await get(`/api/prods/promo/${DEMO_PROMO_IDS.percentage}?lang=en`);
    expect(response.statusCode).toBe(200);
    const body = promoResponseSchema.parse(response.json());
    const promo = body.promos[0]!;
    expect(body.title).toBe(promo.name);
    expect(promo.description).not.toMatch(/<script|alert/);
    const productIds = new Set(promo.allProductIds);
    const children = await t.database.db.selectFrom('products').select(['id', 'family_id']).execute();
    const familiesInPromo = new Set(children.filter((c) => productIds.has(c.id)).map((c) => c.family_id));
    expect(body.products.every((p) => familiesInPromo.has(p.id))).toBe(true);
    expect(body.count).toBe(familiesInPromo.size);
    expect(body.siteBanner).toBeNull();
    const rebate = promoResponseSchema.parse((await get(`/api/prods/promo/${DEMO_PROMO_IDS.instantRebate}`)).json()).promos[0]!;
    expect(rebate.description).toContain('href="https://www.example.com/parasites"');
    expect(rebate.description).not.toContain('onclick');
    expect(rebate.promoProductGroups[0]!.groupProductIds.length).toBeGreaterThan(0);
    const missing = await get('/api/prods/promo/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toContain('9999');
  });

  it('chooses the banner for the filter’s top-level category, else the global one', async () => {
    const banner = async (query: string) => (await get(`/api/prods/banner${query}`)).json<{ siteBanner: { id: number } | null }>().siteBanner;
    expect((await banner('?l1=10'))?.id).toBe(2);
    expect((await banner('?l3=11001'))?.id).toBe(2);
    expect((await banner(''))?.id).toBe(1);
    expect(await banner('?promoId=1')).toBeNull();
    expect((await list('?l1=20')).siteBanner?.id).toBe(3);
    expect((await banner('?l1=10&rnd=1'))?.id).toBe(2);
  });

  it('answers product details, and 404 for an unknown product', async () => {
    const child = await t.database.db.selectFrom('products').select(['id', 'family_id']).where('allow_browsing', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const response = await get(`/api/prods/details/${child.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const body = productDetailsResponseSchema.parse(response.json());
    expect(body.viewModel.productFamilyInfo.id).toBe(child.family_id);
    expect(body.viewModel.products.map((p) => p.productId)).toContain(child.id);
    expect(body.viewModel.productFamilyInfo.categories[0]!.level).toBe(1);
    expect(body.viewModel.pets).toEqual([]);
    expect(body.savedPrescriptions).toEqual([]);
    expect(body.suggestedProds.every((s) => s.id !== child.family_id)).toBe(true);
    expect(body.nextValidSubscriptionInfo).toBeNull();
    expect((await get(`/api/prods/details/${child.id}`)).statusCode).toBe(200);
    expect((await get('/api/prods/details/999999/')).statusCode).toBe(404);
    expect((await get('/api/prods/details/abc/')).statusCode).toBe(400);
    const hidden = await t.database.db.selectFrom('products').select('id').where('allow_browsing', '=', 0).executeTakeFirst();
    if (hidden) expect((await get(`/api/prods/details/${hidden.id}/`)).statusCode).toBe(404);
  });

  it('lists every category a seasonal family is in, not only its breadcrumb (issue 24 item 10)', async () => {
    const db = t.database.db;
    const seasonal = await db
      .selectFrom('family_categories as secondary')
      .innerJoin('products as p', 'p.family_id', 'secondary.family_id')
      .select(['p.id', 'secondary.family_id', 'secondary.l1_id', 'secondary.l2_id'])
      .where('secondary.is_primary', '=', 0)
      .where('secondary.l2_id', 'in', [SEASONAL_L2_IDS.dogs, SEASONAL_L2_IDS.cats, SEASONAL_L2_IDS.smallAnimals])
      .where('p.allow_browsing', '=', 1)
      .executeTakeFirstOrThrow();
    const info = productDetailsResponseSchema.parse((await get(`/api/prods/details/${seasonal.id}/`)).json()).viewModel.productFamilyInfo;
    expect(info.categories[0]!.id).toBe(CATEGORY_IDS.seasonal);
    expect(info.listedCategoryIds).toEqual(expect.arrayContaining([CATEGORY_IDS.seasonal, seasonal.l1_id, seasonal.l2_id]));
  });

  it('adds the signed-in shopper’s pets, prescriptions and favourites', async () => {
    const shopper = await signInAs(t.app);
    const rx = await t.database.db.selectFrom('prescriptions').select(['family_id']).executeTakeFirst();
    const child = rx
      ? await t.database.db.selectFrom('products').select('id').where('family_id', '=', rx.family_id).where('allow_browsing', '=', 1).executeTakeFirstOrThrow()
      : await t.database.db.selectFrom('products').select('id').where('allow_browsing', '=', 1).executeTakeFirstOrThrow();
    const body = productDetailsResponseSchema.parse((await get(`/api/prods/details/${child.id}/`, shopper.headers)).json());
    expect(body.viewModel.pets.length).toBeGreaterThan(0);
    if (rx) expect(body.savedPrescriptions.some((p) => p.masterProductID === rx.family_id)).toBe(true);
  });

  it('stars and unstars a product for a signed-in shopper only', async () => {
    const product = await t.database.db.selectFrom('products').select(['id', 'mfg_sku', 'family_id']).where('is_default', '=', 1).where('allow_browsing', '=', 1).executeTakeFirstOrThrow();
    const post = (action: string, headers: Record<string, string>, id = product.id) =>
      t.app.inject({ method: 'POST', url: `/api/account/favourites/${action}/?productId=${id}`, headers });
    expect((await post('add', {})).statusCode).toBe(401);
    expect((await post('add', auth)).statusCode).toBe(401);
    const shopper = await signInAs(t.app);
    for (let i = 0; i < 2; i++) {
      const added = await post('add', shopper.headers);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ isSuccess: true, productId: product.id, isFavourite: true });
    }
    const starred = await list(`?q=${encodeURIComponent(product.mfg_sku)}`, shopper.headers);
    expect(starred.results[0]?.isFavourite).toBe(true);
    expect((await list(`?q=${encodeURIComponent(product.mfg_sku)}`)).results[0]?.isFavourite).toBe(false);
    const removed = await post('remove', shopper.headers);
    expect(removed.json()).toMatchObject({ isFavourite: false });
    expect((await list(`?q=${encodeURIComponent(product.mfg_sku)}`, shopper.headers)).results[0]?.isFavourite).toBe(false);
    expect((await post('add', shopper.headers, 999999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/favourites/add/?productId=x', headers: shopper.headers })).statusCode).toBe(400);
  });
});

describe.each(testEngines())('catalogue index rebuild on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 120 });
  });
  afterAll(() => t.close());

  it('picks up a catalogue change after the version is bumped, with banners sanitised', async () => {
    const { bumpCatalogueVersion } = await import('./index');
    const headers = { authorization: `Bearer ${await visitorToken(t.app)}` };
    const count = async (q: string) => (await t.app.inject({ url: `/api/prods/list?q=${q}`, headers })).json<{ count: number }>().count;
    const family = await t.database.db.selectFrom('product_families').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('product_families').set({ name_en: 'Zanzibar Test Kibble' }).where('id', '=', family.id).execute();
    await t.database.db.updateTable('banners').set({ content_en: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>' }).where('id', '=', 1).execute();

    expect(await t.app.catalogue.refresh()).toBe(false);
    expect(await count('zanzibar')).toBe(0);
    await bumpCatalogueVersion(t.database.db);
    expect(await t.app.catalogue.refresh()).toBe(true);
    expect(await count('zanzibar')).toBe(1);
    const banner = (await t.app.inject({ url: '/api/prods/banner', headers })).json<{ siteBanner: { content: string } }>().siteBanner;
    expect(banner.content).toBe('<p>Hi <a>x</a></p>');
  });
});
