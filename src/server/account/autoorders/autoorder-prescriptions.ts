import type { Db } from '../../db/database';
import { ensurePrescriptionRequest } from '../prescriptions';
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
