import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CouponTable } from '../../db/schema';

/**
 * Coupons of the demo store (issue 4), one for each rule the coupon box must show: a percentage, a
 * fixed amount with a minimum, AutoOrder-only, not-for-AutoOrder, and an expired one (FALL2021,
 * which answers 'expired'). Coupons are a clinic's (issue 17): the seed gives them to the demo
 * clinic with seedDemoCoupons; it is idempotent (a code the clinic has, in any case, is kept).
 */
export const DEMO_COUPONS: readonly Omit<Insertable<CouponTable>, 'clinic_id' | 'created_at' | 'updated_at'>[] = [
  { code: 'WELCOME10', discount_cents: 0, discount_percent: 10, min_subtotal_cents: 0, auto_order_only: 0, not_for_auto_order: 0, starts_at: '2020-01-01T00:00:00.000Z', ends_at: null, is_active: 1 },
  { code: 'SAVE5', discount_cents: 500, discount_percent: 0, min_subtotal_cents: 5000, auto_order_only: 0, not_for_auto_order: 0, starts_at: '2020-01-01T00:00:00.000Z', ends_at: null, is_active: 1 },
  { code: 'AUTO15', discount_cents: 0, discount_percent: 15, min_subtotal_cents: 0, auto_order_only: 1, not_for_auto_order: 0, starts_at: '2020-01-01T00:00:00.000Z', ends_at: null, is_active: 1 },
  { code: 'ONETIME20', discount_cents: 2000, discount_percent: 0, min_subtotal_cents: 10000, auto_order_only: 0, not_for_auto_order: 1, starts_at: '2020-01-01T00:00:00.000Z', ends_at: null, is_active: 1 },
  // Ended 2021-09-30 (the end is exclusive, so the last day it worked was the 30th).
  { code: 'FALL2021', discount_cents: 0, discount_percent: 25, min_subtotal_cents: 0, auto_order_only: 0, not_for_auto_order: 0, starts_at: '2021-09-01T00:00:00.000Z', ends_at: '2021-10-01T00:00:00.000Z', is_active: 1 },
];

export async function seedDemoCoupons(db: Db, clinicId: number, now = new Date()): Promise<void> {
  for (const coupon of DEMO_COUPONS) {
    const existing = await db.selectFrom('coupons').select('id')
      .where('clinic_id', '=', clinicId).where(sql<string>`lower(code)`, '=', coupon.code.toLowerCase()).executeTakeFirst();
    if (existing) continue;
    await db.insertInto('coupons').values({ ...coupon, clinic_id: clinicId, created_at: now.toISOString(), updated_at: now.toISOString() }).execute();
  }
}
