import { z } from 'zod';
import { codesByName } from './codes';
import { dateField, idParam, MULTI_LINE, text } from './fields';
import {
  PROMOTION_KINDS, PROMOTION_LIMITS, promotionProblems, type PromotionDraft, type PromotionProblem, type PromotionSchedule,
} from '../domain/promotion-editor';

/**
 * The platform's promotions and banners (issue 26 "Promotions and banners"), managed by site
 * administrators under /api/platform/promotions and /api/platform/banners. Days are the store's
 * (STORE_TIME_ZONE): a promotion starts at local midnight of its first day and ends (exclusive) at
 * local midnight after its last day, as the clinic's coupons do.
 */

/** What the API says of each rule a draft breaks (the page words the same problems in both languages). */
export const PROMOTION_PROBLEM_MESSAGES: Record<PromotionProblem, string> = {
  startDayInvalid: 'startDay must be a date (YYYY-MM-DD).',
  endDayInvalid: 'endDay must be a date (YYYY-MM-DD).',
  endBeforeStart: 'The last day cannot be before the first day.',
  discountPercent: `A percentage discount is a whole percent from ${PROMOTION_LIMITS.discountPercent.min} to ${PROMOTION_LIMITS.discountPercent.max}.`,
  bogoDiscountPercent: `The second item's discount is a whole percent from ${PROMOTION_LIMITS.bogoDiscountPercent.min} to ${PROMOTION_LIMITS.bogoDiscountPercent.max} (100 = free).`,
  rebateAmount: 'A rebate needs an amount from $0.01 to $1,000.00.',
  instantRebateNotRebate: 'Only a rebate can be instant.',
  groupCount: `A promotion has from ${PROMOTION_LIMITS.groups.min} to ${PROMOTION_LIMITS.groups.max} product groups.`,
  bogoGroups: 'A buy-one-get-one promotion has at least one "buy" group and exactly one "get" group.',
  getGroupNotBogo: 'Only a buy-one-get-one promotion has a "get" group.',
  groupMinQuantity: `A group's minimum quantity is from ${PROMOTION_LIMITS.groupMinQuantity.min} to ${PROMOTION_LIMITS.groupMinQuantity.max}.`,
  groupProducts: `Each product group lists from ${PROMOTION_LIMITS.productsPerGroup.min} to ${PROMOTION_LIMITS.productsPerGroup.max} products.`,
};

const name = (field: string, max: number) => text({ missing: `${field} is required` }).trim().min(1, { error: `${field} is required` }).max(max);
const richText = (max: number) => text({ multiLine: true }).max(max).meta(MULTI_LINE).default('');

export const promotionGroupInputSchema = z.object({
  kind: z.enum(['buy', 'get']),
  minQuantity: z.number().int().default(1),
  skus: z.array(text().trim().min(1).max(60)).max(PROMOTION_LIMITS.productsPerGroup.max),
});

