import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_IDS, DISCONTINUED_FORMULA_MANUFACTURER_ID, LOW_STOCK_THRESHOLD, OUT_OF_STOCK_NOTE_TIER_DAYS, PROMO_END_DATE_VISIBLE_WITHIN_DAYS, PROMO_TYPE, PROVINCES,
  RX_STATUS, SEASONAL_L2_IDS,
} from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import { verifyPassword } from '../../shared/auth';
import { renderImage } from '../../shop/images';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../database';
import { clearDemoData, DEMO_SHOPPER, demoShopperCopier, isSeeded, seedDemoData, type SeedSummary } from './index';

const NOW = new Date();
/** The catalogue as plain rows, in a stable order, for comparing two seeds. */
async function snapshot(handle: DatabaseHandle) {
  const db = handle.db;
  return {
    families: await db.selectFrom('product_families').select(['id', 'name_en', 'name_fr', 'manufacturer_id', 'benefits_fr']).orderBy('id').execute(),
    products: await db
      .selectFrom('products')
      .select(['id', 'family_id', 'name_en', 'name_fr', 'mfg_sku', 'image', 'unit_price_cents', 'regular_unit_price_cents', 'auto_order_unit_price_cents', 'is_in_stock', 'stock_quantity', 'is_default'])
      .orderBy('id')
      .execute(),
    groupProducts: await db.selectFrom('promotion_group_products').selectAll().orderBy('group_id').orderBy('product_id').execute(),
    clinics: await db.selectFrom('clinics').select(['practice_name', 'subdomain', 'postal_code']).orderBy('subdomain').execute(),
  };
}

describe('seedDemoData determinism', () => {
  it('gives the same rows for the same options, and different ones for another seed', async () => {
    const [a, b, c] = await Promise.all([createTestDatabase('sqlite'), createTestDatabase('sqlite'), createTestDatabase('sqlite')]);
    await seedDemoData(a.db, { products: 300, now: NOW });
    await seedDemoData(b.db, { products: 300, now: NOW });
    await seedDemoData(c.db, { products: 300, seed: 7, now: NOW });
    const first = await snapshot(a);
    expect(first.products).toHaveLength(300);
    expect(await snapshot(b)).toEqual(first);
    expect((await snapshot(c)).products.map((p) => p.name_en)).not.toEqual(first.products.map((p) => p.name_en));
    await Promise.all([a.dispose(), b.dispose(), c.dispose()]);
  });
});

