import { z } from 'zod';

/**
 * The shopper's account credit (issue 17): a ledger, never a bare balance. Every credit (a return
 * refunded as credit, a cancelled order giving back what it spent, an opening balance) and every
 * spend (an order) is one entry; the balance is their sum. Cents.
 */
/** welcome_credit: the clinic's welcome credit, given once on a client's first order at or above its minimum (issue 25). */
export const CREDIT_ENTRY_KINDS = ['opening_balance', 'return_refund', 'order_spend', 'order_cancelled', 'adjustment', 'welcome_credit'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const creditEntrySchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  returnId: z.number().int().nullable(),
  createdAt: z.string(),
});

export const creditHistorySchema = z.object({
  balanceCents: z.number().int(),
  /** Newest first. */
  entries: z.array(creditEntrySchema),
});
export type CreditHistory = z.infer<typeof creditHistorySchema>;
