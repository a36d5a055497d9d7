import type { Db } from './database';

/**
 * The catalogue's version: every writer that changes products, prices, stock states, promotions or
 * banners bumps it, and each server process rebuilds its in-memory catalogue index when it moves.
 */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.version) : 0;
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
