import { type Kysely, sql } from 'kysely';
import { doubleType, withSerialId } from './column-types';

/**
 * The shopper's cart (issue 4): one open cart per shopper, its lines, and the store's coupons.
 * Timestamps are ISO-8601 UTC text written by the app; flags are 0/1 integers.
 *
 * A line's uniqueness differs by kind, and NULL in a unique constraint is "distinct" on both engines,
 * so two partial unique indexes carry it:
 * - normal lines: one per (cart, product, pet): adding the same product for the same pet adds to it;
 * - buy-one-get-one child lines: one per (parent line, offer).
 * Children of users, products and pets cascade, so `seed --reset` can still empty those tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('carts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('coupon_code', 'text')
    .addColumn('shipping_address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('billing_address_id', 'integer', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('payment_method_id', 'integer', (c) => c.references('payment_methods.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('cart_items'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('pet_id', 'integer', (c) => c.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('promo_parent_cart_item_id', 'integer', (c) => c.references('cart_items.id').onDelete('cascade'))
    .addColumn('promo_id', 'integer')
    .addColumn('is_promo_selected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted_promo_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rx_id', 'integer', (c) => c.references('prescriptions.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_cart').on('cart_items').column('cart_id').execute();
  await db.schema
    .createIndex('cart_items_normal_line')
    .on('cart_items')
    .columns(['cart_id', 'product_id', 'pet_id'])
    .unique()
    .where(sql.ref('promo_parent_cart_item_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('cart_items_promo_child')
    .on('cart_items')
    .columns(['promo_parent_cart_item_id', 'promo_id'])
    .unique()
    .where(sql.ref('promo_parent_cart_item_id'), 'is not', null)
    .execute();

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
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['coupons', 'cart_items', 'carts']) {
    await db.schema.dropTable(table).execute();
  }
}
