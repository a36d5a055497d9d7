import { z } from 'zod';
import { signInRequestSchema } from './auth';

/**
 * Passcode pages (rr §2 "a passcode is needed to view or edit some pages", issue 28): the clinic's
 * statements, invoices and, later, its programme PIN and API keys ask the staff member for their
 * password again, good for PASSCODE.validMinutes on this session (src/domain/constants.ts).
 */
export const passcodeErrorCodes = ['passcode_required', 'passcode_incorrect', 'passcode_signed_out'] as const;

export const passcodeConfirmSchema = z.object({
  /** The same field as signing in: control characters refused, at most 200 characters. */
  password: signInRequestSchema.shape.password,
});
export type PasscodeConfirm = z.infer<typeof passcodeConfirmSchema>;

export const passcodeStatusSchema = z.object({
  /** Until when this session's passcode holds (ISO 8601), or null: the page asks for it. */
  validUntil: z.string().nullable(),
});
export type PasscodeStatus = z.infer<typeof passcodeStatusSchema>;
