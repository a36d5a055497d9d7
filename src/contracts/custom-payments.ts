import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';
import {
  CUSTOM_PAYMENT_DESCRIPTION_MAX, CUSTOM_PAYMENT_MAX_CENTS, CUSTOM_PAYMENT_METHODS, CUSTOM_PAYMENT_STATES, INVOICE_NUMBER_MAX,
} from '../domain/custom-payments';
import { codesByName } from './codes';
import { PAGE_ROUTES } from './routes';
import { dateField, idParam, idSchema, MULTI_LINE, pageFields, pageParam, text } from './fields';

/**
 * Custom payments and pay-by-link (issue 27), under /api/clinic/custom-payments: staff take a
 * payment that is not a shop order, charged to a client's saved card or sent as a link; the admin
 * refunds; the report lists them. docs/decisions/114-custom-payments.md.
 */
export const CUSTOM_PAYMENT_ROUTES = {
  list: PAGE_ROUTES.clinicCustomPayments,
  create: PAGE_ROUTES.clinicCustomPaymentNew,
  detail: PAGE_ROUTES.clinicCustomPayment,
} as const;
export const clinicCustomPaymentPath = (id: number | string) => CUSTOM_PAYMENT_ROUTES.detail.replace(':paymentId', String(id));

/** A request's idempotency key: the form makes one when it opens (a UUID will do). */
const requestKey = text().trim().min(8, { error: 'requestKey must be 8 to 100 characters' }).max(100, { error: 'requestKey must be 8 to 100 characters' });

export const CUSTOM_PAYMENT_MESSAGES = {
  amount: `amountCents must be a whole number of cents from 1 to ${CUSTOM_PAYMENT_MAX_CENTS}`,
  description: `Please enter a description of at most ${CUSTOM_PAYMENT_DESCRIPTION_MAX} characters.`,
  invoiceNumber: `Please enter an invoice number of at most ${INVOICE_NUMBER_MAX} characters.`,
  card: 'Please choose one of the client\'s saved cards.',
} as const;

export const amountCentsSchema = z.number({ error: CUSTOM_PAYMENT_MESSAGES.amount })
  .int({ error: CUSTOM_PAYMENT_MESSAGES.amount }).min(1, { error: CUSTOM_PAYMENT_MESSAGES.amount }).max(CUSTOM_PAYMENT_MAX_CENTS, { error: CUSTOM_PAYMENT_MESSAGES.amount });

export const createCustomPaymentSchema = z.object({
  clientId: idSchema,
  amountCents: amountCentsSchema,
  description: text({ multiLine: true, missing: CUSTOM_PAYMENT_MESSAGES.description }).trim()
    .min(1, { error: CUSTOM_PAYMENT_MESSAGES.description }).max(CUSTOM_PAYMENT_DESCRIPTION_MAX, { error: CUSTOM_PAYMENT_MESSAGES.description }).meta(MULTI_LINE),
  invoiceNumber: text({ missing: CUSTOM_PAYMENT_MESSAGES.invoiceNumber }).trim()
    .min(1, { error: CUSTOM_PAYMENT_MESSAGES.invoiceNumber }).max(INVOICE_NUMBER_MAX, { error: CUSTOM_PAYMENT_MESSAGES.invoiceNumber }),
  method: z.enum(CUSTOM_PAYMENT_METHODS, { error: `method must be one of ${CUSTOM_PAYMENT_METHODS.join(', ')}` }),
  /** The saved card to charge (method card). */
  paymentMethodId: idSchema.nullable().default(null),
  requestKey,
}).superRefine((value, ctx) => {
  if (value.method === 'card' && value.paymentMethodId === null) ctx.addIssue({ code: 'custom', path: ['paymentMethodId'], message: CUSTOM_PAYMENT_MESSAGES.card });
});
export type CreateCustomPaymentRequest = z.input<typeof createCustomPaymentSchema>;

export const refundCustomPaymentSchema = z.object({
  amountCents: amountCentsSchema,
  reason: text({ multiLine: true }).trim().max(CUSTOM_PAYMENT_DESCRIPTION_MAX).default('').meta(MULTI_LINE),
  requestKey,
});
export type RefundCustomPaymentRequest = z.input<typeof refundCustomPaymentSchema>;

export const customPaymentIdParamsSchema = z.object({ paymentId: idParam('paymentId') });

export const customPaymentListQuerySchema = z.object({
  /** First and last local day of the clinic, both counted (when the payment was created); the last 30 days by default. */
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  state: z.enum(CUSTOM_PAYMENT_STATES, { error: `state must be one of ${CUSTOM_PAYMENT_STATES.join(', ')}` }).optional(),
  method: z.enum(CUSTOM_PAYMENT_METHODS, { error: `method must be one of ${CUSTOM_PAYMENT_METHODS.join(', ')}` }).optional(),
  /** The client's name or email, or the invoice number. */
  q: text().trim().max(100).default(''),
  page: pageParam(),
  lang: z.enum(LANGUAGES).default('en'),
});

export const clientSearchQuerySchema = z.object({ q: text().trim().max(100).default('') });

const cardSchema = z.object({ brand: z.string(), last4: z.string() });

export const customPaymentSummarySchema = z.object({
  id: z.number(),
  client: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  amountCents: z.number(),
  refundedCents: z.number(),
  description: z.string(),
  invoiceNumber: z.string(),
  method: z.enum(CUSTOM_PAYMENT_METHODS),
  state: z.enum(CUSTOM_PAYMENT_STATES),
  card: cardSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type CustomPaymentSummary = z.infer<typeof customPaymentSummarySchema>;

export const customPaymentDetailSchema = z.object({
  isSuccess: z.literal(true),
  payment: customPaymentSummarySchema.extend({
    createdBy: z.string(),
    cancelledAt: z.string().nullable(),
    /** What the admin may still refund. */
    refundableCents: z.number(),
    refunds: z.array(z.object({
      id: z.number(), amountCents: z.number(), reason: z.string(), status: z.enum(['pending', 'refunded', 'failed']),
      createdAt: z.string(), createdBy: z.string(),
    })),
  }),
});
export type CustomPaymentDetail = z.infer<typeof customPaymentDetailSchema>['payment'];

export const customPaymentListSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  payments: z.array(customPaymentSummarySchema),
  /** Over every payment matching the filters (all pages): paid is what was captured, refunded what went back, net the difference. */
  totals: z.object({ count: z.number(), paidCents: z.number(), refundedCents: z.number(), netCents: z.number(), openCents: z.number() }),
  ...pageFields,
});
export type CustomPaymentList = z.infer<typeof customPaymentListSchema>;

export const clientCardsListSchema = z.object({
  clients: z.array(z.object({
    id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string(),
    cards: z.array(z.object({ id: z.number(), brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number(), isDefault: z.boolean() })),
  })),
});
export type ClientCardsList = z.infer<typeof clientCardsListSchema>;

export const customPaymentErrorCodes = [
  'custom_payment_not_found', 'custom_payment_client_not_found', 'custom_payment_card_not_found', 'custom_payment_not_open',
  'custom_payment_not_paid', 'custom_payment_refund_too_much', 'custom_payment_refund_failed', 'custom_payment_request_reused',
  'custom_payment_range_invalid',
] as const;
export const CUSTOM_PAYMENT_ERROR = codesByName(customPaymentErrorCodes);
