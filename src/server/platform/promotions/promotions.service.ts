import type { Transaction } from 'kysely';
import {
  PROMOTION_ERROR, type BannerInput, type PlatformBanner, type PlatformPromotion, type PlatformPromotionSummary, type PromotionInput,
} from '../../../contracts/platform-promotions';
import { kindOfStored, scheduleAt, STORE_TIME_ZONE, storedTerms, type PromotionDraft } from '../../../domain/promotion-editor';
import { localDateOf, startOfLocalDay } from '../../../domain/report-periods';
import { addDays } from '../../../domain/time';
import { bumpCatalogueVersion } from '../../db/catalogue-version';
import type { Db } from '../../db/database';
import { nextFreeId } from '../../db/next-free-id';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import * as q from './promotions.queries';

/**
 * The platform's promotions and banners (issue 26): what the pricing engine and the catalogue index
 * read, written by site administrators. Every change moves the catalogue's version, so each server's
 * index is rebuilt in its worker and swapped in (the list, the pop-up and the cart see it within
 * seconds, without a pause). Days are the store's (STORE_TIME_ZONE), the last one counted.
 */
const promotionNotFound = () => new AppError(404, PROMOTION_ERROR.promotion_not_found, 'This promotion was not found.');

/**
 * Whose promotions a call may see and change (issue 26): a site administrator's are all of them
 * (`manufacturer` null); a manufacturer representative's are its brand's, those whose every product
 * is of its manufacturer. Another brand's promotion answers 404 to a representative, as if absent.
 */
export interface PromotionScope {
  manufacturer: { id: number; name: string } | null;
}
export const WHOLE_STORE: PromotionScope = { manufacturer: null };

async function assertInScope(db: Db | Transaction<Database>, id: number, scope: PromotionScope): Promise<void> {
  if (scope.manufacturer === null) return;
  if (!(await q.promotionIdsOfManufacturer(db, scope.manufacturer.id)).has(id)) throw promotionNotFound();
}
const bannerNotFound = () => new AppError(404, PROMOTION_ERROR.banner_not_found, 'This banner was not found.');

const flag = (value: unknown) => Number(value) === 1;
const firstInstant = (day: string) => startOfLocalDay(day, STORE_TIME_ZONE).toISOString();
const endInstant = (lastDay: string) => startOfLocalDay(addDays(lastDay, 1), STORE_TIME_ZONE).toISOString();
const firstDay = (iso: string) => localDateOf(new Date(iso), STORE_TIME_ZONE);
const lastDay = (iso: string) => localDateOf(new Date(Date.parse(iso) - 1), STORE_TIME_ZONE);

function summaryOf(row: q.PromotionRow, now: Date): Omit<PlatformPromotionSummary, 'productCount'> {
  return {
    id: Number(row.id),
    kind: kindOfStored({ promoTypeId: Number(row.promo_type_id), isPercentageDiscount: flag(row.is_percentage_discount), isAutoOrderOnlyOffer: flag(row.is_auto_order_only_offer) }),
    nameEn: row.name_en, nameFr: row.name_fr, badgeLabelEn: row.badge_label_en, badgeLabelFr: row.badge_label_fr,
    startDay: firstDay(row.start_date), endDay: lastDay(row.end_date), schedule: scheduleAt(row.start_date, row.end_date, now),
    discountPercent: Number(row.discount_percent), bogoDiscountPercent: Number(row.bogo_discount_percent),
    rebateAmountCents: Number(row.rebate_amount_cents), isInstantRebate: flag(row.is_instant_rebate),
    isForSubscriptionsOnly: flag(row.is_for_subscriptions_only), hidden: flag(row.hide_promo_info_in_webstore),
  };
}

export async function listPromotions(db: Db, now: Date, scope: PromotionScope = WHOLE_STORE): Promise<{ promotions: PlatformPromotionSummary[] }> {
  const [all, mine] = await Promise.all([
    q.listPromotions(db), scope.manufacturer === null ? Promise.resolve(null) : q.promotionIdsOfManufacturer(db, scope.manufacturer.id),
  ]);
  const rows = mine === null ? all : all.filter((row) => mine.has(Number(row.id)));
  return { promotions: rows.map((row) => ({ ...summaryOf(row, now), productCount: Number(row.product_count ?? 0) })) };
}