describe.each(testEngines())('demo data on %s', (engine) => {
  let handle: TestDatabase;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    expect(await isSeeded(handle.db)).toBe(false);
    summary = await seedDemoData(handle.db, { products: 200, now: NOW });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('seeds exactly the products asked for, and refuses to seed twice', async () => {
    expect(summary.products).toBe(200);
    expect(await isSeeded(handle.db)).toBe(true);
    await expect(seedDemoData(handle.db, { products: 10 })).rejects.toThrow(/already has a catalogue/);
  });

  it('matches the SQLite rows exactly', async () => {
    if (engine === 'sqlite') return;
    const reference = await createTestDatabase('sqlite');
    await seedDemoData(reference.db, { products: 200, now: NOW });
    const mine = await snapshot(handle);
    const theirs = await snapshot(reference);
    expect(mine.families).toEqual(theirs.families);
    expect(mine.products).toEqual(theirs.products);
    expect(mine.groupProducts).toEqual(theirs.groupProducts);
    await reference.dispose();
  });

  it('has the spec category tree: level-1 slugs, seasonal branches, https icons', async () => {
    const categories = await handle.db.selectFrom('categories').selectAll().execute();
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(byId.get(CATEGORY_IDS.dogs)).toMatchObject({ level: 1, slug_en: 'dogs', slug_fr: 'chiens' });
    expect(byId.get(CATEGORY_IDS.cats)).toMatchObject({ level: 1, slug_en: 'cats', slug_fr: 'chats' });
    expect(byId.get(CATEGORY_IDS.smallAnimals)).toMatchObject({ level: 1, slug_en: 'smallanimals', slug_fr: 'petitsanimaux' });
    expect(byId.get(CATEGORY_IDS.seasonal)).toMatchObject({ level: 1, slug_en: 'seasonal', slug_fr: 'saisonnier' });
    for (const [pet, id] of Object.entries(SEASONAL_L2_IDS)) {
      expect(byId.get(id)).toMatchObject({ level: 2, parent_id: CATEGORY_IDS[pet as keyof typeof CATEGORY_IDS], slug_en: 'seasonal', slug_fr: 'saisonnier' });
    }
    expect(categories.filter((c) => c.level === 1).every((c) => c.icon?.startsWith('https://'))).toBe(true);
    expect(categories.some((c) => c.level === 3 && c.name_fr === 'Nourriture sèche')).toBe(true);
    const placed = await handle.db.selectFrom('family_categories').select('l2_id').where('is_primary', '=', 0).execute();
    const seasonalL2 = new Set(placed.map((p) => p.l2_id));
    for (const id of Object.values(SEASONAL_L2_IDS)) expect(seasonalL2.has(id)).toBe(true);
  });

  it('has filterable properties, brand with more than 10 values and the spec product forms', async () => {
    const values = await handle.db
      .selectFrom('property_values')
      .innerJoin('properties', 'properties.id', 'property_values.property_id')
      .select(['properties.filter_name', 'property_values.query_value'])
      .execute();
    const of = (filter: string) => values.filter((v) => v.filter_name === filter).map((v) => v.query_value);
    expect(of('brand').length).toBeGreaterThan(10);
    expect(of('productform').sort()).toEqual([
      'air-dried', 'canned', 'dehydrated', 'dry', 'food-topping', 'freeze-dried', 'hay', 'liquid', 'pack', 'pouches', 'powder', 'supplement', 'treats', 'wet',
    ]);
    for (const filter of ['lifestage', 'specialdiet', 'size']) expect(of(filter).length).toBeGreaterThan(2);
    const linked = await handle.db.selectFrom('family_property_values').select('property_value_id').distinct().execute();
    expect(linked.length).toBeGreaterThan(20);
  });

  it('gives every family one default product, 2 to 4 images and consistent prices', async () => {
    const products = await handle.db.selectFrom('products').selectAll().execute();
    const families = await handle.db.selectFrom('product_families').select(['id', 'is_subscriptionable']).execute();
    const defaults = new Map<number, number>();
    for (const p of products) defaults.set(p.family_id, (defaults.get(p.family_id) ?? 0) + p.is_default);
    expect(families.every((f) => defaults.get(f.id) === 1)).toBe(true);
    for (const p of products) {
      expect(p.regular_unit_price_cents).toBeGreaterThanOrEqual(p.unit_price_cents);
      expect(p.auto_order_unit_price_cents).toBeLessThanOrEqual(p.unit_price_cents);
      expect(p.auto_order_discount_clinic_percentage + p.auto_order_discount_sponsored_percentage).toBeCloseTo(p.auto_order_discount_percentage);
      expect(p.mfg_sku).toMatch(/^[A-Z]{3}-\d{6}$/);
      if (p.is_subscription) expect(p.auto_order_unit_price_cents).toBeLessThan(p.unit_price_cents);
      expect(renderImage(p.image)).not.toBeNull();
    }
    expect(new Set(products.map((p) => p.mfg_sku)).size).toBe(products.length);
    expect(products.some((p) => p.regular_unit_price_cents > p.unit_price_cents)).toBe(true);
    const images = await handle.db.selectFrom('family_images').selectAll().execute();
    const perFamily = new Map<number, number[]>();
    for (const i of images) perFamily.set(i.family_id, [...(perFamily.get(i.family_id) ?? []), i.position]);
    for (const f of families) {
      const positions = (perFamily.get(f.id) ?? []).sort();
      expect(positions.length).toBeGreaterThanOrEqual(2);
      expect(positions.length).toBeLessThanOrEqual(4);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    expect(images.every((i) => renderImage(i.image_small) && renderImage(i.image_large))).toBe(true);
  });

  it('has every stock state: in stock, low, frequently low, out under 7, 7 to 14 and over 14 days, backorder', async () => {
    const products = await handle.db.selectFrom('products').selectAll().execute();
    const daysOut = (p: (typeof products)[number]) => (NOW.getTime() - Date.parse(p.last_reported_in_stock_at ?? '')) / DAY_MS;
    const out = products.filter((p) => !p.is_in_stock && !p.is_long_term_backorder);
    const [week, twoWeeks] = OUT_OF_STOCK_NOTE_TIER_DAYS;
    expect(products.some((p) => p.is_in_stock && p.stock_quantity > LOW_STOCK_THRESHOLD)).toBe(true);
    expect(products.some((p) => p.is_in_stock && p.stock_quantity >= 1 && p.stock_quantity <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(products.some((p) => p.frequently_low_stock)).toBe(true);
    expect(out.some((p) => daysOut(p) < week)).toBe(true);
    expect(out.some((p) => daysOut(p) >= week && daysOut(p) < twoWeeks)).toBe(true);
    expect(out.some((p) => daysOut(p) > twoWeeks)).toBe(true);
    expect(products.some((p) => p.is_long_term_backorder && !p.is_in_stock)).toBe(true);
    // Most products are in stock.
    expect(products.filter((p) => p.is_in_stock).length / products.length).toBeGreaterThan(0.75);
  });

  it('has every kind of product flag', async () => {
    const products = await handle.db.selectFrom('products').selectAll().execute();
    const some = (test: (p: (typeof products)[number]) => boolean) => expect(products.some(test)).toBe(true);
    some((p) => p.is_prescription_product === 1);
    some((p) => p.is_approval_required === 1);
    some((p) => p.is_bulk_item === 1 && p.rx_fee_cents > 0);
    some((p) => p.is_clinic_pickup_only === 1);
    some((p) => p.allow_browsing === 0);
    some((p) => p.is_featured === 1);
    some((p) => p.is_terra_cycle === 1);
    some((p) => p.max_quantity_restriction_per_order === 6);
    some((p) => p.is_subscription === 1);
    const madeInCanada = await handle.db.selectFrom('product_families').select('id').where('is_made_in_canada', '=', 1).execute();
    expect(madeInCanada.length).toBeGreaterThan(0);
    const discontinued = await handle.db
      .selectFrom('products')
      .innerJoin('product_families', 'product_families.id', 'products.family_id')
      .select('products.id')
      .where('product_families.manufacturer_id', '=', DISCONTINUED_FORMULA_MANUFACTURER_ID)
      .where('products.is_discontinued_formula', '=', 1)
      .execute();
    expect(discontinued.length).toBeGreaterThan(0);
    const manufacturer = await handle.db.selectFrom('manufacturers').selectAll().where('id', '=', DISCONTINUED_FORMULA_MANUFACTURER_ID).executeTakeFirstOrThrow();
    expect(manufacturer.has_discontinued_formulas).toBe(1);
  });

  it('has promotions of every kind the screens handle', async () => {
    const promos = await handle.db.selectFrom('promotions').selectAll().execute();
    const groups = await handle.db.selectFrom('promotion_groups').selectAll().execute();
    const members = await handle.db.selectFrom('promotion_group_products').selectAll().execute();
    const types = new Set(promos.map((p) => p.promo_type_id));
    for (const type of Object.values(PROMO_TYPE)) expect(types.has(type)).toBe(true);
    const daysLeft = (p: (typeof promos)[number]) => (Date.parse(p.end_date) - NOW.getTime()) / DAY_MS;
    const has = (test: (p: (typeof promos)[number]) => boolean) => expect(promos.some(test)).toBe(true);
    has((p) => p.is_percentage_discount === 1 && p.discount_percent === 15);
    has((p) => p.hide_promo_info_in_webstore === 1);
    has((p) => p.is_not_qualified === 1 && Boolean(p.qualification_reason));
    has((p) => p.is_auto_order_only_offer === 1);
    has((p) => p.is_for_subscriptions_only === 1);
    has((p) => p.is_instant_rebate === 1);
    has((p) => daysLeft(p) > 0 && daysLeft(p) <= 4);
    has((p) => daysLeft(p) > 4 && daysLeft(p) <= 11);
    // An end date beyond the display window (cat §9), so the card hides it.
    has((p) => daysLeft(p) > PROMO_END_DATE_VISIBLE_WITHIN_DAYS);
    has((p) => p.fine_print_en.length > 100);
    has((p) => p.fine_print_en.length <= 100);
    has((p) => /<script|onclick=/i.test(p.description_en + p.fine_print_en));
    has((p) => p.badge_label_fr === 'Achetez-en 1, obtenez-en 1');
    for (const type of [PROMO_TYPE.bogo5, PROMO_TYPE.bogo30]) {
      const bogo = promos.filter((p) => p.promo_type_id === type);
      expect(bogo.some((p) => groups.some((g) => g.promotion_id === p.id && g.kind === 'get'))).toBe(true);
    }
    expect(new Set(promos.filter((p) => p.bogo_discount_percent > 0).map((p) => p.bogo_discount_percent))).toEqual(new Set([100, 50]));
    has((p) => p.rebate_amount_cents > 0);
    const buyGroups = (id: number) => groups.filter((g) => g.promotion_id === id && g.kind === 'buy');
    has((p) => buyGroups(p.id).length >= 2 && buyGroups(p.id).some((g) => g.min_quantity === 2));
    for (const g of groups) expect(members.some((m) => m.group_id === g.id)).toBe(true);
  });

  it('has banners, the catalogue version and the demo coupons', async () => {
    const banners = await handle.db.selectFrom('banners').selectAll().execute();
    expect(banners.some((b) => b.l1_category_id === null && b.is_active)).toBe(true);
    for (const id of Object.values(CATEGORY_IDS)) expect(banners.some((b) => b.l1_category_id === id)).toBe(true);
    expect(banners.every((b) => b.content_en.startsWith('<') && b.content_fr.length > 0)).toBe(true);
    expect(await handle.db.selectFrom('catalogue_version').selectAll().execute()).toMatchObject([{ id: 1, version: 1 }]);
    expect((await handle.db.selectFrom('coupons').select('code').execute()).length).toBeGreaterThan(0);
  });

  it('has clinics in all 13 provinces and territories with matching postal codes', async () => {
    const clinics = await handle.db.selectFrom('clinics').selectAll().execute();
    expect(clinics.length).toBeGreaterThanOrEqual(30);
    expect(new Set(clinics.map((c) => c.province))).toEqual(new Set(PROVINCES));
    const letters: Record<string, string> = { NL: 'A', NS: 'B', PE: 'C', NB: 'E', QC: 'GHJ', ON: 'KLMNP', MB: 'R', SK: 'S', AB: 'T', BC: 'V', NT: 'X', NU: 'X', YT: 'Y' };
    for (const c of clinics) {
      expect(c.postal_code).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(letters[c.province]).toContain(c.postal_code[0]);
      expect(c.phone).toMatch(/^[2-9]\d{2}-[2-9]\d{2}-\d{4}$/);
    }
    expect(clinics.some((c) => c.master_clinic_id !== null)).toBe(true);
    expect(new Set(clinics.map((c) => c.is_automatic_registration))).toEqual(new Set([0, 1]));
    expect(clinics.some((c) => c.is_approved === 1 && c.is_live === 0)).toBe(true);
    // rr §5: home shipping only within the clinic's province is every clinic's default (issue 11 §10).
    expect(clinics.every((c) => c.restrict_shipping_to_province === 1)).toBe(true);
    expect(clinics.every((c) => c.email.includes('@') && c.time_zone.startsWith('America/'))).toBe(true);
    const hours = await handle.db.selectFrom('clinic_hours').selectAll().execute();
    expect(hours).toHaveLength(clinics.length * 7);
    expect(hours.filter((h) => h.opens_at !== null).every((h) => h.opens_at! < h.closes_at!)).toBe(true);
  });

  it('has the demo shopper with pets, a validated prescription, an address and a card', async () => {
    const db = handle.db;
    const user = await db.selectFrom('users').selectAll().where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'active', language: 'en', province: 'ON' });
    const credit = await db.selectFrom('credit_entries').select(['amount_cents', 'kind']).where('user_id', '=', user.id).execute();
    expect(credit).toEqual([{ amount_cents: 1500, kind: 'opening_balance' }]);
    expect(await verifyPassword(user.password_hash ?? '', DEMO_SHOPPER.password)).toBe(true);
    const clinic = await db.selectFrom('clinics').selectAll().where('id', '=', user.clinic_id).executeTakeFirstOrThrow();
    expect(clinic).toMatchObject({ province: 'ON', subdomain: 'maplevet' });
    const pets = await db.selectFrom('pets').selectAll().where('user_id', '=', user.id).orderBy('name').execute();
    expect(pets.map((p) => [p.name, p.species])).toEqual([['Biscuit', 'dogs'], ['Minou', 'cats']]);
    const rx = await db.selectFrom('prescriptions').selectAll().where('user_id', '=', user.id).execute();
    const validated = rx.find((r) => r.rx_status_id === RX_STATUS.validated);
    expect(validated).toMatchObject({ pet_id: pets[0]?.id, quantity: 3, family_id: summary.showcase.validatedRxFamilyId });
    const rxProducts = await db.selectFrom('products').select(['is_prescription_product', 'allow_browsing']).where('family_id', '=', validated?.family_id ?? -1).execute();
    expect(rxProducts.length).toBeGreaterThan(0);
    expect(rxProducts.every((p) => p.is_prescription_product === 1 && p.allow_browsing === 1)).toBe(true);
    expect(rx.some((r) => r.pet_id === pets[1]?.id && r.rx_status_id === RX_STATUS.notValidated)).toBe(true);
    const address = await db.selectFrom('addresses').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(address).toMatchObject({ location_name: 'Home', street1: '123 Maple Street', city: 'Ottawa', province: 'ON', is_default_shipping: 1, is_default_billing: 1 });
    const card = await db.selectFrom('payment_methods').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ token: 'tok_sandbox_demo_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: NOW.getUTCFullYear() + 3, billing_address_id: address.id, is_default: 1 });
  });

  it('copies the demo shopper under another email: the same pets, prescriptions, orders (tagged) and AutoOrders', async () => {
    const db = handle.db;
    const copy = demoShopperCopier(db, { products: 200, now: NOW });
    const { userId } = await copy({ email: 'alex.copy@example.com', orderTag: 'T001' });
    await copy({ email: 'alex.copy2@example.com', orderTag: 'T002' });
    const demo = await db.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'alex.copy@example.com', first_name: 'Alex', last_name: 'Martin', status: 'active' });
    expect(await verifyPassword(user.password_hash ?? '', DEMO_SHOPPER.password)).toBe(true);
    // Everything the demo shopper has, row for row, told apart only by ids and the order numbers' tag.
    const of = async (id: number) => ({
      pets: await db.selectFrom('pets').select(['name', 'species', 'breeds_json', 'weight_grams']).where('user_id', '=', id).orderBy('name').execute(),
      prescriptions: await db.selectFrom('prescriptions').select(['family_id', 'product_id', 'rx_status_id', 'requested_quantity', 'client_note']).where('user_id', '=', id).orderBy('family_id').execute(),
      addresses: await db.selectFrom('addresses').select(['street1', 'postal_code']).where('user_id', '=', id).execute(),
      favourites: await db.selectFrom('favourites').select('product_id').where('user_id', '=', id).orderBy('product_id').execute(),
      autoOrders: await db.selectFrom('auto_order_subscriptions').select(['status', 'frequency_weeks', 'next_order_date']).where('user_id', '=', id).orderBy('id').execute(),
      credit: await db.selectFrom('credit_entries').select(['amount_cents', 'kind']).where('user_id', '=', id).execute(),
      orders: (await db.selectFrom('orders').select(['order_number', 'status', 'total_cents']).where('user_id', '=', id).orderBy('id').execute())
        .map((o) => ({ ...o, order_number: o.order_number.replace(/-(DEMO|T001)([A-F]2)$/, '-tag$2') })),
    });
    const [original, copied] = [await of(demo.id), await of(userId)];
    expect(copied.orders.length).toBeGreaterThan(0);
    expect(copied.prescriptions.length).toBeGreaterThan(0);
    expect(copied).toEqual(original);
    const numbers = await db.selectFrom('orders').select('order_number').where('user_id', '=', userId).execute();
    expect(numbers.every((o) => /^VS-\d{6}-T001[A-F]2$/.test(o.order_number))).toBe(true);
  });

  it('empties the database on reset, and a new seed bumps the catalogue version', async () => {
    await clearDemoData(handle.db, engine);
    expect(await isSeeded(handle.db)).toBe(false);
    expect(await handle.db.selectFrom('users').select('id').execute()).toEqual([]);
    await seedDemoData(handle.db, { products: 50, now: NOW });
    expect(await handle.db.selectFrom('catalogue_version').select('version').executeTakeFirst()).toEqual({ version: 2 });
  });
});

describe('default size on SQLite', () => {
  it('seeds 1500 products quickly', async () => {
    const handle = await createTestDatabase('sqlite');
    const started = performance.now();
    const summary = await seedDemoData(handle.db);
    const seconds = (performance.now() - started) / 1000;
    expect(summary).toMatchObject({ products: 1500, promotions: 11, demoUser: DEMO_SHOPPER });
    expect(summary.families).toBeGreaterThan(500);
    expect(summary.clinics).toBeGreaterThanOrEqual(30);
    expect(seconds).toBeLessThan(10);
    const promoted = await handle.db.selectFrom('promotion_group_products').select('group_id').execute();
    expect(promoted.length).toBeGreaterThan(100);
    await handle.dispose();
  });
});
