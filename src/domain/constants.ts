/**
 * Every constant the spec names, in one place. Import from here; never retype a spec value.
 * Section references: cat = spec/catalogue.md, cc = spec/cart-checkout.md, rr = spec/registration-routing.md.
 */

export const CURRENCY = 'CAD';
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Locale used by Intl for each language (rr §9). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

// Catalogue (cat §9)
export const CATEGORY_IDS = { dogs: 10, cats: 20, smallAnimals: 30, seasonal: 50 } as const;
/** Second-level "seasonal" category under each pet type (cat §2). */
export const SEASONAL_L2_IDS = { dogs: 1140, cats: 2124, smallAnimals: 3024 } as const;
/** With no category selected, Dogs and Cats are offered as defaults (cat §2). */
export const DEFAULT_OFFERED_L1_IDS = [CATEGORY_IDS.dogs, CATEGORY_IDS.cats] as const;
export const INITIAL_PAGE_SIZE = 18;
export const DEFAULT_PAGE_SIZE = 32;
export const MAX_PAGE_SIZE = 96;
export const RESULT_COUNT_CAP = 1000;
export const FACET_COLLAPSE_ABOVE = 10;
export const DISCONTINUED_FORMULA_MANUFACTURER_ID = 235;
export const FINE_PRINT_COLLAPSE_ABOVE = 100;
export const PROMO_END_DATE_VISIBLE_WITHIN_DAYS = 365;
export const PROMO_EXPIRY_DISPLAY_OFFSET_DAYS = 1;
export const POPUP_LIST_MAX_HEIGHT_PX = 400;

// Promotions (cat §4, cc §9)
export const PROMO_TYPE = {
  /** A price reduction that is neither a rebate nor buy-one-get-one (percentage or AutoOrder-only); the spec names no id for it. */
  discount: 1,
  rebate3: 3,
  bogo5: 5,
  rebate7: 7,
  rebate9: 9,
  bogo30: 30,
} as const;
export const BOGO_PROMO_TYPE_IDS: readonly number[] = [PROMO_TYPE.bogo5, PROMO_TYPE.bogo30];
export const REBATE_PROMO_TYPE_IDS: readonly number[] = [PROMO_TYPE.rebate3, PROMO_TYPE.bogo5, PROMO_TYPE.rebate7, PROMO_TYPE.rebate9];

// Quantities and stock (cc §5, §9)
export const MAX_QUANTITY_DEFAULT = 25;
export const LOW_STOCK_THRESHOLD = 20;
export const OUT_OF_STOCK_NOTE_TIER_DAYS = [7, 14] as const;
export const TEMPORARILY_OUT_OF_STOCK_UNDER_DAYS = 14;

// Prescriptions (cc §4)
export const RX_STATUS = { validated: 1, notValidated: 2, expired: 3, cancelled: 4, deleted: 5 } as const;
/** rr §9: the units a prescription allows per fill, as the clinic approves it. */
export const RX_QUANTITY_PER_FILL = { min: 1, max: 1000 } as const;

// Cart and checkout (cc §9)
export const PROMO_TEXT_CART_MAX = 100;
export const SAVED_ADDRESSES_SHOWN = 6;
export const ADDRESS_FIELD_MAX = 30;
export const CARDHOLDER_MAX = 30;
export const AUTO_ORDER_FREQUENCY_WEEKS = { min: 1, max: 40 } as const;
export const HUMAN_CHECK_SCORE_THRESHOLD = 0.8;
export const CARD_EXPIRY_YEAR_OPTIONS = 10;
/**
 * Business days until an order arrives or is ready (rr §9; express is
 * docs/decisions/025-checkout-and-orders.md): the delivery options, the review message and the
 * confirmation email say these.
 */
export const DELIVERY_DAYS = {
  standard: { min: 5, max: 7 },
  express: { min: 2, max: 3 },
  pickup: { min: 2, max: 3 },
} as const;
export const ORDER_PAGE_SIZE = 18;
/** The clinic portal's orders list: rows a page (issue 24: it stopped at 100 rows, with no way to the rest). */
export const CLINIC_ORDERS_PAGE_SIZE = 50;
/** The clinic portal's returns list: rows a page (it stopped at the newest 200). */
export const CLINIC_RETURNS_PAGE_SIZE = 50;
/** The platform's clinics list (issue 25): clinics a page. */
export const PLATFORM_CLINICS_PAGE_SIZE = 20;
/** A clinic's clients on the platform's page (issue 25). */
export const PLATFORM_CLIENTS_PAGE_SIZE = 25;
/** The product editor's search (issue 26): families a page. */
export const PLATFORM_PRODUCTS_PAGE_SIZE = 20;
export const CAROUSEL_SLIDES = { base: 2, md: 3, lg: 4, mdFromPx: 768, lgFromPx: 1024, speed: 750 } as const;
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

