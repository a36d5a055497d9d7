import type { Db } from '../../db/database';
import type { AutoOrderStatus } from '../../../domain/auto-order-status';

const CANCELLED_AUTO_ORDER: AutoOrderStatus = 'cancelled';

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

/** A pet as "My pets" shows it (issue 14). */
export interface PetRow {
  id: number;
  name: string;
  code: string;
  breeds: string[];
  sex: string;
  birthDate: string | null;
  weightGrams: number | null;
}

export interface PetDetails {
  breeds: string[];
  sex: string;
  birthDate: string | null;
  weightGrams: number | null;
}

function parseBreeds(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((b): b is string => typeof b === 'string') : [];
  } catch {
    return [];
  }
}

const petColumns = ['id', 'name', 'species', 'breeds_json', 'sex', 'birth_date', 'weight_grams'] as const;
type PetRaw = { id: number; name: string; species: string; breeds_json: string; sex: string; birth_date: string | null; weight_grams: number | null };
const toPetRow = (r: PetRaw): PetRow => ({
  id: Number(r.id), name: r.name, code: r.species, breeds: parseBreeds(r.breeds_json), sex: r.sex, birthDate: r.birth_date,
  weightGrams: r.weight_grams === null ? null : Number(r.weight_grams),
});

/** The shopper's pets (not removed), by name. */
export async function listOwnPets(db: Db, userId: number): Promise<PetRow[]> {
  const rows = await db.selectFrom('pets').select(petColumns).where('user_id', '=', userId).where('is_deleted', '=', 0).orderBy('name').orderBy('id').execute();
  return rows.map(toPetRow);
}

export async function findOwnPetRow(db: Db, userId: number, petId: number): Promise<PetRow | null> {
  const row = await db.selectFrom('pets').select(petColumns).where('id', '=', petId).where('user_id', '=', userId).where('is_deleted', '=', 0).executeTakeFirst();
  return row ? toPetRow(row) : null;
}

/** Sets an own pet's details (those given); false when there is no such pet. */
export async function setOwnPetDetails(db: Db, userId: number, petId: number, details: Partial<PetDetails>, now: Date): Promise<boolean> {
  const values = {
    ...(details.breeds !== undefined ? { breeds_json: JSON.stringify(details.breeds) } : {}),
    ...(details.sex !== undefined ? { sex: details.sex } : {}),
    ...(details.birthDate !== undefined ? { birth_date: details.birthDate } : {}),
    ...(details.weightGrams !== undefined ? { weight_grams: details.weightGrams } : {}),
    updated_at: now.toISOString(),
  };
  const result = await db.updateTable('pets').set(values).where('id', '=', petId).where('user_id', '=', userId).where('is_deleted', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes an own pet (kept for its orders' history, never shown again); false when there is no such pet. */
export async function softDeleteOwnPet(db: Db, userId: number, petId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('pets')
    .set({ is_deleted: 1, updated_at: now.toISOString() })
    .where('id', '=', petId)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The shopper's pets with an item in an active AutoOrder subscription (any status but cancelled,
 * src/domain/auto-order-status.ts). Read here, not through the AutoOrder feature, which owns the
 * table's writes (issue 15).
 */
export async function petIdsInActiveAutoOrders(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('auto_order_items as i')
    .innerJoin('auto_order_subscriptions as s', 's.id', 'i.subscription_id')
    .select('i.pet_id')
    .distinct()
    .where('s.user_id', '=', userId)
    .where('s.status', '!=', CANCELLED_AUTO_ORDER)
    .where('i.pet_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => Number(r.pet_id)));
}
