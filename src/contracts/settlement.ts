import { z } from 'zod';

/**
 * The clinic's money as the settlement report sees it (issue 27). Every feature that moves a
 * clinic's money through the payment gateway (shop orders, AutoOrders, wellness plan payments,
 * custom payments) exports a settlement source: the captures and refunds it made for one clinic in
 * a period. The settlement report (clinic/settlement) adds the platform's fee per transaction and
 * the payout day; its totals are the sum of these lines and equal the gateway's ledger.
 */
export const SETTLEMENT_LINE_KINDS = ['order', 'autoorder', 'plan_payment', 'custom_payment', 'refund', 'chargeback', 'invoice_payment'] as const;
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KINDS)[number];

export const settlementSourceLineSchema = z.object({
  kind: z.enum(SETTLEMENT_LINE_KINDS),
  /** The gateway's capture or refund id: unique across every source, so a line is never counted twice. */
  providerId: z.string(),
  /** What staff recognise: an order number, a plan name and month, a custom payment's invoice number. */
  reference: z.string(),
  /** The client's name ('' when none). */
  clientName: z.string(),
  /** When the gateway captured or refunded it (ISO 8601 instant). */
  occurredAt: z.string(),
  /** Signed cents: a capture is positive, a refund or chargeback negative. */
  amountCents: z.number().int(),
});
export type SettlementSourceLine = z.infer<typeof settlementSourceLineSchema>;
