import type { Kysely, Selectable, Transaction } from 'kysely';
import { nextFreeId } from '../../db/next-free-id';
import type { Database, PromotionTable } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
export type PromotionRow = Selectable<PromotionTable>;

export interface GroupProductRow {
  group_id: number;
  kind: 'buy' | 'get';
  min_quantity: number;
  product_id: number;
  mfg_sku: string;
  name_en: string;
  name_fr: string;
}

export function listPromotions(db: Executor): Promise<(PromotionRow & { product_count: number | string | bigint })[]> {
  return db.selectFrom('promotions as p')
    .selectAll('p')
    .select((eb) => eb.selectFrom('promotion_groups as g').innerJoin('promotion_group_products as gp', 'gp.group_id', 'g.id')
      .whereRef('g.promotion_id', '=', 'p.id').select((e) => e.fn.count<number>('gp.product_id').distinct().as('n')).as('product_count'))
    .orderBy('p.start_date', 'desc').orderBy('p.id', 'desc')
    .execute() as Promise<(PromotionRow & { product_count: number | string | bigint })[]>;
}

export function findPromotion(db: Executor, id: number): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function groupProducts(db: Executor, promotionId: number): Promise<GroupProductRow[]> {
  return db.selectFrom('promotion_groups as g')
    .leftJoin('promotion_group_products as gp', 'gp.group_id', 'g.id')
    .leftJoin('products as p', 'p.id', 'gp.product_id')
    .select(['g.id as group_id', 'g.kind', 'g.min_quantity', 'p.id as product_id', 'p.mfg_sku', 'p.name_en', 'p.name_fr'])
    .where('g.promotion_id', '=', promotionId)
    .orderBy('g.id').orderBy('p.mfg_sku')
    .execute() as Promise<GroupProductRow[]>;
}

/**
 * The promotions of one manufacturer (brand): those whose every product is of that manufacturer
 * (a manufacturer representative's, issue 26). A promotion mixing brands is the site administrator's.
 */
export async function promotionIdsOfManufacturer(db: Executor, manufacturerId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('promotion_groups as g')
    .innerJoin('promotion_group_products as gp', 'gp.group_id', 'g.id')
    .innerJoin('products as p', 'p.id', 'gp.product_id')
    .innerJoin('product_families as f', 'f.id', 'p.family_id')
    .select((eb) => ['g.promotion_id', eb.fn.min<number>('f.manufacturer_id').as('low'), eb.fn.max<number>('f.manufacturer_id').as('high')])
    .groupBy('g.promotion_id')
    .execute();
  return new Set(rows.filter((r) => Number(r.low) === manufacturerId && Number(r.high) === manufacturerId).map((r) => Number(r.promotion_id)));
}

/** Each product's manufacturer (brand), by product id. */
export async function manufacturersOfProducts(db: Executor, productIds: readonly number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  const unique = [...new Set(productIds)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db.selectFrom('products as p').innerJoin('product_families as f', 'f.id', 'p.family_id')
      .select(['p.id', 'f.manufacturer_id']).where('p.id', 'in', unique.slice(i, i + 500)).execute();
    for (const row of rows) found.set(Number(row.id), Number(row.manufacturer_id));
  }
  return found;
}

/** Product ids by SKU, for the SKUs that name a product. */
export async function productIdsBySku(db: Executor, skus: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const unique = [...new Set(skus)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db.selectFrom('products').select(['id', 'mfg_sku']).where('mfg_sku', 'in', unique.slice(i, i + 500)).orderBy('id').execute();
    for (const row of rows) if (!found.has(row.mfg_sku)) found.set(row.mfg_sku, Number(row.id));
  }
  return found;
}

export async function replaceGroups(
  trx: Transaction<Database>, promotionId: number, groups: readonly { kind: 'buy' | 'get'; minQuantity: number; productIds: readonly number[] }[],
): Promise<void> {
  const old = await trx.selectFrom('promotion_groups').select('id').where('promotion_id', '=', promotionId).execute();
  if (old.length > 0) {
    await trx.deleteFrom('promotion_group_products').where('group_id', 'in', old.map((g) => g.id)).execute();
    await trx.deleteFrom('promotion_groups').where('promotion_id', '=', promotionId).execute();
  }
  let nextGroupId = await nextFreeId(trx, 'promotion_groups');
  for (const group of groups) {
    const id = nextGroupId++;
    await trx.insertInto('promotion_groups').values({ id, promotion_id: promotionId, kind: group.kind, min_quantity: group.minQuantity }).execute();
    const productIds = [...new Set(group.productIds)];
    for (let i = 0; i < productIds.length; i += 500) {
      await trx.insertInto('promotion_group_products').values(productIds.slice(i, i + 500).map((productId) => ({ group_id: id, product_id: productId }))).execute();
    }
  }
}