export async function getPromotion(db: Db | Transaction<Database>, id: number, now: Date, scope: PromotionScope = WHOLE_STORE): Promise<PlatformPromotion> {
  const row = await q.findPromotion(db, id);
  if (!row) throw promotionNotFound();
  await assertInScope(db, id, scope);
  const groups = new Map<number, PlatformPromotion['groups'][number]>();
  for (const g of await q.groupProducts(db, id)) {
    const group = groups.get(g.group_id) ?? { kind: g.kind, minQuantity: Number(g.min_quantity), products: [] };
    if (g.product_id !== null) group.products.push({ productId: Number(g.product_id), sku: g.mfg_sku, name: g.name_en });
    groups.set(g.group_id, group);
  }
  return {
    ...summaryOf(row, now),
    descriptionEn: row.description_en, descriptionFr: row.description_fr, finePrintEn: row.fine_print_en, finePrintFr: row.fine_print_fr,
    groups: [...groups.values()],
  };
}

/**
 * Product ids of each group, or a 400 naming every SKU the catalogue lacks; for a manufacturer
 * representative, a 403 naming every SKU of another brand (nothing is written either way).
 */
async function resolveGroups(trx: Transaction<Database>, input: PromotionInput, scope: PromotionScope) {
  const bySku = await q.productIdsBySku(trx, input.groups.flatMap((g) => g.skus));
  const unknown = [...new Set(input.groups.flatMap((g) => g.skus).filter((sku) => !bySku.has(sku)))];
  if (unknown.length > 0) {
    throw new AppError(400, PROMOTION_ERROR.promotion_unknown_skus, `No product has these SKUs: ${unknown.slice(0, 20).join(', ')}.`, { unknownSkus: unknown });
  }
  if (scope.manufacturer !== null) {
    const brands = await q.manufacturersOfProducts(trx, [...bySku.values()]);
    const others = [...bySku].filter(([, id]) => brands.get(id) !== scope.manufacturer!.id).map(([sku]) => sku);
    if (others.length > 0) {
      throw new AppError(403, PROMOTION_ERROR.promotion_other_manufacturer,
        `You may only include ${scope.manufacturer.name} products in a promotion. These SKUs are of another brand: ${others.slice(0, 20).join(', ')}.`,
        { otherManufacturerSkus: others, manufacturer: scope.manufacturer.name });
    }
  }
  return input.groups.map((g) => ({ kind: g.kind, minQuantity: g.minQuantity, productIds: g.skus.map((sku) => bySku.get(sku)!) }));
}

function columnsOf(input: PromotionInput) {
  const terms = storedTerms(input as PromotionDraft);
  return {
    name_en: input.nameEn, name_fr: input.nameFr, description_en: input.descriptionEn, description_fr: input.descriptionFr,
    fine_print_en: input.finePrintEn, fine_print_fr: input.finePrintFr, badge_label_en: input.badgeLabelEn, badge_label_fr: input.badgeLabelFr,
    promo_type_id: terms.promoTypeId, start_date: firstInstant(input.startDay), end_date: endInstant(input.endDay),
    is_percentage_discount: terms.isPercentageDiscount ? 1 : 0, discount_percent: terms.discountPercent,
    is_auto_order_only_offer: terms.isAutoOrderOnlyOffer ? 1 : 0, bogo_discount_percent: terms.bogoDiscountPercent,
    rebate_amount_cents: terms.rebateAmountCents, is_instant_rebate: terms.isInstantRebate ? 1 : 0,
    is_for_subscriptions_only: terms.isForSubscriptionsOnly ? 1 : 0, hide_promo_info_in_webstore: terms.hidden ? 1 : 0,
  } as const;
}

/** Creates a promotion (the route's transaction; the kit writes the audit event). */
export async function createPromotion(trx: Transaction<Database>, input: PromotionInput, now: Date, scope: PromotionScope = WHOLE_STORE): Promise<PlatformPromotion> {
  // The version row is locked first: ids taken below cannot race another administrator's.
  await bumpCatalogueVersion(trx, now);
  const groups = await resolveGroups(trx, input, scope);
  const id = await nextFreeId(trx, 'promotions');
  await trx.insertInto('promotions').values({ id, ...columnsOf(input), is_not_qualified: 0, qualification_reason: null }).execute();
  await q.replaceGroups(trx, id, groups);
  return getPromotion(trx, id, now);
}

