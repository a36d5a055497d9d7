import { sql } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import type { Db } from '../../db/database';
import type { PrescriptionRenewalTable } from '../../db/schema';

/** Issue 28: the renewal tasks (prescription_renewals) and the prescriptions they are about. */

/** The prescription, its client and clinic, as the job and the AutoOrder check read it. */
export function renewalSubjects(db: Db) {
  return db.selectFrom('prescriptions as rx')
    .innerJoin('users as u', 'u.id', 'rx.user_id')
    .innerJoin('clinics as c', 'c.id', 'u.clinic_id')
    .innerJoin('pets', 'pets.id', 'rx.pet_id')
    .innerJoin('product_families as f', 'f.id', 'rx.family_id')
    .leftJoin('products as p', 'p.id', 'rx.product_id')
    .select([
      'rx.id', 'rx.user_id as userId', 'rx.pet_id as petId', 'rx.family_id as familyId', 'rx.product_id as productId', 'rx.rx_status_id as rxStatusId',
      'rx.expires_at as expiresAt', 'rx.quantity', 'rx.refill_quantity as refillQuantity', 'rx.refill_quantity_remaining as refillQuantityRemaining',
      'rx.vet_name as vetName', 'u.clinic_id as clinicId', 'u.email', 'u.first_name as firstName', 'u.language', 'c.practice_name as clinicName',
      'pets.name as petName', 'f.name_en as familyNameEn', 'f.name_fr as familyNameFr', 'p.name_en as productNameEn', 'p.name_fr as productNameFr',
    ]);
}

export type RenewalSubject = Awaited<ReturnType<ReturnType<typeof renewalSubjects>['executeTakeFirstOrThrow']>>;

/**
 * Validated prescriptions that may need a renewal task (expiring within the longest window a clinic
 * can set, or on their last refill) and have none for their expiry cycle, nor a newer request or
 * approval of the same pet and family. The service applies each clinic's own window.
 */
export function renewalCandidates(db: Db, now: Date, maxWindowDays: number, afterId: number, limit: number) {
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + maxWindowDays * DAY_MS).toISOString();
  return renewalSubjects(db)
    .where('rx.rx_status_id', '=', RX_STATUS.validated)
    .where('rx.id', '>', afterId)
    .where((eb) => eb.or([
      eb.and([eb('rx.expires_at', '>', nowIso), eb('rx.expires_at', '<=', until)]),
      eb.and([eb('rx.refill_quantity', '>', 0), eb('rx.refill_quantity_remaining', '=', 1), eb.or([eb('rx.expires_at', 'is', null), eb('rx.expires_at', '>', nowIso)])]),
    ]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('prescription_renewals as r').select('r.id')
      .whereRef('r.prescription_id', '=', 'rx.id').where('r.cycle', '=', sql<string>`coalesce(rx.expires_at, '')`))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('prescriptions as newer').select('newer.id')
      .whereRef('newer.pet_id', '=', 'rx.pet_id').whereRef('newer.family_id', '=', 'rx.family_id').whereRef('newer.id', '>', 'rx.id')
      .where('newer.rx_status_id', 'in', [RX_STATUS.validated, RX_STATUS.notValidated]))))
    .orderBy('rx.id').limit(limit).execute();
}

/** The task for this cycle, made once: null when it already existed (another run or server made it). */
export async function insertRenewal(db: Db, row: Omit<PrescriptionRenewalTable, 'id' | 'status' | 'decline_reason' | 'request_prescription_id' | 'requested_at' | 'decided_at' | 'decided_by_user_id'>): Promise<number | null> {
  const inserted = await db.insertInto('prescription_renewals')
    .values({ ...row, request_prescription_id: null, requested_at: null, decided_at: null, decided_by_user_id: null })
    .onConflict((oc) => oc.columns(['prescription_id', 'cycle']).doNothing())
    .returning('id').executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
}

/** A renewal task with what its pages show; scoped by the caller (user or clinic). */
export function renewalRows(db: Db) {
  return db.selectFrom('prescription_renewals as r')
    .innerJoin('prescriptions as rx', 'rx.id', 'r.prescription_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('pets', 'pets.id', 'rx.pet_id')
    .innerJoin('product_families as f', 'f.id', 'rx.family_id')
    .leftJoin('products as p', 'p.id', 'rx.product_id')
    .leftJoin('prescriptions as req', 'req.id', 'r.request_prescription_id')
    .select([
      'r.id', 'r.clinic_id as clinicId', 'r.user_id as userId', 'r.prescription_id as prescriptionId', 'r.reason', 'r.status', 'r.source',
      'r.request_prescription_id as requestPrescriptionId', 'r.decline_reason as declineReason', 'r.created_at as createdAt',
      'r.requested_at as requestedAt', 'r.decided_at as decidedAt', 'req.rx_status_id as requestStatusId',
      'rx.expires_at as expiresAt', 'rx.quantity', 'rx.refill_quantity as refillQuantity', 'rx.refill_quantity_remaining as refillQuantityRemaining',
      'rx.pet_id as petId', 'rx.family_id as familyId', 'rx.product_id as productId', 'rx.vet_name as vetName',
      'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.language', 'pets.name as petName',
      'f.name_en as familyNameEn', 'f.name_fr as familyNameFr', 'p.name_en as productNameEn', 'p.name_fr as productNameFr',
    ]);
}

export type RenewalRow = Awaited<ReturnType<ReturnType<typeof renewalRows>['executeTakeFirstOrThrow']>>;

export const findOwnRenewal = (db: Db, userId: number, id: number) => renewalRows(db).where('r.id', '=', id).where('r.user_id', '=', userId).executeTakeFirst();

/** Claims an open task for the client's request: false when it was requested or decided already. */
export async function claimRequest(db: Db, id: number, nowIso: string): Promise<boolean> {
  const result = await db.updateTable('prescription_renewals').set({ status: 'requested', requested_at: nowIso })
    .where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function linkRequest(db: Db, id: number, requestPrescriptionId: number): Promise<void> {
  await db.updateTable('prescription_renewals').set({ request_prescription_id: requestPrescriptionId }).where('id', '=', id).execute();
}
