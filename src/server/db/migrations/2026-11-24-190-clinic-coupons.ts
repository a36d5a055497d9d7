import { sql, type Kysely } from 'kysely';
import { doubleType, withSerialId } from './column-types';

/**
 * Coupons become the clinic's (issue 17 "Coupons"):
 * - coupons: rebuilt with an id, the clinic, a one-use-per-shopper flag, who made it and when it was
 *   last changed. A code is unique per clinic whatever its case: a unique index on
 *   (clinic_id, lower(code)) (an expression index, on both engines). The store-wide coupons of the
 *   old table are copied to every clinic that exists, so each clinic's shoppers keep the codes they
 *   could use (on a fresh database there is none: the demo seed gives the demo clinic its codes).
 * - coupon_redemptions: one row per checkout that used a coupon (its first order), written in the
 *   transaction that places the order. For a one-use coupon, `single_use` is 1 and a partial unique
 *   index on (coupon_id, user_id) refuses a second use, so two tabs cannot both use it. The row goes
 *   with its order (a declined card releases the checkout and its orders).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('clinic_coupons'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_percent', doubleType(db), (c) => c.notNull().defaultTo(0))
    .addColumn('min_subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_for_auto_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('one_use_per_shopper', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const old = await db.selectFrom('coupons').selectAll().execute();
  const clinics = await db.selectFrom('clinics').select('id').orderBy('id').execute();
  const now = new Date().toISOString();
  for (const clinic of clinics) {
    for (const c of old) {
      await db.insertInto('clinic_coupons').values({
        clinic_id: clinic.id, code: c.code, discount_cents: c.discount_cents, discount_percent: c.discount_percent,
        min_subtotal_cents: c.min_subtotal_cents, auto_order_only: c.auto_order_only, not_for_auto_order: c.not_for_auto_order,
        one_use_per_shopper: 0, starts_at: c.starts_at, ends_at: c.ends_at, is_active: c.is_active, created_at: now, updated_at: now,
      }).execute();
    }
  }
  await db.schema.dropTable('coupons').execute();
  await db.schema.alterTable('clinic_coupons').renameTo('coupons').execute();
  await db.schema.createIndex('coupons_clinic_code').on('coupons').unique().expression(sql`clinic_id, lower(code)`).execute();

  await withSerialId(db, db.schema.createTable('coupon_redemptions'))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('single_use', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_once')
    .on('coupon_redemptions')
    .columns(['coupon_id', 'user_id'])
    .unique()
    .where(sql.ref('single_use'), '=', 1)
    .execute();
  await db.schema.createIndex('coupon_redemptions_coupon').on('coupon_redemptions').column('coupon_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropIndex('coupons_clinic_code').execute();
  await db.schema.alterTable('coupons').renameTo('clinic_coupons').execute();
  await db.schema
    .createTable('coupons')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_percent', doubleType(db), (c) => c.notNull().defaultTo(0))
    .addColumn('min_subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_for_auto_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.dropTable('clinic_coupons').execute();
}
