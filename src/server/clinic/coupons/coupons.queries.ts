import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { CouponTable, Database } from '../../db/schema';

/** The clinic's coupons (issue 17); every query takes the clinic, so another clinic's ids are never found. */

export type CouponRow = Selectable<CouponTable> & { uses: number | string | bigint };

function withUses(db: Db | Transaction<Database>) {
  return db.selectFrom('coupons as c').selectAll('c').select((eb) =>
    eb.selectFrom('coupon_redemptions as r').select((e) => e.fn.countAll().as('n')).whereRef('r.coupon_id', '=', 'c.id').as('uses'),
  );
}

export async function listCoupons(db: Db, clinicId: number): Promise<CouponRow[]> {
  const rows = await withUses(db).where('c.clinic_id', '=', clinicId).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute();
  return rows as CouponRow[];
}

export async function findCoupon(db: Db | Transaction<Database>, clinicId: number, id: number): Promise<CouponRow | undefined> {
  const row = await withUses(db).where('c.clinic_id', '=', clinicId).where('c.id', '=', id).executeTakeFirst();
  return row as CouponRow | undefined;
}

/** Another coupon of the clinic with this code, in any case. */
export async function codeTaken(db: Transaction<Database>, clinicId: number, code: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('coupons').select('id').where('clinic_id', '=', clinicId).where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCoupon(db: Transaction<Database>, values: Insertable<CouponTable>): Promise<number> {
  const row = await db.insertInto('coupons').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCoupon(db: Transaction<Database>, clinicId: number, id: number, values: Partial<Insertable<CouponTable>>): Promise<void> {
  await db.updateTable('coupons').set(values).where('clinic_id', '=', clinicId).where('id', '=', id).execute();
}

