import { z } from 'zod';
import { idParam } from './fields';

/**
 * Stable error codes any route may answer with; each feature's own are in its contract, and ErrorCode
 * (error-codes.ts) is the union of all of them. The web turns each into a message in the shopper's
 * language.
 */
export const commonErrorCodes = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'internal',
  'invalid_credentials',
  'account_disabled',
  'account_locked',
  'account_unconfirmed',
  'account_pending',
] as const;
export type { ErrorCode } from './error-codes';

export const errorResponseSchema = z.object({
  isSuccess: z.literal(false),
  code: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
});

/** messageType Error, Success, Warning; anything else is info (rr §3). */
export const notificationSchema = z.object({
  message: z.string(),
  messageType: z.string(),
  isError: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const idParamSchema = z.object({ id: idParam('id') });
