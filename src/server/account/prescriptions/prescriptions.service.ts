import type { AccountPrescription, AccountPrescriptionsResponse } from '../../../contracts/account-prescriptions';
import type { PetSpeciesCode } from '../../../contracts/codes';
import { canRequestRenewal, isLiveRx, isSpent, shopperRxStatus } from '../../../domain/prescription-lifecycle';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ShopperContext } from '../../lib/shopper-routes';
import {
  browsableProductOfFamilies, browsableProducts, clinicVetName, findOwnPrescription, insertRequest, listOwnPrescriptions,
  lockRequestsOfPetFamily, statusesForPetFamily, type RxRow,
} from './prescriptions.queries';

/**
 * The shopper's prescriptions (issue 14): what each pet has, in shopper words, renewals of expired
 * or used-up ones, and the request a cart add makes for the clinic's queue.
 */

export const prescriptionNotFound = () => new AppError(404, 'prescription_not_found', 'This prescription was not found.');
export const renewalPending = () =>
  new AppError(409, 'renewal_pending', 'A renewal of this prescription is already waiting for your veterinarian.');
export const renewalNotAllowed = () =>
  new AppError(409, 'renewal_not_allowed', 'Only an expired or used-up prescription can be renewed.');

const pendingKey = (petId: number, familyId: number) => `${petId}:${familyId}`;

function toView(row: RxRow, now: Date, pending: Set<string>, productId: number | null): AccountPrescription {
  const status = shopperRxStatus(row, now) ?? 'expired';
  const renewalWaiting = pending.has(pendingKey(row.petId, row.familyId));
  return {
    id: row.id,
    familyId: row.familyId,
    familyName: { en: row.familyNameEn, fr: row.familyNameFr },
    productId,
    status,
    vetName: row.vetName,
    requestedAt: row.createdAt,
    approvedAt: status === 'requested' || status === 'denied' ? null : row.decidedAt,
    expiresAt: row.expiresAt,
    quantity: row.quantity,
    refillQuantity: row.refillQuantity,
    refillQuantityRemaining: row.refillQuantityRemaining,
    requestedQuantity: row.requestedQuantity,
    clientNote: row.clientNote,
    denialReason: row.denialReason,
    instructions: row.instructions,
    renewalOfId: row.renewalOfId,
    canRequestRenewal: canRequestRenewal(status) && !renewalWaiting,
    renewalPending: status !== 'requested' && renewalWaiting,
  };
}

async function viewsOf(db: Db, rows: readonly RxRow[], now: Date): Promise<Map<number, AccountPrescription>> {
  const pending = new Set(rows.filter((r) => shopperRxStatus(r, now) === 'requested').map((r) => pendingKey(r.petId, r.familyId)));
  const [byFamily, browsable] = await Promise.all([
    browsableProductOfFamilies(db, rows.map((r) => r.familyId)),
    browsableProducts(db, rows.flatMap((r) => (r.productId === null ? [] : [r.productId]))),
  ]);
  return new Map(rows.map((r) => {
    const productId = r.productId !== null && browsable.has(r.productId) ? r.productId : (byFamily.get(r.familyId) ?? null);
    return [r.id, toView(r, now, pending, productId)];
  }));
}

/** GET /api/account/prescriptions: per pet (pets in name order), newest first. */
export async function listAccountPrescriptions(ctx: ShopperContext): Promise<AccountPrescriptionsResponse> {
  const rows = await listOwnPrescriptions(ctx.db, ctx.userId);
  const views = await viewsOf(ctx.db, rows, ctx.now);
  const pets = new Map<number, AccountPrescriptionsResponse['pets'][number]>();
  for (const row of rows) {
    const view = views.get(row.id);
    if (!view) continue;
    const pet = pets.get(row.petId) ?? { petId: row.petId, petName: row.petName, code: row.petCode as PetSpeciesCode, prescriptions: [] };
    pet.prescriptions.push(view);
    pets.set(row.petId, pet);
  }
  return { pets: [...pets.values()].sort((a, b) => a.petName.localeCompare(b.petName) || a.petId - b.petId) };
}

/**
 * POST /api/account/prescriptions/{id}/renewal: a new not-validated row pointing at the expired or
 * used-up one, with the same product and quantity and the shopper's note. Refused while any request
 * for the same pet and family waits (the veterinarian has one to answer already).
 */
export async function requestRenewal(ctx: ShopperContext, id: number, note: string): Promise<AccountPrescription> {
  const rx = await findOwnPrescription(ctx.db, ctx.userId, id);
  if (!rx) throw prescriptionNotFound();
  const siblings = await statusesForPetFamily(ctx.db, ctx.userId, rx.petId, rx.familyId);
  if (siblings.some((s) => shopperRxStatus(s, ctx.now) === 'requested')) throw renewalPending();
  if (!canRequestRenewal(shopperRxStatus(rx, ctx.now))) throw renewalNotAllowed();
  const newId = await insertRequest(ctx.db, {
    userId: ctx.userId, petId: rx.petId, familyId: rx.familyId, productId: rx.productId,
    requestedQuantity: rx.quantity > 0 ? rx.quantity : Math.max(rx.requestedQuantity, 1), clientNote: note,
    vetName: rx.vetName, renewalOfId: rx.id,
  }, ctx.now);
  const created = await findOwnPrescription(ctx.db, ctx.userId, newId);
  if (!created) throw prescriptionNotFound();
  return (await viewsOf(ctx.db, [created], ctx.now)).get(newId)!;
}

/**
 * Called by the cart when a prescription or approval-required product is added for a pet, and by
 * AutoOrders (created, a product added, an order placed waiting on the veterinarian): unless the pet
 * has an approved or requested prescription for the product's family, a request (product,
 * quantity, empty note) goes to the clinic's queue. Once per pet and family: the next call finds it,
 * also when two run at once (the pair is locked first). Runs in the caller's transaction (it must be
 * one, for the lock); returns the new request's id, or null when none was needed.
 */
export async function ensurePrescriptionRequest(
  db: Db,
  request: { userId: number; petId: number; familyId: number; productId: number; quantity: number },
  now: Date,
): Promise<number | null> {
  await lockRequestsOfPetFamily(db, request.petId, request.familyId);
  const existing = await statusesForPetFamily(db, request.userId, request.petId, request.familyId);
  if (existing.some((rx) => isLiveRx(shopperRxStatus(rx, now)))) return null;
  const renews = existing.filter((rx) => isSpent(shopperRxStatus(rx, now))).sort((a, b) => b.id - a.id)[0];
  return insertRequest(db, {
    userId: request.userId, petId: request.petId, familyId: request.familyId, productId: request.productId,
    requestedQuantity: request.quantity, clientNote: '', vetName: await clinicVetName(db, request.userId), renewalOfId: renews?.id ?? null,
  }, now);
}

/** The shopper's pets that have an approved or requested prescription (such a pet is not removed). */
export async function petIdsWithLivePrescriptions(db: Db, userId: number, now: Date): Promise<Set<number>> {
  const rows = await listOwnPrescriptions(db, userId);
  return new Set(rows.filter((r) => isLiveRx(shopperRxStatus(r, now))).map((r) => r.petId));
}
