import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * Empties the database for `seed --reset`: every table except Kysely's migration bookkeeping and
 * catalogue_version, which is kept so that re-seeding bumps it and running servers notice the new
 * catalogue. Tables other features add later (carts, orders, outbox...) are found by
 * introspection, so the reset keeps working as the schema grows.
 */
const KEEP = new Set(['catalogue_version', 'kysely_migration', 'kysely_migration_lock']);

/** Tables the seed fills, children before parents. */
const SEEDED_CHILD_FIRST = [
  'product_availability_tracking', 'favourites', 'payment_methods', 'addresses', 'prescriptions', 'pets', 'sessions',
  'users', 'clinics', 'banners', 'promotion_group_products', 'promotion_groups', 'promotions', 'products',
  'family_property_values', 'property_values', 'properties', 'family_images', 'family_categories', 'product_families',
  'manufacturers', 'categories',
];

export async function clearDemoData(db: Kysely<Database>, engine: 'sqlite' | 'postgres'): Promise<void> {
  // On PostgreSQL only the schema in use (the search path's first), not every schema of the database.
  const schema = engine === 'postgres'
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const tables = (await db.introspection.getTables())
    .filter((t) => schema === undefined || t.schema === schema)
    .map((t) => t.name)
    .filter((name) => !KEEP.has(name));
  if (tables.length === 0) return;
  if (engine === 'postgres') {
    // One statement empties them all whatever references what, and restarts the serial ids.
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    // Tables the seed does not know reference seeded ones (carts -> users): empty them first. Their
    // order among themselves is unknown, so retry until every one succeeds; SQLite rolls back only
    // the failed statement.
    let pending = tables.filter((t) => !SEEDED_CHILD_FIRST.includes(t));
    for (let pass = 0; pending.length > 0; pass++) {
      const failed: string[] = [];
      for (const table of pending) {
        try {
          await sql`delete from ${sql.table(table)}`.execute(trx);
        } catch (error) {
          if (pass >= pending.length) throw error;
          failed.push(table);
        }
      }
      pending = failed;
    }
    // Clinics and categories reference their own table: children first.
    await trx.updateTable('clinics').set({ master_clinic_id: null }).execute();
    for (const table of SEEDED_CHILD_FIRST) {
      if (table === 'categories') await trx.deleteFrom('categories').where('level', '>', 1).execute();
      if (tables.includes(table)) await sql`delete from ${sql.table(table)}`.execute(trx);
    }
    await sql`delete from sqlite_sequence`.execute(trx).catch(() => undefined);
  });
}
