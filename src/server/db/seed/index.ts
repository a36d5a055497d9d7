import { bumpCatalogueVersion } from '../catalogue-version';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../shared/auth';
import { seedDemoCoupons } from '../../shop/cart';
import { seedDemoAutoOrders } from './demo-autoorders';
import { seedWellnessPlansDemo } from './demo-wellness-plans';
import type { Database } from '../schema';
import { bannerRows } from './banners';
import { manufacturerRows } from './brands';
import { categoryRows } from './categories';
import { CLINIC_COUNT, DEMO_CLINIC_SUBDOMAIN, DEMO_CLINIC_VET, insertClinics } from './clinics';
import { CATALOGUE_REFERENCE_DATE, generateCatalogue, type FamilyMeta } from './families';
import { insertRows } from './insert';
import { createRng } from './prng';
import { DEMO_PROMO_IDS, generatePromotions } from './promotions';
import { propertyRows, propertyValueRows } from './properties';
import { DEMO_SHOPPER, insertDemoShopper } from './shopper';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPetDetails } from './demo-pets';
import { seedAccountSettingsDemo } from './demo-account-settings';
import { detailDemoRxRequests, insertDemoStaff } from './demo-staff';
import { seedDemoFulfilment } from './demo-fulfilment';
import { seedDemoCouponShoppers } from './demo-coupons-reports';
import { seedReturnsDemo } from './demo-returns';
import { seedStoreSettingsDemo } from './demo-store-settings';
import { seedOrderingLimitsDemo } from './demo-ordering-limits';
import { seedDistributorDemo } from './demo-distributor';
import { seedManufacturerRepDemo } from './demo-manufacturer-rep';
import { seedMasterClinicsDemo } from './demo-master-clinics';
import { seedRetailDiscountDemo } from './demo-retail-discount';
import { seedCustomPaymentsDemo } from './demo-custom-payments';
import { seedStatementsDemo } from './demo-statements';
import { DAY_MS } from '../../../domain/time';

export { DEMO_SHOPPER } from './shopper';
export { DEMO_DISTRIBUTOR_ORDERS, DEMO_FULFILMENT_CLIENT, DEMO_FULFILMENT_ORDERS } from './demo-fulfilment';
export { DEMO_DISTRIBUTOR_USER } from './demo-distributor';
export { DEMO_MANUFACTURER_REP } from './demo-manufacturer-rep';
export { DEMO_PENDING_CLIENT, DEMO_PENDING_CLIENT_FR, DEMO_SECOND_CLIENT, DEMO_SITE_ADMIN, DEMO_STAFF } from './demo-staff';
export { DEMO_COUPON_SHOPPERS } from './demo-coupons-reports';
export { clearDemoData } from './reset';
export { RETURNS_DEMO_SHOPPERS } from './demo-returns';
export { DEMO_PROMO_IDS } from './promotions';
export { DEMO_LIMITS_SHOPPERS, DEMO_MONTHLY_LIMIT, DEMO_RESTRICTED_PREFIX } from './demo-ordering-limits';
export { MASTER_DEMO } from './demo-master-clinics';
export { STATEMENTS_DEMO_CLIENT } from './demo-statements';
export { RETAIL_DISCOUNT_DEMO } from './demo-retail-discount';
export { DEMO_PAY_CLIENTS, DEMO_PAY_LINK_TOKEN } from './demo-custom-payments';

export interface SeedOptions {
  /** Child products, default 1500. */
  products?: number;
  /** PRNG seed, default 2026. */
  seed?: number;
  /**
   * "Now" for the few dates that must stay relative to the day the seed runs: promotion start and
   * end dates, when out-of-stock products were last in stock, prescription expiry, the card's
   * expiry year. Default `new Date()`. Every other value depends only on `products` and `seed`.
   */
  now?: Date;
}

export interface SeedSummary {
  categories: number;
  families: number;
  products: number;
  promotions: number;
  clinics: number;
  demoUser: { email: string; password: string };
  /** Ids worth knowing when trying the demo (README, e2e tests). */
  showcase: {
    validatedRxFamilyId: number | null;
    pendingRxFamilyId: number | null;
    promoIds: typeof DEMO_PROMO_IDS;
  };
}

export const DEFAULT_SEED_PRODUCTS = 1500;
export const DEFAULT_SEED = 2026;

