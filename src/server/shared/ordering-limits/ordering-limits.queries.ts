import type { ProductOrderLimit, RestrictedArea, RestrictedAreaKind } from '../../../domain/ordering-limits';
import type { Db } from '../../db/database';

/** What the ordering limits read and write (issue 25); every function runs in the caller's transaction. */

export interface StoredProductLimit extends ProductOrderLimit {
  /** Orders from this day (the clinic's zone) count towards the allocation; null: every order. */
  allocationStartsOn: string | null;
}

export async function findProductLimits(db: Db, productIds: readonly number[]): Promise<StoredProductLimit[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_order_limits')
    .select(['product_id', 'monthly_max', 'allocation_max', 'allocation_starts_on'])
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
  return rows
    .map((r) => ({
      productId: Number(r.product_id),
      monthlyMax: r.monthly_max === null ? null : Number(r.monthly_max),
      allocationMax: r.allocation_max === null ? null : Number(r.allocation_max),
      allocationStartsOn: r.allocation_starts_on,
    }))
    .filter((l) => l.monthlyMax !== null || l.allocationMax !== null);
}

/** The shopper's clinic and its time zone (the calendar a month is counted in). */
export async function findShopperClinicZone(db: Db, userId: number): Promise<{ clinicId: number; timeZone: string } | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .select(['c.id', 'c.time_zone'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? { clinicId: Number(row.id), timeZone: row.time_zone } : null;
}

/**
 * The units of these products in the shopper's orders created from `since` (an ISO instant), each
 * with its order's time: every order that is not cancelled, those still waiting for their card
 * included (a claim in progress holds its units).
 */
export async function orderedUnitRows(
  db: Db,
  userId: number,
  productIds: readonly number[],
  since: string,
): Promise<{ productId: number; quantity: number; createdAt: string }[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select(['oi.product_id', 'oi.quantity', 'o.created_at'])
    .where('o.user_id', '=', userId)
    .where('oi.product_id', 'in', [...new Set(productIds)])
    .where('o.status', '<>', 'cancelled')
    .where('o.created_at', '>=', since)
    .execute();
  return rows.map((r) => ({ productId: Number(r.product_id), quantity: Number(r.quantity), createdAt: r.created_at }));
}

export interface StoredRestrictedArea extends RestrictedArea {
  id: number;
  clinicId: number | null;
  createdAt: string;
}

const areaColumns = ['id', 'clinic_id', 'product_id', 'kind', 'value', 'created_at'] as const;
type AreaRow = { id: number; clinic_id: number | null; product_id: number | null; kind: string; value: string; created_at: string };
const toArea = (r: AreaRow): StoredRestrictedArea => ({
  id: Number(r.id),
  clinicId: r.clinic_id === null ? null : Number(r.clinic_id),
  productId: r.product_id === null ? null : Number(r.product_id),
  kind: r.kind as RestrictedAreaKind,
  value: r.value,
  createdAt: r.created_at,
});

/** The areas that may refuse delivery of these products from this clinic: the clinic's, and the products' own. */
export async function findRestrictedAreas(db: Db, clinicId: number, productIds: readonly number[]): Promise<StoredRestrictedArea[]> {
  const ids = [...new Set(productIds)];
  const rows = await db
    .selectFrom('restricted_areas')
    .select(areaColumns)
    .where((eb) => {
      const clinicOwn = eb.and([eb('clinic_id', '=', clinicId), eb('product_id', 'is', null)]);
      if (ids.length === 0) return clinicOwn;
      return eb.or([
        clinicOwn,
        eb.and([eb('product_id', 'in', ids), eb.or([eb('clinic_id', 'is', null), eb('clinic_id', '=', clinicId)])]),
      ]);
    })
    .orderBy('id')
    .execute();
  return rows.map(toArea);
}

/** A clinic's own areas (every product), for its page on the platform. */
export async function listClinicAreas(db: Db, clinicId: number): Promise<StoredRestrictedArea[]> {
  const rows = await db.selectFrom('restricted_areas').select(areaColumns).where('clinic_id', '=', clinicId).where('product_id', 'is', null).orderBy('kind').orderBy('value').execute();
  return rows.map(toArea);
}

/** Adds a clinic's area; null when the clinic has it already. */
export async function insertClinicArea(db: Db, clinicId: number, kind: RestrictedAreaKind, value: string, now: Date): Promise<StoredRestrictedArea | null> {
  const existing = await db.selectFrom('restricted_areas').select('id')
    .where('clinic_id', '=', clinicId).where('product_id', 'is', null).where('kind', '=', kind).where('value', '=', value).executeTakeFirst();
  if (existing) return null;
  const row = await db.insertInto('restricted_areas')
    .values({ clinic_id: clinicId, product_id: null, kind, value, created_at: now.toISOString() })
    .returning(areaColumns)
    .executeTakeFirstOrThrow();
  return toArea(row);
}

/** Removes one of a clinic's own areas; null when the clinic has no such area (another clinic's, or a product's). */
export async function deleteClinicArea(db: Db, clinicId: number, areaId: number): Promise<StoredRestrictedArea | null> {
  const row = await db.deleteFrom('restricted_areas')
    .where('id', '=', areaId).where('clinic_id', '=', clinicId).where('product_id', 'is', null)
    .returning(areaColumns)
    .executeTakeFirst();
  return row ? toArea(row) : null;
}
