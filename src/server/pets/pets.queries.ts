import type { Db } from '../db/database';

/** Reads and writes of the pets table for the add-to-cart panel's "new pet" form (cc §4). */

export interface SavedPet {
  id: number;
  name: string;
  code: string;
}

export async function insertPet(db: Db, userId: number, pet: { name: string; code: string }, now: Date): Promise<SavedPet> {
  const row = await db
    .insertInto('pets')
    .values({ user_id: userId, name: pet.name, species: pet.code, is_deleted: 0, created_at: now.toISOString() })
    .returning(['id', 'name', 'species'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), name: row.name, code: row.species };
}

/** Renames one of the shopper's own pets (not a deleted one); null when there is no such pet. */
export async function updateOwnPet(db: Db, userId: number, petId: number, pet: { name: string; code: string }): Promise<SavedPet | null> {
  const row = await db
    .updateTable('pets')
    .set({ name: pet.name, species: pet.code })
    .where('id', '=', petId)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .returning(['id', 'name', 'species'])
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name, code: row.species } : null;
}
