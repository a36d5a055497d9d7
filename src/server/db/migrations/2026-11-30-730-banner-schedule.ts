import type { Kysely } from 'kysely';

/**
 * Banners get dates (issue 26 "banners in both languages with dates"): the instant a banner starts
 * showing and the instant it stops, both optional (a banner without them shows while it is active,
 * as before). The catalogue index reads them as it reads promotions' dates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('banners').addColumn('ends_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('ends_at').execute();
  await db.schema.alterTable('banners').dropColumn('starts_at').execute();
}
