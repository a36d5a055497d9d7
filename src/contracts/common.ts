import { z } from 'zod';
import { idParam } from './fields';

export { commonErrorCodes } from './codes';

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
