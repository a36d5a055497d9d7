import { type Kysely, sql } from 'kysely';
import { doubleType } from './column-types';

export async function up(db: Kysely<any>): Promise<void> {
  const double = doubleType(db);
  const flag = (name: string, def = 0) => [name, 'integer', (c: any) => c.notNull().defaultTo(def)] as const;

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('slug_en', 'text', (c) => c.notNull())
    .addColumn('slug_fr', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'text')
    .execute();

  await db.schema
    .createTable('manufacturers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn(...flag('has_discontinued_formulas'))
    .execute();

  let families = db.schema
    .createTable('product_families')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('manufacturer_id', 'integer', (c) => c.notNull().references('manufacturers.id'));
  for (const text of [
    'name', 'description', 'benefits', 'ingredients', 'guaranteed_analysis', 'feeding_instructions', 'product_type_name',
  ]) {
    families = families
      .addColumn(`${text}_en`, 'text', (c) => c.notNull().defaultTo(''))
      .addColumn(`${text}_fr`, 'text', (c) => c.notNull().defaultTo(''));
  }
  await families
    .addColumn('product_type_id', 'integer', (c) => c.notNull())
    .addColumn(...flag('is_made_in_canada'))
    .addColumn(...flag('is_subscriptionable'))
    .addColumn('suggestion_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('family_categories')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('product_families.id'))
    .addColumn('l1_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('l2_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('l3_id', 'integer', (c) => c.references('categories.id'))
    .addColumn(...flag('is_primary'))
    .execute();
  await db.schema.createIndex('family_categories_family').on('family_categories').column('family_id').execute();

  await db.schema
    .createTable('family_images')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('product_families.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_small', 'text', (c) => c.notNull())
    .addColumn('image_large', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('family_images_pk', ['family_id', 'position'])
    .execute();

  await db.schema
    .createTable('properties')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('filter_name', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('property_values')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('query_value', 'text', (c) => c.notNull())
    .addColumn('value_en', 'text', (c) => c.notNull())
    .addColumn('value_fr', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('property_values_query', ['property_id', 'query_value'])
    .execute();

  await db.schema
    .createTable('family_property_values')
    .addColumn('family_id', 'integer', (c) => c.notNull().references('product_families.id'))
    .addColumn('property_value_id', 'integer', (c) => c.notNull().references('property_values.id'))
    .addPrimaryKeyConstraint('family_property_values_pk', ['family_id', 'property_value_id'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('family_id', 'integer', (c) => c.notNull().references('product_families.id'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('mfg_sku', 'text', (c) => c.notNull())
    .addColumn('product_format_en', 'text', (c) => c.notNull())
    .addColumn('product_format_fr', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn(...flag('is_default'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('regular_unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('auto_order_unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('rx_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('column_regular_retail_cents', 'integer', (c) => c.notNull())
    .addColumn('auto_order_discount_percentage', double, (c) => c.notNull().defaultTo(0))
    .addColumn('auto_order_discount_clinic_percentage', double, (c) => c.notNull().defaultTo(0))
    .addColumn('auto_order_discount_sponsored_percentage', double, (c) => c.notNull().defaultTo(0))
    .addColumn(...flag('is_in_stock', 1))
    .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0).check(sqlCheckNonNegative('stock_quantity')))
    .addColumn(...flag('frequently_low_stock'))
    .addColumn(...flag('is_long_term_backorder'))
    .addColumn('last_reported_in_stock_at', 'text')
    .addColumn('max_quantity_restriction_per_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...flag('is_subscription'))
    .addColumn(...flag('is_prescription_product'))
    .addColumn(...flag('is_approval_required'))
    .addColumn(...flag('allow_browsing', 1))
    .addColumn(...flag('is_bulk_item'))
    .addColumn(...flag('is_clinic_pickup_only'))
    .addColumn(...flag('is_featured'))
    .addColumn(...flag('is_terra_cycle'))
    .addColumn(...flag('is_discontinued_formula'))
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_last_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_family').on('products').column('family_id').execute();
  await db.schema.createIndex('products_sku').on('products').column('mfg_sku').execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_fr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fine_print_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fine_print_fr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('badge_label_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('badge_label_fr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('promo_type_id', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn(...flag('is_instant_rebate'))
    .addColumn(...flag('is_for_subscriptions_only'))
    .addColumn(...flag('is_auto_order_only_offer'))
    .addColumn(...flag('is_percentage_discount'))
    .addColumn('discount_percent', double, (c) => c.notNull().defaultTo(0))
    .addColumn('rebate_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bogo_discount_percent', double, (c) => c.notNull().defaultTo(0))
    .addColumn(...flag('hide_promo_info_in_webstore'))
    .addColumn(...flag('is_not_qualified'))
    .addColumn('qualification_reason', 'text')
    .execute();

  await db.schema
    .createTable('promotion_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('min_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('promotion_group_products')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('promotion_groups.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addPrimaryKeyConstraint('promotion_group_products_pk', ['group_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('content_fr', 'text', (c) => c.notNull())
    .addColumn('l1_category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn(...flag('is_active', 1))
    .execute();

  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/** Stock is never sold below zero: the database refuses it even if a query forgets to. */
function sqlCheckNonNegative(column: string) {
  return sql.raw(`${column} >= 0`);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'catalogue_version', 'banners', 'promotion_group_products', 'promotion_groups', 'promotions', 'products',
    'family_property_values', 'property_values', 'properties', 'family_images', 'family_categories',
    'product_families', 'manufacturers', 'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
