import {
  AUTO_ORDER_FREQUENCY_WEEKS,
  AUTO_ORDER_SAVINGS_PERCENT,
  DELIVERY_DAYS,
  EMAIL_RESPONSE_BUSINESS_DAYS,
  HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT,
  MAX_QUANTITY_DEFAULT,
  REFUND_AFTER_BILLING_HOURS,
  REFUND_VISIBLE_WITHIN_DAYS,
  RETURN_MAX_ORDER_AGE_MONTHS,
  RETURN_WINDOW_DAYS,
  type Province,
} from './constants';
import { DELIVERY_PRICES } from './delivery';

/**
 * The store's policies as the info pages tell them (issue 11 §8): one object built from the spec's
 * constants and the clinic's own settings, so the pages never retype a number. A later issue lets
 * clinic admins change the clinic's part (return window, province rule, texts, hours).
 */
/**
 * Version of the store's default terms, privacy and consent wording, stored with each consent a
 * shopper gives (issue 11 §9) so the store can tell which text was agreed to. Change it with the
 * texts (src/web/features/info/messages).
 */
export const TERMS_VERSION = '2026-11-22';

/** The store's own mailboxes, for visitors without a clinic and for questions about the website. */
export const STORE_CONTACT = { supportEmail: 'support@vetstore.example', privacyEmail: 'privacy@vetstore.example' } as const;

export const POLICY_TOPICS = ['returnPolicy', 'shippingPolicy', 'privacy', 'terms'] as const;
export type PolicyTopic = (typeof POLICY_TOPICS)[number];

export interface StorePolicy {
  returnWindowDays: number;
  returnMaxOrderAgeMonths: number;
  refundAfterBillingHours: number;
  refundVisibleWithinDays: number;
  /** rr §5: home delivery only to addresses in the clinic's province. */
  homeShippingWithinClinicProvince: boolean;
  /** The clinic's province, when a clinic is known. */
  clinicProvince: Province | null;
  standardDeliveryDays: { min: number; max: number };
  expressDeliveryDays: { min: number; max: number };
  pickupReadyDays: { min: number; max: number };
  standardShippingCents: number;
  expressShippingCents: number;
  freeStandardShippingFromCents: number;
  /** cat §9: AutoOrders ship free, from this item subtotal (0: always). */
  autoOrderFreeShippingMinCents: number;
  autoOrderSavingsPercent: { promo: number; upTo: number };
  autoOrderFrequencyWeeks: { min: number; max: number };
  emailResponseBusinessDays: { min: number; max: number };
  /** The clinic's maximum quantity of one product per order (issue 25 policy; 25 by default). */
  maxQuantityPerOrder: number;
}

export interface ClinicPolicySettings {
  province: Province;
  returnWindowDays: number;
  restrictShippingToProvince: boolean;
  /** The clinic's AutoOrder free-shipping minimum (issue 17); the spec's default when absent. */
  autoOrderFreeShippingMinCents?: number;
  /** The maximum quantity per order in effect (issue 25: its own or its master clinic's); the store's default when absent. */
  maxQuantityPerOrder?: number;
}

/** The policies for a clinic's shoppers, or the store's defaults when no clinic is known. */
export function storePolicy(clinic: ClinicPolicySettings | null): StorePolicy {
  return {
    returnWindowDays: clinic?.returnWindowDays ?? RETURN_WINDOW_DAYS,
    returnMaxOrderAgeMonths: RETURN_MAX_ORDER_AGE_MONTHS,
    refundAfterBillingHours: REFUND_AFTER_BILLING_HOURS,
    refundVisibleWithinDays: REFUND_VISIBLE_WITHIN_DAYS,
    homeShippingWithinClinicProvince: clinic?.restrictShippingToProvince ?? HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT,
    clinicProvince: clinic?.province ?? null,
    standardDeliveryDays: { ...DELIVERY_DAYS.standard },
    expressDeliveryDays: { ...DELIVERY_DAYS.express },
    pickupReadyDays: { ...DELIVERY_DAYS.pickup },
    standardShippingCents: DELIVERY_PRICES.standardCents,
    expressShippingCents: DELIVERY_PRICES.expressCents,
    freeStandardShippingFromCents: DELIVERY_PRICES.freeStandardFromCents,
    autoOrderFreeShippingMinCents: clinic?.autoOrderFreeShippingMinCents ?? DELIVERY_PRICES.autoOrderFreeShippingMinCents,
    autoOrderSavingsPercent: { ...AUTO_ORDER_SAVINGS_PERCENT },
    autoOrderFrequencyWeeks: { ...AUTO_ORDER_FREQUENCY_WEEKS },
    maxQuantityPerOrder: clinic?.maxQuantityPerOrder ?? MAX_QUANTITY_DEFAULT,
    emailResponseBusinessDays: { ...EMAIL_RESPONSE_BUSINESS_DAYS },
  };
}
