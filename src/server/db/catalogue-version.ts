import type { Db } from './database';

/**
 * The catalogue's version and change log, shared by every server process:
 * - `version` moves on changes that need a new index (products or families added or removed,
 *   categories, properties, promotions, banners, a re-seed): each process rebuilds when it moves;
 * - the change log lists products whose stock state or prices changed (`markProductsChanged`):
 *   each process re-reads only those products and updates its index in place.
 */
export interface CatalogueState {
  version: number;
  /** Sequence number of the last logged product change. */
  changeSeq: number;
}

export async function readCatalogueState(db: Db): Promise<CatalogueState> {
  const row = await db.selectFrom('catalogue_version').select(['version', 'change_seq']).where('id', '=', 1).executeTakeFirst();
  return row ? { version: Number(row.version), changeSeq: Number(row.change_seq) } : { version: 0, changeSeq: 0 };
}

export async function readCatalogueVersion(db: Db): Promise<number> {
  return (await readCatalogueState(db)).version;
}

export async function bumpCatalogueVersion(db: Db, now = new Date()): Promise<number> {
  const updatedAt = now.toISOString();
  const updated = await db
    .updateTable('catalogue_version')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: updatedAt }))
    .where('id', '=', 1)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('catalogue_version')
      .values({ id: 1, version: 1, updated_at: updatedAt })
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ version: eb('catalogue_version.version', '+', 1), updated_at: updatedAt })))
      .execute();
  }
  return readCatalogueVersion(db);
}

const ID_BATCH = 500;

/**
 * These products' stock state or prices changed: call it in the transaction that changed them.
 * The next change sequence number is taken by updating the one catalogue_version row, whose lock
 * is held until the transaction ends: numbers commit in order, so a reader that has seen number n
 * has seen every number below it.
 */
export async function markProductsChanged(db: Db, productIds: readonly number[], now = new Date()): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const changedAt = now.toISOString();
  const taken = await db
    .updateTable('catalogue_version')
    .set((eb) => ({ change_seq: eb('change_seq', '+', 1) }))
    .where('id', '=', 1)
    .returning('change_seq')
    .executeTakeFirst();
  const seq = taken
    ? Number(taken.change_seq)
    : Number((await db
      .insertInto('catalogue_version')
      .values({ id: 1, version: 0, updated_at: changedAt, change_seq: 1 })
      .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ change_seq: eb('catalogue_version.change_seq', '+', 1) })))
      .returning('change_seq')
      .executeTakeFirstOrThrow()).change_seq);
  for (let i = 0; i < ids.length; i += ID_BATCH) {
    await db
      .insertInto('catalogue_changes')
      .values(ids.slice(i, i + ID_BATCH).map((productId) => ({ seq, product_id: productId, changed_at: changedAt })))
      .execute();
  }
}

/** Products logged with a sequence number in (after, upTo]. */
export async function readChangedProductIds(db: Db, after: number, upTo: number): Promise<number[]> {
  const rows = await db
    .selectFrom('catalogue_changes')
    .select('product_id')
    .distinct()
    .where('seq', '>', after)
    .where('seq', '<=', upTo)
    .execute();
  return rows.map((r) => Number(r.product_id));
}

/** The oldest sequence number still in the log (older ones were pruned), or null when it is empty. */
export async function oldestLoggedChange(db: Db): Promise<number | null> {
  const row = await db.selectFrom('catalogue_changes').select((eb) => eb.fn.min('seq').as('seq')).executeTakeFirst();
  return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
}

/** Forgets log entries written before `before`; a process that had not read them rebuilds instead. */
export async function pruneChangeLog(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('catalogue_changes').where('changed_at', '<', before.toISOString()).execute();
}
