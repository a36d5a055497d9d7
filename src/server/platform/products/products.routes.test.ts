import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownErrorResponseSchema } from '../../../contracts/error-codes';
import {
  productEditorSchema, productFamilyListSchema, uploadedImageSchema, type FamilyEdit, type ProductEditor,
} from '../../../contracts/platform-products';
import { readCatalogueState } from '../../db/catalogue-version';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN, DEMO_STAFF } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, signInAs, visitorToken, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { childBody, tinyPng } from './products-test-fixtures';

type Headers = Record<string, string>;

/**
 * The product editor (issue 26): site administrators only; a picture's type read from its bytes
 * and refused with a message in the page's language, nothing stored; the feed's price rules; a save
 * from an older copy refused; every change audited and reaching the catalogue index.
 */
describe.each(testEngines())('product editor API on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let familyId: number;
  const db = () => t.database.db;
  const editor = (id: number | string, headers = admin) =>
    injectChecked(t.app, { method: 'GET', url: `/api/platform/products/families/${id}`, headers }, productEditorSchema);
  const read = async (id = familyId) => productEditorSchema.parse((await editor(id)).parsed);
  const putFamily = (id: number | string, payload: unknown, headers = admin, lang = 'en') =>
    injectChecked(t.app, { method: 'PUT', url: `/api/platform/products/families/${id}?lang=${lang}`, headers, payload: payload as object }, productEditorSchema);
  const putChild = (id: number | string, payload: unknown, headers = admin, lang = 'en') =>
    injectChecked(t.app, { method: 'PUT', url: `/api/platform/products/products/${id}?lang=${lang}`, headers, payload: payload as object }, productEditorSchema);
  const upload = (bytes: Buffer, { headers = admin, lang = 'en', type = 'image/png' } = {}) =>
    injectChecked(t.app, { method: 'POST', url: `/api/images/upload?lang=${lang}`, headers: { ...headers, 'content-type': type }, payload: bytes }, uploadedImageSchema);
  const uploads = async () => Number((await db().selectFrom('uploaded_images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const familyBody = (e: ProductEditor, changes: Partial<FamilyEdit> = {}): FamilyEdit => {
    const { id: _i, manufacturerId: _m, manufacturerName: _n, ...fields } = e.family;
    return { ...fields, ...changes };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
    admin = (await signInAs(t.app, DEMO_SITE_ADMIN.email, DEMO_SHOPPER.password)).headers;
    familyId = Number((await db().selectFrom('product_families').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => t.close());

  it('refuses a visitor (401), and a shopper, a staff member and a clinic admin (403), on every route, storing nothing', async () => {
    const e = await read();
    const child = e.children[0]!;
    const visitor = { authorization: `Bearer ${await visitorToken(t.app)}` };
    const others = await Promise.all([DEMO_SHOPPER.email, DEMO_STAFF.staff.email, DEMO_STAFF.admin.email]
      .map(async (email) => (await signInAs(t.app, email, DEMO_SHOPPER.password)).headers));
    const before = await uploads();
    const calls = (h: Headers) => [
      injectChecked(t.app, { method: 'GET', url: '/api/platform/products', headers: h }, productFamilyListSchema),
      editor(familyId, h),
      putFamily(familyId, familyBody(e, { nameFr: 'Volé' }), h),
      putChild(child.id, childBody(child, e.family.version, { unitPriceCents: 1 }), h),
      upload(tinyPng(2, 2, [1, 2, 3]), { headers: h }),
    ];
    for (const res of await Promise.all(calls(visitor))) expect(res.statusCode).toBe(401);
    for (const h of others) {
      for (const res of await Promise.all(calls(h))) {
        expect(res.statusCode).toBe(403);
        expect(knownErrorResponseSchema.parse(res.json()).code).toBe('not_platform_admin');
      }
    }
    expect(await uploads()).toBe(before);
    expect(await read()).toEqual(e);
  });

  it('finds families by name or SKU, a page at a time', async () => {
    const e = await read();
    const bySku = productFamilyListSchema.parse((await injectChecked(t.app, {
      method: 'GET', url: `/api/platform/products?q=${encodeURIComponent(e.children[0]!.mfgSku.toLowerCase())}`, headers: admin,
    }, productFamilyListSchema)).parsed);
    expect(bySku.families.map((f) => f.id)).toContain(familyId);
    const all = productFamilyListSchema.parse((await injectChecked(t.app, { method: 'GET', url: '/api/platform/products', headers: admin }, productFamilyListSchema)).parsed);
    expect(all.totalCount).toBeGreaterThan(1);
    expect(all.families[0]).toMatchObject({ image: expect.any(String), sku: expect.any(String) });
  });

  it('answers 404 for a family or a product that does not exist, in the language asked', async () => {
    const e = await read();
    const missingFamily = await putFamily(999_999, familyBody(e), admin, 'fr');
    expect(missingFamily.statusCode).toBe(404);
    expect(missingFamily.json().message).toBe('Cette famille de produits n’existe pas.');
    expect((await editor(999_999)).statusCode).toBe(404);
    expect((await putChild(999_999, childBody(e.children[0]!, e.family.version))).statusCode).toBe(404);
  });

  it('stores an uploaded PNG once in the database and serves it at its content address, cached for good', async () => {
    const png = tinyPng(5, 4);
    const first = uploadedImageSchema.parse((await upload(png)).parsed);
    expect(first).toMatchObject({ contentType: 'image/png', width: 5, height: 4, byteSize: png.length });
    expect(first.path).toMatch(/^u\/[0-9a-f]{64}\.png$/);
    const again = uploadedImageSchema.parse((await upload(png, { type: 'application/octet-stream' })).parsed);
    expect(again.path).toBe(first.path);
    expect(await db().selectFrom('uploaded_images').select('id').execute()).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: `/images/${first.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    const cached = await t.app.inject({ method: 'GET', url: `/images/${first.path}`, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: `/images/u/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    const audit = await db().selectFrom('audit_events').selectAll().where('entity', '=', 'uploaded_image').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a file that is not a PNG, JPEG or WebP (whatever it claims), an empty one and a large one, storing nothing', async () => {
    const before = await uploads();
    const text = await upload(Buffer.from('hello, I am a text file renamed picture.png'), { lang: 'fr' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'image_type_not_allowed', message: 'Ce fichier n’est pas une image PNG, JPEG ou WebP. Choisissez une image dans l’un de ces formats.' });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { type: 'image/svg+xml' });
    expect(svg.json()).toMatchObject({ code: 'image_type_not_allowed' });
    expect((await upload(Buffer.alloc(0))).json()).toMatchObject({ code: 'image_empty' });
    const large = await upload(Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ code: 'image_too_large', message: 'The picture is larger than 5 MB. Choose a smaller one.' });
    expect(await uploads()).toBe(before);
  });

  it('saves a child: prices, stock, flags and pictures in order; the card shows the first; the index hears of it; audited', async () => {
    const e = await read();
    const child = e.children[0]!;
    const picture = uploadedImageSchema.parse((await upload(tinyPng(3, 3, [10, 120, 10]))).parsed).path;
    const state = await readCatalogueState(db());
    const saved = await putChild(child.id, childBody(child, e.family.version, {
      nameFr: 'Nouveau nom – 2 kg', unitPriceCents: 4_321, regularUnitPriceCents: 5_000, autoOrderUnitPriceCents: 4_000,
      images: [picture, ...child.images], isDiscontinuedFormula: true, maxQuantityPerOrder: 6,
    }));
    expect(saved.statusCode).toBe(200);
    const after = productEditorSchema.parse(saved.parsed);
    expect(after.family.version).toBe(e.family.version + 1);
    expect(after.children[0]).toMatchObject({ nameFr: 'Nouveau nom – 2 kg', unitPriceCents: 4_321, images: [picture, ...child.images], isDiscontinuedFormula: true, maxQuantityPerOrder: 6 });
    const row = await db().selectFrom('products').select(['image', 'unit_price_cents', 'is_discontinued_formula']).where('id', '=', child.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ image: picture, unit_price_cents: 4_321, is_discontinued_formula: 1 });
    const moved = await readCatalogueState(db());
    expect(moved.changeSeq).toBeGreaterThan(state.changeSeq);
    expect(moved.version).toBeGreaterThan(state.version);
    const audit = await db().selectFrom('audit_events').selectAll().where('entity', '=', 'product').where('entity_id', '=', child.id).executeTakeFirstOrThrow();
    expect(audit.clinic_id).toBeNull();
    expect(JSON.parse(audit.after_json)).toMatchObject({ unitPriceCents: 4_321, nameFr: 'Nouveau nom – 2 kg' });
    expect(JSON.parse(audit.before_json)).toMatchObject({ unitPriceCents: child.unitPriceCents });
    // Reordered and one removed: the card follows the new first picture.
    const reordered = productEditorSchema.parse((await putChild(child.id, childBody(after.children[0]!, after.family.version, { images: child.images }))).parsed);
    expect(reordered.children[0]!.images).toEqual(child.images);
    expect((await db().selectFrom('products').select('image').where('id', '=', child.id).executeTakeFirstOrThrow()).image).toBe(child.images[0]);
  });

  it('refuses the feed\'s price rules, no picture, a picture never uploaded, and bad numbers with 400, changing nothing', async () => {
    const e = await read();
    const child = e.children[0]!;
    const bad = [
      { regularUnitPriceCents: child.unitPriceCents - 1 },
      { autoOrderUnitPriceCents: child.unitPriceCents + 1 },
      { unitPriceCents: 0, regularUnitPriceCents: 0, autoOrderUnitPriceCents: 0 },
      { unitPriceCents: 12.5 },
      { images: [] },
      { maxQuantityPerOrder: 1001 },
      { nameFr: '  ' },
    ];
    for (const changes of bad) {
      const res = await putChild(child.id, childBody(child, e.family.version, changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
    }
    const rules = await putChild(child.id, childBody(child, e.family.version, { regularUnitPriceCents: child.unitPriceCents - 1 }));
    expect(rules.json().message).toContain('regularUnitPriceCents must not be below unitPriceCents');
    const unknown = await putChild(child.id, childBody(child, e.family.version, { images: [`u/${'a'.repeat(64)}.png`] }), admin, 'fr');
    expect(unknown.json()).toMatchObject({ code: 'image_unknown' });
    const elsewhere = await putChild(child.id, childBody(child, e.family.version, { images: ['products/bag/other/thing-1.svg'] }));
    expect(elsewhere.json()).toMatchObject({ code: 'image_unknown' });
    expect(await read()).toEqual(e);
  });

  it('saves the family in both languages with its categories and properties, and refuses a stale copy with 409', async () => {
    const e = await read();
    const leaf = e.categories.find((c) => c.level === 3)!;
    const values = e.propertyValues.slice(0, 2).map((v) => v.id);
    const saved = await putFamily(familyId, familyBody(e, {
      nameFr: 'Croquettes « spéciales »', descriptionFr: 'Une description.\nSur deux lignes.', categoryIds: [leaf.id], propertyValueIds: values,
    }));
    expect(saved.statusCode).toBe(200);
    const after = productEditorSchema.parse(saved.parsed);
    expect(after.family).toMatchObject({ nameFr: 'Croquettes « spéciales »', categoryIds: [leaf.id], propertyValueIds: [...values].sort((a, b) => a - b) });
    const placement = await db().selectFrom('family_categories').selectAll().where('family_id', '=', familyId).execute();
    expect(placement).toEqual([{ family_id: familyId, l1_id: expect.any(Number), l2_id: leaf.parentId, l3_id: leaf.id, is_primary: 1 }]);
    // The page that read the family before this save may not overwrite it.
    const stale = await putFamily(familyId, familyBody(e, { nameEn: 'Overwrite' }), admin, 'fr');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'product_edit_conflict' });
    const staleChild = await putChild(e.children[0]!.id, childBody(e.children[0]!, e.family.version));
    expect(staleChild.statusCode).toBe(409);
    expect((await putFamily(familyId, familyBody(after, { categoryIds: [999_999] }))).json()).toMatchObject({ code: 'unknown_category' });
    expect((await putFamily(familyId, familyBody(after, { propertyValueIds: [999_999] }))).json()).toMatchObject({ code: 'unknown_property_value' });
    expect((await putFamily(familyId, familyBody(after, { categoryIds: [] }))).statusCode).toBe(400);
    expect(await read()).toEqual(after);
    const audit = await db().selectFrom('audit_events').selectAll().where('entity', '=', 'product_family').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json)).toMatchObject({ nameFr: 'Croquettes « spéciales »' });
  });
});