export const promotionInputSchema = z
  .object({
    kind: z.enum(PROMOTION_KINDS, { error: `kind must be one of ${PROMOTION_KINDS.join(', ')}` }),
    nameEn: name('nameEn', 200),
    nameFr: name('nameFr', 200),
    descriptionEn: richText(4000),
    descriptionFr: richText(4000),
    finePrintEn: richText(4000),
    finePrintFr: richText(4000),
    badgeLabelEn: name('badgeLabelEn', 60),
    badgeLabelFr: name('badgeLabelFr', 60),
    startDay: dateField('startDay'),
    endDay: dateField('endDay'),
    discountPercent: z.number().default(0),
    bogoDiscountPercent: z.number().default(0),
    rebateAmountCents: z.number().default(0),
    isInstantRebate: z.boolean().default(false),
    isForSubscriptionsOnly: z.boolean().default(false),
    hidden: z.boolean().default(false),
    groups: z.array(promotionGroupInputSchema).max(PROMOTION_LIMITS.groups.max + 1),
  })
  .superRefine((value, ctx) => {
    for (const problem of promotionProblems(value as PromotionDraft)) {
      ctx.addIssue({ code: 'custom', path: [problem], message: PROMOTION_PROBLEM_MESSAGES[problem] });
    }
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const PROMOTION_SCHEDULES = ['scheduled', 'running', 'ended'] as const satisfies readonly PromotionSchedule[];

const promotionGroupSchema = z.object({
  kind: z.enum(['buy', 'get']),
  minQuantity: z.number(),
  products: z.array(z.object({ productId: z.number(), sku: z.string(), name: z.string() })),
});

export const platformPromotionSchema = z.object({
  id: z.number(),
  /** Null for a stored type the editor does not know (it can still be ended). */
  kind: z.enum(PROMOTION_KINDS).nullable(),
  nameEn: z.string(),
  nameFr: z.string(),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
  finePrintEn: z.string(),
  finePrintFr: z.string(),
  badgeLabelEn: z.string(),
  badgeLabelFr: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  schedule: z.enum(PROMOTION_SCHEDULES),
  discountPercent: z.number(),
  bogoDiscountPercent: z.number(),
  rebateAmountCents: z.number(),
  isInstantRebate: z.boolean(),
  isForSubscriptionsOnly: z.boolean(),
  hidden: z.boolean(),
  groups: z.array(promotionGroupSchema),
});
export type PlatformPromotion = z.infer<typeof platformPromotionSchema>;

export const platformPromotionSummarySchema = platformPromotionSchema.omit({
  descriptionEn: true, descriptionFr: true, finePrintEn: true, finePrintFr: true, groups: true,
}).extend({ productCount: z.number() });
export type PlatformPromotionSummary = z.infer<typeof platformPromotionSummarySchema>;

export const promotionListSchema = z.object({ promotions: z.array(platformPromotionSummarySchema) });
export const promotionResponseSchema = z.object({ isSuccess: z.literal(true), promotion: platformPromotionSchema });
export const promotionIdParamsSchema = z.object({ promotionId: idParam('promotionId') });

export const promotionErrorCodes = [
  'promotion_not_found', 'promotion_unknown_skus', 'banner_not_found',
  /** A manufacturer representative naming another brand's products (docs/decisions/111-clinic-promotion-switch.md). */
  'promotion_other_manufacturer',
  /** A child clinic switching on a promotion its master clinic switched off for its clinics. */
  'promotion_switched_off_by_master',
] as const;
export const PROMOTION_ERROR = codesByName(promotionErrorCodes);

// ---------------------------------------------------------------- banners

export const bannerInputSchema = z
  .object({
    name: name('name', 120),
    contentEn: text({ multiLine: true }).trim().min(1, { error: 'contentEn is required' }).max(4000).meta(MULTI_LINE),
    contentFr: text({ multiLine: true }).trim().min(1, { error: 'contentFr is required' }).max(4000).meta(MULTI_LINE),
    /** The level-1 category it shows on; null everywhere else too (the store's banner when a category has none). */
    l1CategoryId: z.number().int().positive().nullable().default(null),
    isActive: z.boolean().default(true),
    startDay: dateField('startDay').nullable().default(null),
    endDay: dateField('endDay').nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.startDay && value.endDay && value.endDay < value.startDay) {
      ctx.addIssue({ code: 'custom', path: ['endDay'], message: PROMOTION_PROBLEM_MESSAGES.endBeforeStart });
    }
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const platformBannerSchema = z.object({
  id: z.number(),
  name: z.string(),
  contentEn: z.string(),
  contentFr: z.string(),
  l1CategoryId: z.number().nullable(),
  isActive: z.boolean(),
  startDay: z.string().nullable(),
  endDay: z.string().nullable(),
  schedule: z.enum(PROMOTION_SCHEDULES),
});
export type PlatformBanner = z.infer<typeof platformBannerSchema>;

export const bannerListSchema = z.object({
  banners: z.array(platformBannerSchema),
  /** The level-1 categories a banner may target. */
  categories: z.array(z.object({ id: z.number(), nameEn: z.string(), nameFr: z.string() })),
});
export const bannerResponseSchema = z.object({ isSuccess: z.literal(true), banner: platformBannerSchema });
export const bannerIdParamsSchema = z.object({ bannerId: idParam('bannerId') });
