import { z } from 'zod';
import { PROMOTION_KINDS } from '../domain/promotion-editor';
import { idParam } from './fields';

/**
 * The platform's promotions as a clinic admin sees them (issue 26 "A clinic can switch a platform
 * promotion off for its store"), under /api/clinic/promotions: the running and scheduled ones, each
 * on or off for the clinic's store. A master clinic's switch covers its children's stores
 * (docs/decisions/111-clinic-promotion-switch.md).
 */
export const CLINIC_PROMOTION_SCHEDULES = ['running', 'scheduled'] as const;

export const clinicPromotionSchema = z.object({
  id: z.number(),
  kind: z.enum(PROMOTION_KINDS).nullable(),
  nameEn: z.string(),
  nameFr: z.string(),
  badgeLabelEn: z.string(),
  badgeLabelFr: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  schedule: z.enum(CLINIC_PROMOTION_SCHEDULES),
  /** A hidden promotion prices the cart without a badge or a page. */
  hidden: z.boolean(),
  productCount: z.number(),
  /** Off for this clinic's clients: by the clinic itself ('clinic') or by its master clinic ('master'). */
  switchedOff: z.boolean(),
  switchedOffBy: z.enum(['clinic', 'master']).nullable(),
});
export type ClinicPromotion = z.infer<typeof clinicPromotionSchema>;

export const clinicPromotionListSchema = z.object({
  clinic: z.object({ id: z.number(), name: z.string() }),
  /** The master clinic whose switches cover this clinic's store; null for a clinic of no group. */
  master: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Whether this clinic's switches also cover child clinics (it is a master clinic). */
  coversChildren: z.boolean(),
  promotions: z.array(clinicPromotionSchema),
});
export type ClinicPromotionList = z.infer<typeof clinicPromotionListSchema>;

export const clinicPromotionParamsSchema = z.object({ promotionId: idParam('promotionId') });
export const clinicPromotionSwitchSchema = z.object({
  /** true: the promotion is off for the clinic's store; false: on again. */
  switchedOff: z.boolean({ error: 'switchedOff must be true or false' }),
});
