import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** The platform's fee rate history (issue 27): a new rate is a new row, effective from its time. */
export async function listFeeRates(db: Db) {
  const rows = await db.selectFrom('platform_fee_rates').select(['percent_bp', 'fixed_cents', 'effective_from']).orderBy('effective_from', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({ percentBp: Number(r.percent_bp), fixedCents: Number(r.fixed_cents), effectiveFrom: r.effective_from }));
}

export async function insertFeeRate(db: Transaction<Database>, row: { percentBp: number; fixedCents: number; byUserId: number | null; now: string }): Promise<number> {
  const inserted = await db.insertInto('platform_fee_rates')
    .values({ percent_bp: row.percentBp, fixed_cents: row.fixedCents, effective_from: row.now, created_by_user_id: row.byUserId, created_at: row.now })
    .returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}
