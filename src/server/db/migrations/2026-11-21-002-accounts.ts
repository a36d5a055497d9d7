import type { Kysely } from 'kysely';
import { doubleType, withSerialId } from './column-types';

// Timestamps are written by the app as ISO-8601 UTC so both engines store the same text.
const now = (c: any) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  const double = doubleType(db);
  const flag = (name: string, def = 0) => [name, 'integer', (c: any) => c.notNull().defaultTo(def)] as const;

  await withSerialId(db, db.schema.createTable('clinics'))
    .addColumn('practice_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('vet_name', 'text')
    .addColumn('subdomain', 'text', (c) => c.notNull().unique())
    .addColumn('master_clinic_id', 'integer', (c) => c.references('clinics.id'))
    .addColumn(...flag('is_automatic_registration'))
    .addColumn(...flag('is_live', 1))
    .addColumn(...flag('is_approved', 1))
    .addColumn(...flag('restrict_shipping_to_province'))
    .addColumn('distributor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', now)
    .execute();

  await withSerialId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failed_sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('password_changed_at', 'text')
    .addColumn('account_credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', now)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', now)
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('pets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn(...flag('is_deleted'))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('pets_user').on('pets').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('prescriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('pet_id', 'integer', (c) => c.notNull().references('pets.id'))
    .addColumn('family_id', 'integer', (c) => c.notNull().references('product_families.id'))
    .addColumn('rx_status_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refill_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refill_quantity_remaining', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vet_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('prescriptions_user').on('prescriptions').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('addresses'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('location_name', 'text', (c) => c.notNull())
    .addColumn('street1', 'text', (c) => c.notNull())
    .addColumn('street2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn(...flag('is_default_shipping'))
    .addColumn(...flag('is_default_billing'))
    .addColumn(...flag('is_deleted'))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('payment_methods'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('card_holder', 'text', (c) => c.notNull())
    .addColumn('billing_address_id', 'integer', (c) => c.references('addresses.id'))
    .addColumn(...flag('is_default'))
    .addColumn(...flag('is_deleted'))
    .addColumn('created_at', 'text', now)
    .execute();
  await db.schema.createIndex('payment_methods_user').on('payment_methods').column('user_id').execute();

  for (const table of ['favourites', 'product_availability_tracking']) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('created_at', 'text', now)
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'product_id'])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'product_availability_tracking', 'favourites', 'payment_methods', 'addresses', 'prescriptions', 'pets',
    'sessions', 'users', 'clinics',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
