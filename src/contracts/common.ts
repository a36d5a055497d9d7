import { z } from 'zod';
import { idParam } from './fields';

/** Stable error codes the API returns; the web turns each into a message in the shopper's language. */
export const errorCodes = [
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
export type ErrorCode = (typeof errorCodes)[number] | (string & {});

export const errorResponseSchema = z.object({
  isSuccess: z.literal(false),
  code: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** messageType Error, Success, Warning; anything else is info (rr §3). */
export const notificationSchema = z.object({
  message: z.string(),
  messageType: z.string(),
  isError: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const idParamSchema = z.object({ id: idParam('id') });
