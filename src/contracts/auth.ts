import { z } from 'zod';
import { EMAIL_MAX } from '../domain/constants';
import { text } from './fields';

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresUtc: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const signInRequestSchema = z.object({
  email: text().trim().min(1).max(EMAIL_MAX).email(),
  password: text().min(1).max(200),
  rememberMe: z.boolean().optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const shopperSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Shopper = z.infer<typeof shopperSchema>;

export const signInResponseSchema = z.object({
  isSuccess: z.literal(true),
  shopper: shopperSchema,
  /** Where this account lands after signing in when no page asked for it: '/clinic' for clinic staff (issue 16). */
  home: z.string().optional(),
});

/** POST /Account/Logoff: always succeeds. */
export const signOutResponseSchema = z.object({ isSuccess: z.literal(true) });

export const meResponseSchema = z.object({ shopper: shopperSchema.nullable() });
