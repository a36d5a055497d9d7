import type { Kysely } from 'kysely';
import { doubleType, withSerialId } from './column-types';

/**
 * Checkout and orders (issue 5). Timestamps are ISO-8601 UTC text written by the app, flags 0/1,
 * money integer cents.
 *
 * - checkouts: one row per placed checkout; (user_id, checkout_key) is unique, so the same checkout
 *   submitted twice (double click, retry, parallel requests) places its orders once. result_json is
 *   the answer the first submission gave, returned again to the repeats.
 * - orders: one per order group of a checkout, with its figures and its addresses and card as they
 *   were (snapshots, not references, so later edits never change a placed order).
 * - sandbox_card_tokens and payment_authorizations: the sandbox payment provider's own records (a
 *   real provider keeps them on its side); never a card number, only brand, last four and expiry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const flag = (name: string, def = 0) => [name, 'integer', (c: any) => c.notNull().defaultTo(def)] as const;
  const cents = (name: string) => [name, 'integer', (c: any) => c.notNull().defaultTo(0)] as const;
  const text = (name: string) => [name, 'text', (c: any) => c.notNull().defaultTo('')] as const;

  await withSerialId(db, db.schema.createTable('checkouts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('checkout_key', 'text', (c) => c.notNull())
    .addColumn('result_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('checkouts_user_key', ['user_id', 'checkout_key'])
    .execute();

  let orders = withSerialId(db, db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('checkout_id', 'integer', (c) => c.notNull().references('checkouts.id'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('group_number', 'integer', (c) => c.notNull())
    .addColumn(...flag('is_clinic_pickup'))
    .addColumn(...flag('is_auto_order'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('shipping_option_id', 'text', (c) => c.notNull())
    .addColumn('shipping_option_name', 'text', (c) => c.notNull())
    .addColumn(...cents('shipping_cents'))
    .addColumn(...cents('shipping_discount_cents'))
    .addColumn(...cents('item_subtotal_cents'))
    .addColumn(...cents('discount_cents'))
    .addColumn(...cents('rebate_cents'))
    .addColumn(...cents('tax_cents'))
    .addColumn(...cents('account_credit_cents'))
    .addColumn(...cents('total_cents'))
    .addColumn('tax_province', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text');
  for (const prefix of ['ship', 'bill']) {
    orders = orders
      .addColumn(...text(`${prefix}_location_name`))
      .addColumn(...text(`${prefix}_street1`))
      .addColumn(...text(`${prefix}_street2`))
      .addColumn(...text(`${prefix}_city`))
      .addColumn(...text(`${prefix}_province`))
      .addColumn(...text(`${prefix}_postal_code`));
  }
  await orders
    .addColumn('payment_method_id', 'integer', (c) => c.references('payment_methods.id'))
    .addColumn('payment_token', 'text', (c) => c.notNull())
    .addColumn('payment_brand', 'text', (c) => c.notNull())
    .addColumn('payment_last4', 'text', (c) => c.notNull())
    .addColumn('authorization_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_checkout_group', ['checkout_id', 'group_number'])
    .execute();
  await db.schema.createIndex('orders_user').on('orders').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mfg_sku', 'text', (c) => c.notNull())
    .addColumn('mfg_name', 'text', (c) => c.notNull())
    .addColumn('product_format', 'text', (c) => c.notNull())
    .addColumn('pet_id', 'integer', (c) => c.references('pets.id'))
    .addColumn('pet_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn(...cents('unit_price_cents'))
    .addColumn(...cents('regular_unit_price_cents'))
    .addColumn(...cents('ext_price_cents'))
    .addColumn(...cents('discount_cents'))
    .addColumn(...cents('rebate_cents'))
    .addColumn(...cents('coupon_discount_cents'))
    .addColumn(...cents('net_price_cents'))
    .addColumn('promo_parent_order_item_id', 'integer', (c) => c.references('order_items.id'))
    .addColumn('promo_id', 'integer')
    .addColumn('rx_id', 'integer')
    .addColumn(...flag('requires_approval'))
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await withSerialId(db, db.schema.createTable('order_taxes'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('rate', doubleType(db), (c) => c.notNull())
    .addColumn(...cents('items_amount_cents'))
    .addColumn(...cents('shipping_amount_cents'))
    .addColumn(...cents('amount_cents'))
    .execute();
  await db.schema.createIndex('order_taxes_order').on('order_taxes').column('order_id').execute();

  await withSerialId(db, db.schema.createTable('order_history'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_history_order').on('order_history').column('order_id').execute();

  await withSerialId(db, db.schema.createTable('auto_order_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('checkout_id', 'integer', (c) => c.references('checkouts.id'))
    .addColumn('frequency_weeks', 'integer', (c) => c.notNull())
    .addColumn('next_order_date', 'text', (c) => c.notNull())
    .addColumn('shipping_address_id', 'integer', (c) => c.references('addresses.id'))
    .addColumn('billing_address_id', 'integer', (c) => c.references('addresses.id'))
    .addColumn('payment_method_id', 'integer', (c) => c.references('payment_methods.id'))
    .addColumn('shipping_option_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auto_order_subscriptions_user').on('auto_order_subscriptions').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('auto_order_items'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('auto_order_subscriptions.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('pet_id', 'integer', (c) => c.references('pets.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_card_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('used_by_user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('payment_authorizations'))
    .addColumn('authorization_id', 'text', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payment_authorizations', 'sandbox_card_tokens', 'auto_order_items', 'auto_order_subscriptions', 'order_history',
    'order_taxes', 'order_items', 'orders', 'checkouts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
