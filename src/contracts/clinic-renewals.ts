import { z } from 'zod';
import { RENEWAL_REASONS, RENEWAL_STATUSES } from './account-prescriptions';
import { idParam } from './fields';

/** Issue 28: the veterinarian's renewal tasks and the prescriptions report (clinic staff). */
export const renewalTaskIdParamsSchema = z.object({ renewalId: idParam('renewalId') });

const clientSchema = z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const renewalTaskSchema = z.object({
  id: z.number(),
  status: z.enum(RENEWAL_STATUSES),
  reason: z.enum(RENEWAL_REASONS),
  source: z.enum(['job', 'autoorder']),
  client: clientSchema,
  petName: z.string(),
  productName: z.string(),
  prescriptionId: z.number(),
  expiresAt: z.string().nullable(),
  refillsRemaining: z.number(),
  quantity: z.number(),
  createdAt: z.string(),
  requestedAt: z.string().nullable(),
  declineReason: z.string(),
});
export type RenewalTask = z.infer<typeof renewalTaskSchema>;

export const renewalTasksSchema = z.object({ tasks: z.array(renewalTaskSchema), defaultRefills: z.number() });

export const renewalDecisionResponseSchema = z.object({ task: renewalTaskSchema });

const reportRowSchema = z.object({
  prescriptionId: z.number(),
  client: clientSchema,
  petName: z.string(),
  productName: z.string(),
  expiresAt: z.string(),
  refillsRemaining: z.number(),
  /** The renewal task of this expiry, if one was made. */
  renewalId: z.number().nullable(),
});
export type RenewalReportRow = z.infer<typeof reportRowSchema>;

/** rr §9: expired in the last 30 days; and expiring in the next 30. */
export const renewalReportSchema = z.object({ expired: z.array(reportRowSchema), expiring: z.array(reportRowSchema) });
