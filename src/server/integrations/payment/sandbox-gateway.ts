import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { AuthorizationResult, CardOnFile, PaymentGateway } from './payment-gateway';
import { claimCardToken, findCardToken, insertAuthorization, voidAuthorizationRow } from './sandbox-payment.queries';

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

const DECLINED: AuthorizationResult = { approved: false, declined: true, code: 'card_declined', message: 'card declined' };
const UNKNOWN: AuthorizationResult = { approved: false, declined: true, code: 'invalid_token', message: 'card declined' };

export function createSandboxGateway(db: Db, now: () => Date = () => new Date()): PaymentGateway {
  return {
    async claimToken(token: string, userId: number): Promise<CardOnFile | null> {
      const row = await findCardToken(db, token);
      if (!row || !(await claimCardToken(db, token, userId))) return null;
      return { brand: row.brand, last4: row.last4, expMonth: Number(row.exp_month), expYear: Number(row.exp_year) };
    },

    async authorize(token: string, amountCents: number, reference: string): Promise<AuthorizationResult> {
      const outcome = SANDBOX_FIXED_TOKENS[token] ?? (await findCardToken(db, token))?.outcome;
      if (!outcome) return UNKNOWN;
      if (outcome === 'decline') return DECLINED;
      const authorizationId = newAuthorizationId();
      await insertAuthorization(db, { authorizationId, token, amountCents, reference }, now());
      return { approved: true, authorizationId };
    },

    async voidAuthorization(authorizationId: string): Promise<void> {
      await voidAuthorizationRow(db, authorizationId);
    },
  };
}
