import type { Kysely } from 'kysely';

/**
 * Issue 27, "Account credit from the clinic" (docs/decisions/112-clinic-goodwill-credit.md), on the
 * credit_entries ledger:
 * - expires_on: the last day (YYYY-MM-DD, UTC) a goodwill credit may be spent; null = never expires.
 *   What is left of it after that day stops counting in the balance (src/domain/credit-lots.ts);
 * - idempotency_key: the key of a staff member's give or take-back request, unique per client, so a
 *   retried request writes one entry. Null for every other entry (nulls never collide).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_entries').addColumn('expires_on', 'text').execute();
  await db.schema.alterTable('credit_entries').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('credit_entries_idempotency').unique().on('credit_entries').columns(['user_id', 'idempotency_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('credit_entries_idempotency').execute();
  await db.schema.alterTable('credit_entries').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('credit_entries').dropColumn('expires_on').execute();
}
