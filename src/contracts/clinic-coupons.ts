import { z } from 'zod';
import { codesByName } from './codes';
import { dateField, idParam, text } from './fields';
import {
  COUPON_AUTO_ORDER_RULES, COUPON_KINDS, COUPON_RULE_MESSAGES, validateCouponRules, type CouponRulesInput,
} from '../domain/validation/coupon-rules';

/**
 * The clinic's coupons (issue 17 "Coupons"), managed by the clinic admin under /api/clinic/coupons.
 * A code is unique per clinic whatever its case; the rules are those the pricing engine applies at
 * the cart (src/domain/pricing/coupon.ts). Dates are the clinic's local days.
 */
export const COUPON_STATUSES = ['scheduled', 'active', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const couponInputSchema = z
  .object({
    code: text({ missing: COUPON_RULE_MESSAGES.codeRequired }).max(100),
    kind: z.enum(COUPON_KINDS, { error: `kind must be one of ${COUPON_KINDS.join(', ')}` }),
    /** Whole percent (kind percent). */
    percent: z.number().default(0),
    /** Cents (kind amount). */
    amountCents: z.number().default(0),
    minimumSubtotalCents: z.number().int().default(0),
    autoOrderRule: z.enum(COUPON_AUTO_ORDER_RULES).default('any'),
    oneUsePerShopper: z.boolean().default(false),
    startsOn: dateField('startsOn'),
    endsOn: dateField('endsOn').nullable().default(null),
  })
  .superRefine((value, ctx) => {
    for (const { field, error } of validateCouponRules(value as CouponRulesInput)) {
      ctx.addIssue({ code: 'custom', path: [field], message: COUPON_RULE_MESSAGES[error] });
    }
  });
export type CouponInput = z.infer<typeof couponInputSchema>;

export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number(),
  amountCents: z.number(),
  minimumSubtotalCents: z.number(),
  autoOrderRule: z.enum(COUPON_AUTO_ORDER_RULES),
  oneUsePerShopper: z.boolean(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
  /** Orders placed with it (checkouts). */
  uses: z.number(),
});
export type ClinicCoupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: z.array(couponSchema) });
export const couponResponseSchema = z.object({ isSuccess: z.literal(true), coupon: couponSchema });
export const couponIdParamsSchema = z.object({ couponId: idParam('couponId') });

export const couponErrorCodes = ['coupon_not_found', 'coupon_code_taken'] as const;
export const COUPON_ERROR = codesByName(couponErrorCodes);
export const COUPON_CODE_TAKEN_MESSAGE = 'Your clinic already has this coupon code (codes are the same whatever their case).';