export async function updatePromotion(trx: Transaction<Database>, id: number, input: PromotionInput, now: Date, scope: PromotionScope = WHOLE_STORE) {
  const before = await getPromotion(trx, id, now, scope);
  await bumpCatalogueVersion(trx, now);
  const groups = await resolveGroups(trx, input, scope);
  await trx.updateTable('promotions').set(columnsOf(input)).where('id', '=', id).execute();
  await q.replaceGroups(trx, id, groups);
  return { before, after: await getPromotion(trx, id, now) };
}

/** Ends a running or scheduled promotion now: shoppers stop seeing it as each index is rebuilt. */
export async function endPromotion(trx: Transaction<Database>, id: number, now: Date, scope: PromotionScope = WHOLE_STORE) {
  const before = await getPromotion(trx, id, now, scope);
  if (before.schedule !== 'ended') {
    await bumpCatalogueVersion(trx, now);
    const at = now.toISOString();
    const row = (await q.findPromotion(trx, id))!;
    await trx.updateTable('promotions').set({ end_date: at, ...(row.start_date > at ? { start_date: at } : {}) }).where('id', '=', id).execute();
  }
  return { before, after: await getPromotion(trx, id, now) };
}

// ---------------------------------------------------------------- banners

function bannerOf(row: { id: number; name: string; content_en: string; content_fr: string; l1_category_id: number | null; is_active: number; starts_at: string | null; ends_at: string | null }, now: Date): PlatformBanner {
  const start = row.starts_at ?? new Date(0).toISOString();
  const end = row.ends_at ?? '9999-12-31T00:00:00.000Z';
  return {
    id: Number(row.id), name: row.name, contentEn: row.content_en, contentFr: row.content_fr,
    l1CategoryId: row.l1_category_id === null ? null : Number(row.l1_category_id), isActive: flag(row.is_active),
    startDay: row.starts_at === null ? null : firstDay(row.starts_at), endDay: row.ends_at === null ? null : lastDay(row.ends_at),
    schedule: flag(row.is_active) ? scheduleAt(start, end, now) : 'ended',
  };
}

export async function listBanners(db: Db, now: Date) {
  const [rows, categories] = await Promise.all([
    db.selectFrom('banners').selectAll().orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'name_en', 'name_fr']).where('parent_id', 'is', null).orderBy('sort_order').orderBy('id').execute(),
  ]);
  return {
    banners: rows.map((row) => bannerOf(row, now)),
    categories: categories.map((c) => ({ id: Number(c.id), nameEn: c.name_en, nameFr: c.name_fr })),
  };
}

async function findBanner(db: Db | Transaction<Database>, id: number, now: Date): Promise<PlatformBanner> {
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw bannerNotFound();
  return bannerOf(row, now);
}

async function bannerColumns(trx: Transaction<Database>, input: BannerInput) {
  if (input.l1CategoryId !== null) {
    const category = await trx.selectFrom('categories').select('id').where('id', '=', input.l1CategoryId).where('parent_id', 'is', null).executeTakeFirst();
    if (!category) throw new AppError(400, 'bad_request', 'l1CategoryId must be a top-level category of the store.');
  }
  return {
    name: input.name, content_en: input.contentEn, content_fr: input.contentFr, l1_category_id: input.l1CategoryId,
    is_active: input.isActive ? 1 : 0,
    starts_at: input.startDay === null ? null : firstInstant(input.startDay),
    ends_at: input.endDay === null ? null : endInstant(input.endDay),
  };
}

export async function createBanner(trx: Transaction<Database>, input: BannerInput, now: Date): Promise<PlatformBanner> {
  await bumpCatalogueVersion(trx, now);
  const columns = await bannerColumns(trx, input);
  const id = await nextFreeId(trx, 'banners');
  await trx.insertInto('banners').values({ id, ...columns }).execute();
  return findBanner(trx, id, now);
}

export async function updateBanner(trx: Transaction<Database>, id: number, input: BannerInput, now: Date) {
  const before = await findBanner(trx, id, now);
  await bumpCatalogueVersion(trx, now);
  await trx.updateTable('banners').set(await bannerColumns(trx, input)).where('id', '=', id).execute();
  return { before, after: await findBanner(trx, id, now) };
}
