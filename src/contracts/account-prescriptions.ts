import { z } from 'zod';
import { COMMENT_MAX } from '../domain/constants';
import { SHOPPER_RX_STATUSES } from '../domain/prescription-lifecycle';
import { petSpeciesCodes } from './codes';
import { idParam, text } from './fields';

/**
 * "My prescriptions" (issue 14): GET /api/account/prescriptions (per pet) and
 * POST /api/account/prescriptions/{id}/renewal (a new request for the clinic's queue).
 */

/** rr §5 Comment: the spec's own message. */
export const COMMENT_TOO_LONG_MESSAGE = `Your comment is too long. Please shorten it to ${COMMENT_MAX} characters or less.`;

/** One line: the page sends line breaks typed in the box as spaces. */
export const rxNoteSchema = text({ missing: COMMENT_TOO_LONG_MESSAGE }).trim().max(COMMENT_MAX, { error: COMMENT_TOO_LONG_MESSAGE });

export const requestRenewalRequestSchema = z.object({ note: rxNoteSchema.default('') });

export const prescriptionIdParamsSchema = z.object({ id: idParam('id') });

const localizedSchema = z.object({ en: z.string(), fr: z.string() });

export const accountPrescriptionSchema = z.object({
  id: z.number(),
  familyId: z.number(),
  familyName: localizedSchema,
  /** A browsable product of the family to link to (the one asked for when it is), or null. */
  productId: z.number().nullable(),
  status: z.enum(SHOPPER_RX_STATUSES),
  vetName: z.string(),
  requestedAt: z.string(),
  /** When the veterinarian approved it (null while requested, or for an old row without a date). */
  approvedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  quantity: z.number(),
  refillQuantity: z.number(),
  refillQuantityRemaining: z.number(),
  requestedQuantity: z.number(),
  clientNote: z.string(),
  denialReason: z.string(),
  instructions: z.string(),
  renewalOfId: z.number().nullable(),
  /** Expired or used up and no request for the same pet and family waiting. */
  canRequestRenewal: z.boolean(),
  /** A request for the same pet and family is waiting for the veterinarian. */
  renewalPending: z.boolean(),
});
export type AccountPrescription = z.infer<typeof accountPrescriptionSchema>;

export const accountPrescriptionsResponseSchema = z.object({
  pets: z.array(z.object({ petId: z.number(), petName: z.string(), code: z.enum(petSpeciesCodes), prescriptions: z.array(accountPrescriptionSchema) })),
});
export type AccountPrescriptionsResponse = z.infer<typeof accountPrescriptionsResponseSchema>;

export const requestRenewalResponseSchema = z.object({ isSuccess: z.literal(true), prescription: accountPrescriptionSchema });

/** The codes the account's prescription routes answer with. */
/** renewal_not_found / renewal_decided: a renewal task of issue 28, unknown (or another clinic's or client's) or already decided. */
export const prescriptionErrorCodes = ['prescription_not_found', 'renewal_pending', 'renewal_not_allowed', 'renewal_not_found', 'renewal_decided'] as const;

/** Issue 28: a renewal task as its client sees it (the email's link opens it). */
export const RENEWAL_STATUSES = ['open', 'requested', 'approved', 'declined'] as const;
export const RENEWAL_REASONS = ['expiring', 'lastRefill'] as const;
export const renewalIdParamsSchema = z.object({ renewalId: idParam('renewalId') });
export const accountRenewalSchema = z.object({
  id: z.number(),
  status: z.enum(RENEWAL_STATUSES),
  reason: z.enum(RENEWAL_REASONS),
  petName: z.string(),
  productName: localizedSchema,
  expiresAt: z.string().nullable(),
  refillsRemaining: z.number(),
  requestedAt: z.string().nullable(),
  declineReason: z.string(),
});
export type AccountRenewal = z.infer<typeof accountRenewalSchema>;
