import type { Db } from '../../db/database';
import { ensurePrescriptionRequest, ensureRenewalsFor } from '../prescriptions';
import { approvalFamilies } from './autoorders.queries';

/**
 * Issue 16: "a request is created when an order or AutoOrder waits on one". For each item of an
 * AutoOrder that needs a prescription or approval, for a pet without an approved or requested
 * prescription of the product's family, the clinic's queue gets a request, through the cart's own
 * function (once per pet and family, whichever path comes first). Items without a pet cannot be
 * requested for. Runs in the caller's transaction.
 */
export async function requestPrescriptionsFor(
  db: Db,
  userId: number,
  items: readonly { productId: number; petId: number | null; quantity: number }[],
  now: Date,
): Promise<void> {
  const families = await approvalFamilies(db, items.map((i) => i.productId));
  for (const item of items) {
    const familyId = families.get(item.productId);
    if (familyId === undefined || item.petId === null) continue;
    await ensurePrescriptionRequest(db, { userId, petId: item.petId, familyId, productId: item.productId, quantity: item.quantity }, now);
  }
}

/**
 * Issue 28: "an AutoOrder that needs the prescription asks for the renewal before its last refill".
 * After each order an AutoOrder places, the validated prescriptions its Rx items rely on get their
 * renewal task and the client's reminder when they are on their last refill or expiring within the
 * clinic's window, through the daily job's own path (one task per prescription and expiry cycle).
 * Runs in the caller's transaction.
 */
export async function askRenewalsFor(
  db: Db,
  userId: number,
  items: readonly { productId: number; petId: number | null }[],
  baseUrl: string,
  now: Date,
): Promise<void> {
  const families = await approvalFamilies(db, items.map((i) => i.productId));
  const wanted = items.flatMap((i) => {
    const familyId = families.get(i.productId);
    return familyId === undefined || i.petId === null ? [] : [{ petId: i.petId, familyId }];
  });
  await ensureRenewalsFor(db, userId, wanted, baseUrl, now);
}
