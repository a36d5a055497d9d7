import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';
import { INVOICE_STATES } from '../domain/settlement';
import { dateField, text } from './fields';
import { SETTLEMENT_LINE_KINDS } from './settlement';

/**
 * The clinic's statements (issue 27; rr §2 "invoices, make a payment, transaction settlement
 * report"): the settlement report by payout day, the platform's monthly invoices to the clinic and
 * their payments (card, or cheque with rr §9's 2 % service charge). Money is integer cents.
 */
export const statementErrorCodes = [
  'settlement_range_invalid', 'invoice_amount_invalid', 'invoice_card_invalid', 'invoice_card_declined', 'invoice_payment_failed',
  'invoice_exists', 'cheque_not_awaiting', 'chargeback_invalid',
] as const;

// ---------------------------------------------------------------- settlement report

export const settlementQuerySchema = z.object({
  /** First and last payout day (YYYY-MM-DD), both counted; by default the last 30 days. */
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  lang: z.enum(LANGUAGES).default('en'),
});
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

export const settlementDayCsvQuerySchema = z.object({
  day: dateField('day'),
  lang: z.enum(LANGUAGES).default('en'),
});

const figures = { amountCents: z.number().int(), feeCents: z.number().int(), netCents: z.number().int() };

export const settlementLineSchema = z.object({
  kind: z.enum(SETTLEMENT_LINE_KINDS),
  providerId: z.string(),
  reference: z.string(),
  clientName: z.string(),
  occurredAt: z.string(),
  payoutDay: z.string(),
  ...figures,
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const settlementReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ payoutDay: z.string(), lines: z.array(settlementLineSchema), totals: z.object(figures) })),
  totals: z.object(figures),
});
export type SettlementReport = z.infer<typeof settlementReportSchema>;

// ---------------------------------------------------------------- invoices

export const invoiceStateSchema = z.enum(INVOICE_STATES);

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  clinicId: z.number().int(),
  clinicName: z.string(),
  invoiceNumber: z.string(),
  month: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  state: invoiceStateSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSummarySchema) });

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(['card', 'cheque']),
  status: z.enum(['pending', 'paid', 'declined', 'awaiting', 'received', 'cancelled']),
  amountCents: z.number().int(),
  serviceChargeCents: z.number().int(),
  /** What the clinic pays: the amount plus a cheque's service charge. */
  totalCents: z.number().int(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  chequeNumber: z.string().nullable(),
  receivedOn: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  lines: z.array(z.object({ id: z.number().int(), kind: z.enum(['platform_fees', 'charge']), description: z.string(), amountCents: z.number().int() })),
  payments: z.array(invoicePaymentSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be a positive number') });

const idempotencyKey = text({ missing: 'The idempotency key is missing.' }).trim().min(8, 'The idempotency key is missing.').max(100, 'The idempotency key is at most 100 characters.');
const amountCents = z.number({ error: 'Enter an amount.' }).int('The amount is in whole cents.')
  .positive('The amount must be more than 0.').max(10_000_000_00, 'The amount is too large.');

/** "Make a payment" by card: a token from the provider's tokenization, any amount up to the balance. */
export const payInvoiceByCardSchema = z.object({
  amountCents,
  cardToken: text({ missing: 'Enter a card.' }).trim().min(1, 'Enter a card.').max(200, 'The card token is too long.'),
  idempotencyKey,
});
export type PayInvoiceByCard = z.infer<typeof payInvoiceByCardSchema>;

/** Paying by cheque: the amount the cheque pays off; the 2 % service charge is added on top. */
export const payInvoiceByChequeSchema = z.object({ amountCents, idempotencyKey });
export type PayInvoiceByCheque = z.infer<typeof payInvoiceByChequeSchema>;

export const invoicePaymentResultSchema = z.object({ isSuccess: z.literal(true), payment: invoicePaymentSchema, invoice: invoiceDetailSchema });
export type InvoicePaymentResult = z.infer<typeof invoicePaymentResultSchema>;

// ---------------------------------------------------------------- platform

export const platformInvoicesQuerySchema = z.object({
  state: invoiceStateSchema.optional(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2026-11').optional(),
});

export const runInvoicesSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2026-11'),
});
export const runInvoicesResultSchema = z.object({ isSuccess: z.literal(true), created: z.number().int(), existing: z.number().int() });

export const addInvoiceChargeSchema = z.object({
  description: text({ missing: 'Enter a description.' }).trim().min(1, 'Enter a description.').max(200, 'The description is at most 200 characters.'),
  amountCents,
});

export const recordChequeSchema = z.object({
  chequeNumber: text({ missing: 'Enter the cheque number.' }).trim().min(1, 'Enter the cheque number.').max(50, 'The cheque number is at most 50 characters.'),
  receivedOn: dateField('receivedOn'),
});
export const chequeParamsSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be a positive number'),
  paymentId: z.coerce.number({ error: 'paymentId must be a number' }).int().positive('paymentId must be a positive number'),
});

export const feeRateSchema = z.object({
  percentBp: z.number({ error: 'Enter a percent.' }).int('The percent is in basis points.').min(0, 'The percent cannot be negative.').max(2_000, 'The percent is at most 20 %.'),
  fixedCents: z.number({ error: 'Enter a fixed fee.' }).int('The fixed fee is in whole cents.').min(0, 'The fixed fee cannot be negative.').max(10_000, 'The fixed fee is at most $100.00.'),
});
export const feeRatesSchema = z.object({
  current: feeRateSchema.extend({ effectiveFrom: z.string() }).nullable(),
  history: z.array(feeRateSchema.extend({ effectiveFrom: z.string() })),
});

export const chargebackSchema = z.object({
  captureId: text({ missing: 'Enter a capture id.' }).trim().min(1, 'Enter a capture id.').max(100, 'The capture id is too long.'),
  amountCents,
  reason: text({ missing: 'Enter a reason.' }).trim().min(1, 'Enter a reason.').max(200, 'The reason is at most 200 characters.'),
  reference: idempotencyKey,
});
export const chargebackResultSchema = z.object({ isSuccess: z.literal(true), chargebackId: z.string() });
