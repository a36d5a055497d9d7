import { PostgresAdapter, sql } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import type { Db } from '../../db/database';

/** Reads and writes of the prescriptions table for the shopper's account (issue 14). */

export interface RxRow {
  id: number;
  petId: number;
  petName: string;
  petCode: string;
  familyId: number;
  familyNameEn: string;
  familyNameFr: string;
  productId: number | null;
  rxStatusId: number;
  quantity: number;
  refillQuantity: number;
  refillQuantityRemaining: number;
  vetName: string;
  expiresAt: string | null;
  createdAt: string;
  requestedQuantity: number;
  clientNote: string;
  renewalOfId: number | null;
  instructions: string;
  denialReason: string;
  decidedAt: string | null;
}

const columns = [
  'rx.id', 'rx.pet_id', 'pets.name as pet_name', 'pets.species as pet_code', 'rx.family_id', 'f.name_en', 'f.name_fr', 'rx.product_id',
  'rx.rx_status_id', 'rx.quantity', 'rx.refill_quantity', 'rx.refill_quantity_remaining', 'rx.vet_name', 'rx.expires_at', 'rx.created_at',
  'rx.requested_quantity', 'rx.client_note', 'rx.renewal_of_id', 'rx.instructions', 'rx.denial_reason', 'rx.decided_at',
] as const;

function baseQuery(db: Db, userId: number) {
  return db
    .selectFrom('prescriptions as rx')
    .innerJoin('pets', 'pets.id', 'rx.pet_id')
    .innerJoin('product_families as f', 'f.id', 'rx.family_id')
    .select(columns)
    .where('rx.user_id', '=', userId)
    .where('pets.user_id', '=', userId)
    .where('pets.is_deleted', '=', 0)
    .where('rx.rx_status_id', '!=', RX_STATUS.deleted);
}

type Raw = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toRow(r: Raw): RxRow {
  return {
    id: Number(r.id), petId: Number(r.pet_id), petName: r.pet_name, petCode: r.pet_code, familyId: Number(r.family_id),
    familyNameEn: r.name_en, familyNameFr: r.name_fr, productId: r.product_id === null ? null : Number(r.product_id),
    rxStatusId: Number(r.rx_status_id), quantity: Number(r.quantity), refillQuantity: Number(r.refill_quantity),
    refillQuantityRemaining: Number(r.refill_quantity_remaining), vetName: r.vet_name, expiresAt: r.expires_at, createdAt: r.created_at,
    requestedQuantity: Number(r.requested_quantity), clientNote: r.client_note, renewalOfId: r.renewal_of_id === null ? null : Number(r.renewal_of_id),
    instructions: r.instructions, denialReason: r.denial_reason, decidedAt: r.decided_at,
  };
}

/** The shopper's prescriptions (not deleted) of pets not removed, newest first. */
export async function listOwnPrescriptions(db: Db, userId: number): Promise<RxRow[]> {
  return (await baseQuery(db, userId).orderBy('rx.id', 'desc').execute()).map(toRow);
}

/** One of the shopper's prescriptions, or null (also for another shopper's). */
export async function findOwnPrescription(db: Db, userId: number, id: number): Promise<RxRow | null> {
  const row = await baseQuery(db, userId).where('rx.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/**
 * Holds the request check of one pet and family until the caller's transaction ends, so two paths
 * (a cart add, an AutoOrder, the engine) never both find no request and both insert one. PostgreSQL:
 * a transaction-scoped advisory lock on the pair (it blocks nothing else); SQLite writes one
 * transaction at a time.
 */
export async function lockRequestsOfPetFamily(db: Db, petId: number, familyId: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const key = `prescription-request:${petId}:${familyId}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}::text, 0))`.execute(db);
}

/** The prescriptions of one pet and family (any status), to know whether a request is needed. */
export async function statusesForPetFamily(db: Db, userId: number, petId: number, familyId: number) {
  const rows = await db
    .selectFrom('prescriptions')
    .select(['id', 'rx_status_id', 'expires_at', 'refill_quantity', 'refill_quantity_remaining'])
    .where('user_id', '=', userId)
    .where('pet_id', '=', petId)
    .where('family_id', '=', familyId)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id), rxStatusId: Number(r.rx_status_id), expiresAt: r.expires_at, refillQuantity: Number(r.refill_quantity),
    refillQuantityRemaining: Number(r.refill_quantity_remaining),
  }));
}

/** A browsable product of each family (the lowest id), to link a prescription to. */
export async function browsableProductOfFamilies(db: Db, familyIds: readonly number[]): Promise<Map<number, number>> {
  if (familyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['family_id', (eb) => eb.fn.min('id').as('id')])
    .where('family_id', 'in', [...new Set(familyIds)])
    .where('allow_browsing', '=', 1)
    .groupBy('family_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.family_id), Number(r.id)]));
}

/** Which of these products may be linked to (allow browsing). */
export async function browsableProducts(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.selectFrom('products').select('id').where('id', 'in', [...new Set(productIds)]).where('allow_browsing', '=', 1).execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export interface NewRequest {
  userId: number;
  petId: number;
  familyId: number;
  productId: number | null;
  requestedQuantity: number;
  clientNote: string;
  vetName: string;
  renewalOfId: number | null;
}

/**
 * A request for the veterinarian's queue: a not-validated prescription row
 * (docs/decisions/041-one-vocabulary-for-orders-and-prescriptions.md).
 */
export async function insertRequest(db: Db, request: NewRequest, now: Date): Promise<number> {
  const row = await db
    .insertInto('prescriptions')
    .values({
      user_id: request.userId, pet_id: request.petId, family_id: request.familyId, rx_status_id: RX_STATUS.notValidated,
      quantity: 0, refill_quantity: 0, refill_quantity_remaining: 0, vet_name: request.vetName, expires_at: null,
      created_at: now.toISOString(), product_id: request.productId, requested_quantity: request.requestedQuantity,
      client_note: request.clientNote, renewal_of_id: request.renewalOfId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The veterinarian of the shopper's clinic, named on a request made from the cart. */
export async function clinicVetName(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .leftJoin('clinics', 'clinics.id', 'users.clinic_id')
    .select('clinics.vet_name')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row?.vet_name ?? '';
}
