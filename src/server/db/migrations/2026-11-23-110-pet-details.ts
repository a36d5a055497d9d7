import type { Kysely } from 'kysely';

/**
 * A pet's details for the shopper's "My pets" page (issue 14, rr §3 Pet): up to MAX_BREEDS breeds
 * (a JSON array of names), sex ('' when not given, 'male', 'female'), birth or gotcha date
 * (YYYY-MM-DD) and weight in grams (integers, as money is in cents). The pet's species stays in
 * `species`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pets').addColumn('breeds_json', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('pets').addColumn('sex', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('pets').addColumn('birth_date', 'text').execute();
  await db.schema.alterTable('pets').addColumn('weight_grams', 'integer').execute();
  await db.schema.alterTable('pets').addColumn('updated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['updated_at', 'weight_grams', 'birth_date', 'sex', 'breeds_json']) {
    await db.schema.alterTable('pets').dropColumn(column).execute();
  }
}
