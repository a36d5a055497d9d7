import type { CardBrandCode } from '../../../contracts/payment-methods';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createSandboxGateway } from './sandbox-gateway';

/**
 * Card payments (DESIGN §4; issue 5). The browser sends the card to the provider's tokenization
 * endpoint; the store only ever holds the token, the brand, the last four digits and the expiry.
 * The sandbox provider is the default and the only one so far (PAYMENT_PROVIDER=sandbox); a real
 * adapter implements the same interface.
 */
export interface CardOnFile {
  brand: CardBrandCode;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type AuthorizationResult =
  | { approved: true; authorizationId: string }
  | { approved: false; declined: true; code: 'card_declined' | 'invalid_token' | 'voided'; message: string };

export type RefundResult =
  | { refunded: true; refundId: string }
  | { refunded: false; code: 'unknown_authorization' | 'exceeds_authorized'; message: string };
export type CaptureResult =
  | { captured: true; captureId: string }
  | { captured: false; code: 'unknown_authorization' | 'voided' | 'over_authorized'; message: string };

export interface PaymentGateway {
  /**
   * The card behind a token the provider issued, claimed by one shopper: a token is single use, so
   * an unknown, already used or foreign token gives null.
   */
  claimToken(token: string, userId: number): Promise<CardOnFile | null>;
  /**
   * Holds amountCents on the card. reference ties it to our checkout and is an idempotency key: a
   * repeated call with the same reference answers the first authorisation and holds nothing more
   * (so a retry after a lost answer never holds the card twice).
   */
  authorize(token: string, amountCents: number, reference: string): Promise<AuthorizationResult>;
  /** The authorisation made for a reference, if any: how a checkout left pending by a crash is settled. */
  findAuthorization(reference: string): Promise<AuthorizationResult | null>;
  /**
   * Takes amountCents of an authorisation's hold (a split order's shipment as it leaves; issue 16).
   * reference is an idempotency key like authorize's: a repeat answers the first capture. Refused
   * for an unknown or voided authorisation, or beyond what it holds less what was captured.
   */
  capture(authorizationId: string, amountCents: number, reference: string): Promise<CaptureResult>;
  /** Releases a hold, e.g. when the order could not be saved after all. Unknown ids are ignored. */
  voidAuthorization(authorizationId: string): Promise<void>;
  /**
   * Tells the provider a saved card's new expiry (the shopper's renewed card keeps its number, so
   * the token stays; issue 14). False when the provider does not know the token.
   */
  updateCardExpiry(token: string, expMonth: number, expYear: number): Promise<boolean>;
  /**
   * Gives amountCents back to the card of an authorisation (a return, issue 17). reference is an
   * idempotency key: a repeat answers the first refund and gives nothing more. Refused when the
   * authorisation is unknown or voided, or the refunds would pass what it held.
   */
  refund(authorizationId: string, amountCents: number, reference: string): Promise<RefundResult>;
}

/**
 * A gateway bound to a database executor. The sandbox keeps its ledger in our database (a real
 * provider ignores the executor). Authorisations are called outside any transaction of ours
 * (orders/place-order.service.ts); adding a card still claims its token inside its own.
 */
export type PaymentProvider = (db: Db) => PaymentGateway;

export function createPaymentProvider(config: Pick<Config, 'paymentProvider' | 'paymentSandboxDelayMs'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return (db) => createSandboxGateway(db, { delayMs: config.paymentSandboxDelayMs });
  }
}
