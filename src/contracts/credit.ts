import { z } from 'zod';
import { dateField, text } from './fields';

/**
 * The shopper's account credit (issue 17): a ledger, never a bare balance. Every credit (a return
 * refunded as credit, a cancelled order giving back what it spent, an opening balance) and every
 * spend (an order) is one entry; the balance is their sum. Cents.
 */
/** welcome_credit: the clinic's welcome credit, given once on a client's first order at or above its minimum (issue 25). */
/** goodwill / take_back: credit the clinic's staff gave, or took back, with a reason (issue 27). */
export const CREDIT_ENTRY_KINDS = ['opening_balance', 'return_refund', 'order_spend', 'order_cancelled', 'adjustment', 'welcome_credit', 'goodwill', 'take_back'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const creditEntrySchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  returnId: z.number().int().nullable(),
  createdAt: z.string(),
  /** The staff member's reason for a goodwill credit or a take-back ('' otherwise). */
  reason: z.string(),
  /** The last day a goodwill credit may be spent (YYYY-MM-DD); null = never expires. */
  expiresOn: z.string().nullable(),
});

export const creditHistorySchema = z.object({
  balanceCents: z.number().int(),
  /** Newest first. */
  entries: z.array(creditEntrySchema),
});
export type CreditHistory = z.infer<typeof creditHistorySchema>;

/** The clinic's view of a client's credit (issue 27): each entry with who wrote it. */
export const clinicCreditSchema = z.object({
  balanceCents: z.number().int(),
  entries: z.array(creditEntrySchema.extend({ byName: z.string() })),
});
export type ClinicCredit = z.infer<typeof clinicCreditSchema>;

const idempotencyKey = text({ missing: 'The idempotency key is missing.' }).trim().min(8, 'The idempotency key is missing.').max(100, 'The idempotency key is at most 100 characters.');
const amountCents = z.number({ error: 'Enter an amount.' }).int('The amount is in whole cents.')
  .positive('The amount must be more than 0.').max(100_000_00, 'The amount is at most $100,000.00.');
const reason = text({ missing: 'Enter a reason.' }).trim().min(1, 'Enter a reason.').max(200, 'The reason is at most 200 characters.');

/** Staff give goodwill credit: an amount, a reason, an optional last day (a future date). */
export const goodwillCreditRequestSchema = z.object({
  amountCents, reason, idempotencyKey,
  expiresOn: dateField('expiresOn').nullable().optional(),
});
/** Staff take back unused credit: an amount no more than the balance, a reason. */
export const takeBackCreditRequestSchema = z.object({ amountCents, reason, idempotencyKey });
export type GoodwillCreditRequest = z.infer<typeof goodwillCreditRequestSchema>;
export type TakeBackCreditRequest = z.infer<typeof takeBackCreditRequestSchema>;

/** What a give or a take-back answers: the entry (the first one's, for a retried key) and the balance after. */
export const staffCreditResultSchema = z.object({
  isSuccess: z.literal(true),
  entryId: z.number().int(),
  /** False when this was a retry of a request already recorded: nothing more was written. */
  created: z.boolean(),
  balanceCents: z.number().int(),
});