// Timings in milliseconds (cc §9, rr §9, cat §9)
export const TIMING_MS = {
  searchDebounce: 250,
  cartReloadDebounce: 250,
  notificationLife: 5000,
  toast: 4000,
  cardAddedToast: 10000,
  addressVerificationToast: 10000,
  clearCartToast: 5000,
  itemRemovedToast: 5000,
  specialMessageDelay: 500,
  streetConfirmationCountdown: 5000,
  failedOrderReload: 3000,
  addPetMessage: 25000,
  modalToAddPetDelay: 500,
  chunkLoadTimeout: 120000,
} as const;

// Session and tokens (rr §4, §9)
export const TOKEN_MIN_LENGTH_EXCLUSIVE = 10;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

// Accounts and registration (rr §5, §9)
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;
export const PET_NAME_MAX = 50;
export const CLINIC_NAME_SEARCH_MIN = 5;
export const PASSWORD_MIN = 8;
export const COMMENT_MAX = 200;
export const MAX_BREEDS = 3;
/** Failed sign-ins before a temporary lock, and how long it lasts. The spec names the lock, not the numbers. */
export const SIGN_IN_LOCK = { maxFailures: 5, lockMinutes: 15 } as const;
/**
 * rr §2 "a passcode is needed to view or edit some pages" (issue 28): the staff member's password
 * again, good for this long on this session; this many wrong ones in a row end the session.
 */
export const PASSCODE = { validMinutes: 10, maxFailures: 5 } as const;

// Domain validation and display rules (cc §5, §9; rr §5). Added with src/domain/validation.
/** Address name choices; the form pre-selects Home (cc §4, §5). */
export const ADDRESS_NAMES = ['Home', 'Office', 'Other'] as const;
export type AddressName = (typeof ADDRESS_NAMES)[number];
/** CVV is 3 digits, 4 for American Express (cc §5, §9). */
export const CVV_LENGTH = { default: 3, amex: 4 } as const;
/** AutoOrder month hints fall on multiples of 4 weeks: 4 = 1 month ... 40 = 10 months (cc §9). */
export const AUTO_ORDER_WEEKS_PER_MONTH_HINT = 4;
/** A password may be changed once per day (rr §5, §9); read as 24 hours since the last change. */
export const PASSWORD_CHANGE_INTERVAL_HOURS = 24;

// Tax (cc §9: "tax label default GST/HST")
/** Label of the tax line when a province has a single federal tax line (GST or HST). */
export const DEFAULT_TAX_LABEL = 'GST/HST';

// Store policies (rr §5, §9; cat §9): the defaults every clinic starts with (issue 11 §8, §10)
/** rr §9: returns within 15 days of delivery; blocked for orders over 12 months old. */
export const RETURN_WINDOW_DAYS = 15;
export const RETURN_MAX_ORDER_AGE_MONTHS = 12;
/** rr §9: refunds 24 hours after billing; a refund may take up to a week to show. */
export const REFUND_AFTER_BILLING_HOURS = 24;
export const REFUND_VISIBLE_WITHIN_DAYS = 7;
/** rr §9: email response in 1 to 2 business days. */
export const EMAIL_RESPONSE_BUSINESS_DAYS = { min: 1, max: 2 } as const;
/** rr §5: home shipping only within the clinic's province, on for every clinic by default. */
export const HOME_SHIPPING_WITHIN_CLINIC_PROVINCE_DEFAULT = true;
/** cat §9: AutoOrder promo of 5 percent off select products, savings up to 10 percent. */
export const AUTO_ORDER_SAVINGS_PERCENT = { promo: 5, upTo: 10 } as const;
/** Issue 15: an AutoOrder's reminder email goes out 3 days before it by default (a clinic setting). */
export const AUTO_ORDER_REMINDER_DAYS = 3;
