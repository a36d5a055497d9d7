import type { Transaction } from 'kysely';
import type { Database } from './schema';

/** The catalogue tables whose ids the seed chose (plain integer keys, no sequence on PostgreSQL). */
type SeededIdTable = 'products' | 'product_families' | 'promotions' | 'promotion_groups' | 'banners';

/**
 * The next free id of a table without a sequence. Call it in the transaction that inserts, after
 * the catalogue's version row is locked (`bumpCatalogueVersion`), so two writers cannot take the same id.
 */
export async function nextFreeId(trx: Transaction<Database>, table: SeededIdTable): Promise<number> {
  const row = await trx.selectFrom(table).select((eb) => eb.fn.max<number>('id').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
