import { DAY_MS } from './time';

/**
 * Custom payments and pay-by-link (issue 27; docs/decisions/114-custom-payments.md): the rules the
 * server, the report and the pages share. Amounts in cents.
 */

/** An invoice number is at most 50 characters (issue 27). */
export const INVOICE_NUMBER_MAX = 50;
/** A description fits in a comment's 200 characters (rr §5 "Comment: max 200"). */
export const CUSTOM_PAYMENT_DESCRIPTION_MAX = 200;
/** The largest payment staff may take in one go: $10,000.00 (a sanity cap, not a card limit). */
export const CUSTOM_PAYMENT_MAX_CENTS = 1_000_000;
/** A pay-by-link works for 14 days after it is sent. */
export const PAY_LINK_TTL_MS = 14 * DAY_MS;
/** The custom payments report's page size. */
export const CUSTOM_PAYMENTS_PAGE_SIZE = 50;

export const CUSTOM_PAYMENT_METHODS = ['card', 'link'] as const;
export type CustomPaymentMethod = (typeof CUSTOM_PAYMENT_METHODS)[number];

/**
 * What staff and the client read: an open link past its expiry is expired; a paid one is partly
 * refunded or refunded by what its refunds gave back.
 */
export const CUSTOM_PAYMENT_STATES = ['open', 'processing', 'paid', 'partly_refunded', 'refunded', 'declined', 'cancelled', 'expired'] as const;
export type CustomPaymentState = (typeof CUSTOM_PAYMENT_STATES)[number];

export function customPaymentState(
  p: { status: string; expiresAt: string | null; amountCents: number; refundedCents: number },
  now: Date,
): CustomPaymentState {
  switch (p.status) {
    case 'paid':
      if (p.refundedCents <= 0) return 'paid';
      return p.refundedCents >= p.amountCents ? 'refunded' : 'partly_refunded';
    case 'paying':
      return 'processing';
    case 'declined':
    case 'cancelled':
      return p.status;
    default:
      return p.expiresAt !== null && Date.parse(p.expiresAt) <= now.getTime() ? 'expired' : 'open';
  }
}

/** What may still be refunded: the amount less refunds made or in flight. */
export const refundableCents = (amountCents: number, refundedOrPendingCents: number): number => Math.max(0, amountCents - refundedOrPendingCents);