/** True when the catalogue already has products. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty, migrated database with a deterministic demo store: the same options give the
 * same rows (PRNG streams per part, fixed reference dates), except the password hash's salt and
 * the `now`-relative dates listed on SeedOptions. Everything is written in one transaction.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const productCount = options.products ?? DEFAULT_SEED_PRODUCTS;
  if (!Number.isInteger(productCount) || productCount < 1) throw new Error(`products must be a positive integer, got ${productCount}`);
  if (await isSeeded(db)) throw new Error('The database already has a catalogue; empty it first (seed --reset).');
  const now = options.now ?? new Date();
  const rng = createRng(options.seed ?? DEFAULT_SEED);

  const catalogue = generateCatalogue(rng.fork('catalogue'), productCount, now);
  const promotions = generatePromotions(rng.fork('promotions'), catalogue, now);
  const categories = categoryRows();
  const passwordHash = await hashPassword(DEMO_SHOPPER.password);

  const shopper = await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'categories', categories.filter((c) => c.level === 1));
    await insertRows(trx, 'categories', categories.filter((c) => c.level !== 1));
    await insertRows(trx, 'manufacturers', manufacturerRows());
    await insertRows(trx, 'properties', propertyRows());
    await insertRows(trx, 'property_values', propertyValueRows());
    await insertRows(trx, 'product_families', catalogue.families);
    await insertRows(trx, 'family_categories', catalogue.familyCategories);
    await insertRows(trx, 'family_images', catalogue.familyImages);
    await insertRows(trx, 'family_property_values', catalogue.familyProperties);
    await insertRows(trx, 'products', catalogue.products);
    await insertRows(trx, 'promotions', promotions.promotions);
    await insertRows(trx, 'promotion_groups', promotions.groups);
    await insertRows(trx, 'promotion_group_products', promotions.groupProducts);
    await insertRows(trx, 'banners', bannerRows());
    // Version 1 on a fresh database; after a reset and re-seed one more, so running servers rebuild.
    await bumpCatalogueVersion(trx, now);

    const clinics = await insertClinics(trx);
    const demoClinic = clinics.get(DEMO_CLINIC_SUBDOMAIN);
    if (!demoClinic) throw new Error('demo clinic missing');
    // The cart feature owns its demo coupons (WELCOME10, SAVE5, ...); they are the demo clinic's (issue 17).
    await seedDemoCoupons(trx, demoClinic.id, now);
    const ids = await insertDemoShopper(trx, {
      passwordHash, clinicId: demoClinic.id, vetName: demoClinic.vet, meta: catalogue.meta, now,
      createdAt: new Date(CATALOGUE_REFERENCE_DATE.getTime() - 200 * DAY_MS).toISOString(),
    });
    await seedDemoPetDetails(trx, { userId: ids.userId, vetName: demoClinic.vet, meta: catalogue.meta, now, validatedRxFamilyId: ids.validatedRxFamilyId });
    await seedDemoOrders(trx, { userId: ids.userId, now });
    await insertDemoStaff(trx, { passwordHash, clinicId: demoClinic.id, demoShopperId: ids.userId, now });
    await seedDemoAutoOrders(trx, { userId: ids.userId, pendingRxFamilyId: ids.pendingRxFamilyId, now });
    await seedDemoFulfilment(trx, { passwordHash, clinicId: demoClinic.id, now });
    await seedDemoCouponShoppers(trx, { passwordHash, clinicId: demoClinic.id, now });
    await seedStoreSettingsDemo(trx, { passwordHash, pendingRxFamilyId: ids.pendingRxFamilyId, now });
    await seedOrderingLimitsDemo(trx, { passwordHash, clinicId: demoClinic.id, now });
    await seedDistributorDemo(trx, { passwordHash, now });
    await seedManufacturerRepDemo(trx, { passwordHash, now });
    await seedMasterClinicsDemo(trx, { passwordHash, now });
    await seedRetailDiscountDemo(trx, { passwordHash, now });
    await seedCustomPaymentsDemo(trx, { passwordHash, clinicId: demoClinic.id, demoShopperId: ids.userId, now });
    await seedWellnessPlansDemo(trx, { clinicId: demoClinic.id, userId: ids.userId, now });
    await seedStatementsDemo(trx, { passwordHash, now });
    return ids;
  });

  await seedAccountSettingsDemo(db, now);
  await seedReturnsDemo(db, now);
  return {
    categories: categories.length,
    families: catalogue.families.length,
    products: catalogue.products.length,
    promotions: promotions.promotions.length,
    clinics: CLINIC_COUNT,
    demoUser: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    showcase: { validatedRxFamilyId: shopper.validatedRxFamilyId, pendingRxFamilyId: shopper.pendingRxFamilyId, promoIds: DEMO_PROMO_IDS },
  };
}

/**
 * Copies of the demo shopper as a fresh start has them (pets, prescriptions and the request to the
 * vet, addresses, a card, favourites, credit, past orders, AutoOrders), each under its own email, at
 * the demo clinic, in a database seeded by `seedDemoData` with the same `products`, `seed` and `now`.
 * Browser tests give each journey its own so none meets another's cart, orders or pets
 * (tests/e2e/fixtures.ts). `orderTag` (4 capitals or digits) replaces DEMO in the past orders' numbers.
 */
export function demoShopperCopier(
  db: Kysely<Database>,
  options: { products: number; seed?: number; now: Date },
): (copy: { email: string; orderTag: string }) => Promise<{ userId: number }> {
  let meta: readonly FamilyMeta[] | undefined;
  let passwordHash: Promise<string> | undefined;
  return async ({ email, orderTag }) => {
    const { now } = options;
    meta ??= generateCatalogue(createRng(options.seed ?? DEFAULT_SEED).fork('catalogue'), options.products, now).meta;
    passwordHash ??= hashPassword(DEMO_SHOPPER.password);
    const clinic = await db.selectFrom('clinics').select('id').where('subdomain', '=', DEMO_CLINIC_SUBDOMAIN).executeTakeFirstOrThrow();
    const hash = await passwordHash;
    const catalogueMeta = meta;
    return db.transaction().execute(async (trx) => {
      const ids = await insertDemoShopper(trx, {
        email, passwordHash: hash, clinicId: clinic.id, vetName: DEMO_CLINIC_VET, meta: catalogueMeta, now,
        createdAt: new Date(CATALOGUE_REFERENCE_DATE.getTime() - 200 * DAY_MS).toISOString(),
      });
      await seedDemoPetDetails(trx, { userId: ids.userId, vetName: DEMO_CLINIC_VET, meta: catalogueMeta, now, validatedRxFamilyId: ids.validatedRxFamilyId });
      await seedDemoOrders(trx, { userId: ids.userId, now, orderTag });
      await detailDemoRxRequests(trx, ids.userId);
      await seedDemoAutoOrders(trx, { userId: ids.userId, pendingRxFamilyId: ids.pendingRxFamilyId, now });
      return { userId: ids.userId };
    });
  };
}
