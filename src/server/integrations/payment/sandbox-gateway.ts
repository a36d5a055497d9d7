import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database';
import type { AuthorizationResult, CaptureResult, CardOnFile, PaymentGateway, RefundResult } from './payment-gateway';
import {
  capturedOf, claimCardToken, findAuthorization, findAuthorizationByReference, findCaptureByReference, findCardToken, findRefundByReference,
  insertAuthorization, insertCapture, insertRefund, lockAuthorization, refundableOf,
  updateCardTokenExpiry, voidAuthorizationRow,
} from './sandbox-payment.queries';

/**
 * Fixed test tokens the sandbox always knows, like a real provider's documented test tokens. The
 * demo shopper's saved card (seed) uses 'tok_sandbox_demo_visa'.
 */
export const SANDBOX_FIXED_TOKENS: Readonly<Record<string, 'approve' | 'decline'>> = {
  tok_sandbox_demo_visa: 'approve',
};

/** Random ids that encode nothing about the card. */
export const newSandboxToken = () => `tok_sbx_${randomBytes(12).toString('base64url')}`;
const newAuthorizationId = () => `auth_sbx_${randomBytes(9).toString('base64url')}`;
const newRefundId = () => `rf_sbx_${randomBytes(9).toString('base64url')}`;
const newCaptureId = () => `cap_sbx_${randomBytes(9).toString('base64url')}`;

const DECLINED: AuthorizationResult = { approved: false, declined: true, code: 'card_declined', message: 'card declined' };
const UNKNOWN: AuthorizationResult = { approved: false, declined: true, code: 'invalid_token', message: 'card declined' };
const VOIDED: AuthorizationResult = { approved: false, declined: true, code: 'voided', message: 'authorization voided' };

export interface SandboxOptions {
  /** Each authorisation call (authorize, look-up, void) answers after this long (PAYMENT_SANDBOX_DELAY_MS). */
  delayMs?: number;
  now?: () => Date;
}

const asResult = (row: { authorization_id: string; status: string }): AuthorizationResult =>
  row.status === 'approved' ? { approved: true, authorizationId: row.authorization_id } : VOIDED;

export function createSandboxGateway(db: Db, { delayMs = 0, now = () => new Date() }: SandboxOptions = {}): PaymentGateway {
  const latency = () => (delayMs > 0 ? sleep(delayMs) : Promise.resolve());
  return {
    async claimToken(token: string, userId: number): Promise<CardOnFile | null> {
      const row = await findCardToken(db, token);
      if (!row || !(await claimCardToken(db, token, userId))) return null;
      return { brand: row.brand, last4: row.last4, expMonth: Number(row.exp_month), expYear: Number(row.exp_year) };
    },

    async authorize(token: string, amountCents: number, reference: string): Promise<AuthorizationResult> {
      await latency();
      const outcome = SANDBOX_FIXED_TOKENS[token] ?? (await findCardToken(db, token))?.outcome;
      if (!outcome) return UNKNOWN;
      if (outcome === 'decline') return DECLINED;
      // The reference is unique: a repeat (or a parallel call) of the same checkout gets the first.
      const created = await insertAuthorization(db, { authorizationId: newAuthorizationId(), token, amountCents, reference }, now());
      return created ? { approved: true, authorizationId: created } : asResult((await findAuthorizationByReference(db, reference))!);
    },

    async findAuthorization(reference: string): Promise<AuthorizationResult | null> {
      await latency();
      const row = await findAuthorizationByReference(db, reference);
      return row ? asResult(row) : null;
    },

    async capture(authorizationId: string, amountCents: number, reference: string): Promise<CaptureResult> {
      await latency();
      const earlier = await findCaptureByReference(db, reference);
      if (earlier) return { captured: true, captureId: earlier.capture_id };
      const hold = await findAuthorization(db, authorizationId);
      if (!hold) return { captured: false, code: 'unknown_authorization', message: 'unknown authorization' };
      if (hold.status !== 'approved') return { captured: false, code: 'voided', message: 'authorization voided' };
      if ((await capturedOf(db, authorizationId)) + amountCents > Number(hold.amount_cents)) {
        return { captured: false, code: 'over_authorized', message: 'amount exceeds the authorization' };
      }
      const created = await insertCapture(db, { captureId: newCaptureId(), authorizationId, amountCents, reference }, now());
      return { captured: true, captureId: created ?? (await findCaptureByReference(db, reference))!.capture_id };
    },

    async voidAuthorization(authorizationId: string): Promise<void> {
      await latency();
      await voidAuthorizationRow(db, authorizationId);
    },

    async updateCardExpiry(token: string, expMonth: number, expYear: number): Promise<boolean> {
      if (SANDBOX_FIXED_TOKENS[token]) return true;
      return updateCardTokenExpiry(db, token, expMonth, expYear);
    },

    async refund(authorizationId: string, amountCents: number, reference: string): Promise<RefundResult> {
      await latency();
      // One refund of an authorisation at a time, as a provider does: the reference is looked up and
      // what is left is counted under the authorisation's lock, so a repeat sent while the first is
      // in flight answers the first refund and is never refused as "more than authorised" (issue 24).
      const work = async (trx: Db): Promise<RefundResult> => {
        await lockAuthorization(trx, authorizationId);
        const done = await findRefundByReference(trx, reference);
        if (done) return { refunded: true, refundId: done.refund_id };
        const left = await refundableOf(trx, authorizationId);
        if (left === null) return { refunded: false, code: 'unknown_authorization', message: 'authorization not found or voided' };
        if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > left) return { refunded: false, code: 'exceeds_authorized', message: 'refund exceeds the amount authorized' };
        const refundId = await insertRefund(trx, { refundId: newRefundId(), authorizationId, amountCents, reference }, now());
        return { refunded: true, refundId: refundId ?? (await findRefundByReference(trx, reference))!.refund_id };
      };
      return db.isTransaction ? work(db) : db.transaction().execute(work);
    },
  };
}
