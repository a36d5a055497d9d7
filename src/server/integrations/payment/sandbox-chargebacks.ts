import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { chargeableOf, findChargebackByReference, insertChargeback } from './sandbox-payment.queries';

/**
 * The sandbox provider's chargebacks (issue 27): a card holder's bank takes back part or all of a
 * capture. A real provider reports them (a webhook or its statement); the sandbox lets a site
 * administrator record one (POST /api/platform/sandbox/chargebacks). The reference is an
 * idempotency key: a repeat answers the first chargeback.
 */
export type ChargebackResult =
  | { recorded: true; chargebackId: string }
  | { recorded: false; code: 'unknown_capture' | 'exceeds_captured'; message: string };

export async function recordSandboxChargeback(
  db: Db,
  request: { captureId: string; amountCents: number; reason: string; reference: string },
  now: Date,
): Promise<ChargebackResult> {
  const earlier = await findChargebackByReference(db, request.reference);
  if (earlier) return { recorded: true, chargebackId: earlier.chargeback_id };
  const left = await chargeableOf(db, request.captureId);
  if (left === null) return { recorded: false, code: 'unknown_capture', message: 'No capture has that id.' };
  if (request.amountCents > left) return { recorded: false, code: 'exceeds_captured', message: 'A chargeback cannot take back more than the capture less its earlier chargebacks.' };
  const chargebackId = `cb_sbx_${randomBytes(9).toString('base64url')}`;
  const created = await insertChargeback(db, { ...request, chargebackId }, now);
  return { recorded: true, chargebackId: created ?? (await findChargebackByReference(db, request.reference))!.chargeback_id };
}
