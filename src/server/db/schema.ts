import type { ColumnType, Generated, Updateable } from 'kysely';

/**
 * Table types for Kysely. Flags are integers 0/1 on both engines so one code path serves SQLite and
 * PostgreSQL; timestamps are ISO-8601 UTC strings; money is integer cents (columns end in `_cents`).
 */
type Flag = number;
type Timestamp = string;
type CreatedAt = ColumnType<string, string, never>;

export interface CategoryTable {
  id: number;
  parent_id: number | null;
  level: number;
  name_en: string;
  name_fr: string;
  slug_en: string;
  slug_fr: string;
  sort_order: number;
  icon: string | null;
}

export interface ManufacturerTable {
  id: number;
  name: string;
  has_discontinued_formulas: Flag;
}

export interface ProductFamilyTable {
  id: number;
  manufacturer_id: number;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  benefits_en: string;
  benefits_fr: string;
  ingredients_en: string;
  ingredients_fr: string;
  guaranteed_analysis_en: string;
  guaranteed_analysis_fr: string;
  feeding_instructions_en: string;
  feeding_instructions_fr: string;
  product_type_id: number;
  product_type_name_en: string;
  product_type_name_fr: string;
  is_made_in_canada: Flag;
  is_subscriptionable: Flag;
  suggestion_keywords: string;
  sort_order: number;
  /** Moves on every save in the product editor (migration 2026-11-30-720): a save from an older copy is refused. */
  edit_version: Generated<number>;
  /** The key a distributor's feed gave the family it made (issue 26); a family without one is keyed by its id. */
  feed_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Where a family sits in the three-level category tree; one row is primary. */
export interface FamilyCategoryTable {
  family_id: number;
  l1_id: number;
  l2_id: number | null;
  l3_id: number | null;
  is_primary: Flag;
}

export interface FamilyImageTable {
  family_id: number;
  position: number;
  image_small: string;
  image_large: string;
}

export interface PropertyTable {
  id: number;
  filter_name: string;
  name_en: string;
  name_fr: string;
  sort_order: number;
}

export interface PropertyValueTable {
  id: number;
  property_id: number;
  query_value: string;
  value_en: string;
  value_fr: string;
  sort_order: number;
}

export interface FamilyPropertyValueTable {
  family_id: number;
  property_value_id: number;
}

export interface ProductTable {
  id: number;
  family_id: number;
  name_en: string;
  name_fr: string;
  mfg_sku: string;
  product_format_en: string;
  product_format_fr: string;
  image: string;
  is_default: Flag;
  sort_order: number;
  unit_price_cents: number;
  regular_unit_price_cents: number;
  auto_order_unit_price_cents: number;
  rx_fee_cents: number;
  column_regular_retail_cents: number;
  auto_order_discount_percentage: number;
  auto_order_discount_clinic_percentage: number;
  auto_order_discount_sponsored_percentage: number;
  is_in_stock: Flag;
  stock_quantity: number;
  frequently_low_stock: Flag;
  is_long_term_backorder: Flag;
  last_reported_in_stock_at: Timestamp | null;
  max_quantity_restriction_per_order: number;
  is_subscription: Flag;
  is_prescription_product: Flag;
  is_approval_required: Flag;
  allow_browsing: Flag;
  is_bulk_item: Flag;
  is_clinic_pickup_only: Flag;
  is_featured: Flag;
  is_terra_cycle: Flag;
  is_discontinued_formula: Flag;
  /** When a catalogue feed discontinued it (it was on no row; allow_browsing is then 0); null otherwise. */
  discontinued_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  date_created: Timestamp;
  date_last_updated: Timestamp;
}

export interface PromotionTable {
  id: number;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  fine_print_en: string;
  fine_print_fr: string;
  badge_label_en: string;
  badge_label_fr: string;
  promo_type_id: number;
  start_date: Timestamp;
  end_date: Timestamp;
  is_instant_rebate: Flag;
  is_for_subscriptions_only: Flag;
  is_auto_order_only_offer: Flag;
  is_percentage_discount: Flag;
  discount_percent: number;
  rebate_amount_cents: number;
  bogo_discount_percent: number;
  hide_promo_info_in_webstore: Flag;
  is_not_qualified: Flag;
  qualification_reason: string | null;
}

/** 'buy' groups qualify for the offer; the 'get' group lists the free or discounted products (BOGO). */
export interface PromotionGroupTable {
  id: number;
  promotion_id: number;
  kind: 'buy' | 'get';
  min_quantity: number;
}

export interface PromotionGroupProductTable {
  group_id: number;
  product_id: number;
}

export interface BannerTable {
  id: number;
  name: string;
  content_en: string;
  content_fr: string;
  l1_category_id: number | null;
  is_active: Flag;
  /** When it starts and stops showing (ISO instants); null: from always, until always (migration 2026-11-30-730). */
  starts_at: string | null;
  ends_at: string | null;
}

export interface ClinicTable {
  id: Generated<number>;
  practice_name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  vet_name: string | null;
  subdomain: string;
  master_clinic_id: number | null;
  is_automatic_registration: Flag;
  is_live: Flag;
  is_approved: Flag;
  restrict_shipping_to_province: Flag;
  distributor_name: string;
  created_at: CreatedAt;
  /** IANA time zone of the clinic's hours (migration 2026-11-22-101). */
  time_zone: Generated<string>;
  /** rr §9: returns within 15 days of delivery, the default. */
  return_window_days: Generated<number>;
  /** Days before an AutoOrder its reminder email goes out (migration 2026-11-23-130). */
  autoorder_reminder_days: Generated<number>;
  /** Issue 17 store settings (migration 2026-11-24-180): '' keeps the store's header colour. */
  header_colour: Generated<string>;
  /** JSON object: social network → https URL. */
  social_links_json: Generated<string>;
  /** AutoOrders ship free from this item subtotal (0: always, the spec's default). */
  autoorder_free_shipping_min_cents: Generated<number>;
  /** Issue 25 capabilities a site administrator sets (migration 2026-11-28-210): 0 refuses checkout and AutoOrders. */
  is_authorised_to_order: Generated<Flag>;
  /** 0: the clinic's staff cannot create returns. */
  is_approved_for_returns: Generated<Flag>;
  /** The distributor account number and purchasing group, from the enrolment (migration 2026-11-29-300). */
  distributor_account: Generated<string>;
  purchasing_group: Generated<string>;
}

/** A clinic's uploaded logo (PNG, JPEG or WebP, base64), migration 2026-11-24-180. */
export interface ClinicLogoTable {
  clinic_id: number;
  content_type: string;
  data_base64: string;
  updated_at: Timestamp;
}

/** A dated closure (no times) or special hours, migration 2026-11-24-180. */
export interface ClinicHolidayHoursTable {
  id: Generated<number>;
  clinic_id: number;
  /** YYYY-MM-DD, local to the clinic. */
  day: string;
  opens_at: string | null;
  closes_at: string | null;
  label_en: string;
  label_fr: string;
  created_at: CreatedAt;
}

/** An invitation to set a password and join a clinic's staff (single use, expires). */
export interface StaffInvitationTable {
  id: Generated<number>;
  clinic_id: number;
  user_id: number;
  invited_by: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Opening hours per ISO weekday (1 Monday … 7 Sunday), 'HH:MM' local; null times: closed. */
export interface ClinicHoursTable {
  clinic_id: number;
  weekday: number;
  opens_at: string | null;
  closes_at: string | null;
}

/** A clinic's own policy text (return, shipping, privacy, terms) in one language. */
export interface ClinicPolicyTextTable {
  clinic_id: number;
  topic: string;
  language: string;
  body: string;
  updated_at: Timestamp;
}

/** A consent given or withdrawn (terms, CASL), one row per decision, never updated. */
export interface UserConsentTable {
  id: Generated<number>;
  user_id: number;
  kind: 'terms' | 'casl';
  granted: Flag;
  source: string;
  text_version: string;
  recorded_at: Timestamp;
}

export type UserStatus = 'unconfirmed' | 'pending' | 'active' | 'disabled' | 'closed';

export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  province: string;
  language: string;
  clinic_id: number;
  status: UserStatus;
  failed_sign_ins: number;
  locked_until: Timestamp | null;
  password_changed_at: Timestamp | null;
  /** The last change made on the account's password page: the once-a-day rule counts these only (issue 14). */
  password_change_counted_at?: Timestamp | null;
  account_credit_cents: number;
  created_at: CreatedAt;
  /** rr §6 "some customer accounts may not place orders", set by the clinic admin or the platform (migration 2026-11-29-300). */
  may_not_order: Generated<Flag>;
}

/** The id is the SHA-256 of the cookie value, so a database read never yields a usable session. */
export interface SessionTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Migration 2026-11-30-800: when the staff member last gave their password again on this session (passcode pages, issue 28). */
  passcode_confirmed_at: string | null;
  /** Wrong passwords given for a passcode page since the last right one. */
  passcode_failures: Generated<number>;
}

export interface PetTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  species: string;
  is_deleted: Flag;
  created_at: CreatedAt;
  /** Migration 2026-11-23-110-pet-details: a JSON array of breed names, '' | 'male' | 'female', YYYY-MM-DD, grams. */
  breeds_json: Generated<string>;
  sex: Generated<string>;
  birth_date: string | null;
  weight_grams: number | null;
  updated_at: Timestamp | null;
}

export interface PrescriptionTable {
  id: Generated<number>;
  user_id: number;
  pet_id: number;
  family_id: number;
  rx_status_id: number;
  quantity: number;
  refill_quantity: number;
  refill_quantity_remaining: number;
  vet_name: string;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  /** What the request asked for (a prescription row is also its request while not validated). */
  product_id: number | null;
  requested_quantity: Generated<number>;
  client_note: Generated<string>;
  /** The expired or used-up prescription this one renews. */
  renewal_of_id: number | null;
  /** The veterinarian's decision. */
  instructions: Generated<string>;
  denial_reason: Generated<string>;
  decided_at: Timestamp | null;
  decided_by_user_id: number | null;
  /** The deciding veterinarian's licence at the decision ('' before one; migration 2026-11-28-210). */
  vet_licence_number: Generated<string>;
  vet_licence_province: Generated<string>;
}

export type RenewalStatus = 'open' | 'requested' | 'approved' | 'declined';

/** A renewal task (issue 28; migration 2026-11-30-810): one per prescription and expiry cycle. */
export interface PrescriptionRenewalTable {
  id: Generated<number>;
  clinic_id: number;
  user_id: number;
  prescription_id: number;
  /** The prescription's expires_at when the task was made ('' without one): unique with prescription_id. */
  cycle: string;
  reason: 'expiring' | 'lastRefill';
  /** What made it: the daily job or an AutoOrder's prescription check. */
  source: 'job' | 'autoorder';
  status: Generated<RenewalStatus>;
  /** The not-validated prescription the client's request created (the veterinarian decides it). */
  request_prescription_id: number | null;
  decline_reason: Generated<string>;
  created_at: string;
  requested_at: string | null;
  decided_at: string | null;
  decided_by_user_id: number | null;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  location_name: string;
  street1: string;
  street2: string;
  city: string;
  province: string;
  postal_code: string;
  is_default_shipping: Flag;
  is_default_billing: Flag;
  is_deleted: Flag;
  created_at: CreatedAt;
}

/** Only the gateway's token and what a shopper needs to recognise the card; never the number. */
export interface PaymentMethodTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  brand: 'visa' | 'mc' | 'amex';
  last4: string;
  exp_month: number;
  exp_year: number;
  card_holder: string;
  billing_address_id: number | null;
  is_default: Flag;
  is_deleted: Flag;
  created_at: CreatedAt;
}

export interface FavouriteTable {
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}

export interface ProductAvailabilityTrackingTable {
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}

/** Bumped whenever the catalogue changes, so each server process knows to rebuild its index. */
export interface CatalogueVersionTable {
  id: number;
  /** Moves when the index must be rebuilt (products added, promotions, categories...). */
  version: number;
  updated_at: Timestamp;
  /** Last sequence number of the change log (catalogue_changes). */
  change_seq: Generated<number>;
}

/** Products whose stock state or prices changed, by change sequence number (applied in place). */
export interface CatalogueChangeTable {
  seq: number;
  product_id: number;
  changed_at: Timestamp;
}

export interface Database {
  categories: CategoryTable;
  manufacturers: ManufacturerTable;
  product_families: ProductFamilyTable;
  family_categories: FamilyCategoryTable;
  family_images: FamilyImageTable;
  properties: PropertyTable;
  property_values: PropertyValueTable;
  family_property_values: FamilyPropertyValueTable;
  products: ProductTable;
  promotions: PromotionTable;
  promotion_groups: PromotionGroupTable;
  promotion_group_products: PromotionGroupProductTable;
  banners: BannerTable;
  clinics: ClinicTable;
  clinic_hours: ClinicHoursTable;
  clinic_policy_texts: ClinicPolicyTextTable;
  clinic_logos: ClinicLogoTable;
  clinic_holiday_hours: ClinicHolidayHoursTable;
  clinic_policies: ClinicPolicyTable;
  clinic_policy_overrides: ClinicPolicyOverrideTable;
  staff_invitations: StaffInvitationTable;
  user_consents: UserConsentTable;
  users: UserTable;
  sessions: SessionTable;
  pets: PetTable;
  prescriptions: PrescriptionTable;
  prescription_renewals: PrescriptionRenewalTable;
  addresses: AddressTable;
  payment_methods: PaymentMethodTable;
  favourites: FavouriteTable;
  product_availability_tracking: ProductAvailabilityTrackingTable;
  catalogue_version: CatalogueVersionTable;
  catalogue_changes: CatalogueChangeTable;
  email_outbox: EmailOutboxTable;
  account_tokens: AccountTokenTable;
  new_clinic_requests: NewClinicRequestTable;
  clinic_applications: ClinicApplicationTable;
  enrolment_pins: EnrolmentPinTable;
  carts: CartTable;
  cart_items: CartItemTable;
  coupons: CouponTable;
  coupon_redemptions: CouponRedemptionTable;
  checkouts: CheckoutTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_taxes: OrderTaxTable;
  order_history: OrderHistoryTable;
  order_reductions: OrderReductionTable;
  audit_events: AuditEventTable;
  auto_order_subscriptions: AutoOrderSubscriptionTable;
  auto_order_items: AutoOrderItemTable;
  password_history: PasswordHistoryTable;
  auto_order_runs: AutoOrderRunTable;
  sandbox_card_tokens: SandboxCardTokenTable;
  payment_authorizations: PaymentAuthorizationTable;
  staff_members: StaffMemberTable;
  platform_admins: PlatformAdminTable;
  returns: ReturnTable;
  return_items: ReturnItemTable;
  credit_entries: CreditEntryTable;
  welcome_credits: WelcomeCreditTable;
  catalogue_imports: CatalogueImportTable;
  payment_refunds: PaymentRefundTable;
  shipments: ShipmentTable;
  shipment_items: ShipmentItemTable;
  payment_captures: PaymentCaptureTable;
  product_order_limits: ProductOrderLimitTable;
  restricted_areas: RestrictedAreaTable;
  distributors: DistributorTable;
  distributor_users: DistributorUserTable;
  clinic_promotion_switches: ClinicPromotionSwitchTable;
  manufacturer_reps: ManufacturerRepTable;
  distributor_orders: DistributorOrderTable;
  distributor_notices: DistributorNoticeTable;
  sandbox_distributor_orders: SandboxDistributorOrderTable;
  uploaded_images: UploadedImageTable;
  product_images: ProductImageTable;
  store_previews: StorePreviewTable;
  platform_fee_rates: PlatformFeeRateTable;
  payment_chargebacks: PaymentChargebackTable;
  clinic_invoices: ClinicInvoiceTable;
  clinic_invoice_lines: ClinicInvoiceLineTable;
  invoice_payments: InvoicePaymentTable;
  wellness_plans: WellnessPlanTable;
  wellness_plan_services: WellnessPlanServiceTable;
  wellness_enrolments: WellnessEnrolmentTable;
  wellness_service_uses: WellnessServiceUseTable;
  wellness_payments: WellnessPaymentTable;
  wellness_card_links: WellnessCardLinkTable;
  custom_payments: CustomPaymentTable;
  custom_payment_refunds: CustomPaymentRefundTable;
}

/** A clinic's custom payment: a saved card charged, or a pay-by-link (issue 27, migration 2026-11-30-780). */
export interface CustomPaymentTable {
  id: Generated<number>;
  clinic_id: number;
  client_user_id: number;
  amount_cents: number;
  description: string;
  invoice_number: string;
  /** 'card' | 'link' */
  method: string;
  /** 'open' | 'paying' | 'paid' | 'declined' | 'cancelled' */
  status: string;
  request_key: string;
  payment_reference: string;
  token_hash: string | null;
  expires_at: string | null;
  payment_method_id: number | null;
  card_token: string | null;
  attempt_started_at: string | null;
  card_brand: string | null;
  card_last4: string | null;
  authorization_id: string | null;
  capture_id: string | null;
  created_by_user_id: number;
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  cancelled_by_user_id: number | null;
}

/** A refund of a custom payment (issue 27): its own gateway reference; 'pending' until the gateway's answer is recorded. */
export interface CustomPaymentRefundTable {
  id: Generated<number>;
  custom_payment_id: number;
  amount_cents: number;
  reason: string;
  request_key: string;
  reference: string;
  /** 'pending' | 'refunded' | 'failed' */
  status: string;
  provider_refund_id: string | null;
  created_by_user_id: number;
  created_at: string;
  refunded_at: string | null;
}

/** An uploaded picture's bytes, by their SHA-256 (issue 26, migration 2026-11-30-720): served to every instance from here. */
export interface UploadedImageTable {
  id: Generated<number>;
  sha256: string;
  /** image/png, image/jpeg or image/webp, read from the bytes. */
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  bytes: Uint8Array;
  uploaded_by: number | null;
  created_at: CreatedAt;
}

/** A child product's pictures in order (issue 26); products.image is the first. */
export interface ProductImageTable {
  product_id: number;
  position: number;
  /** The path the cards use (relative to the image base, `u/<sha256>.png`, or a packshot path). */
  image: string;
}

/** The distributor integration (issue 25; migration 2026-11-30-500). A distributor, by the name clinics enrol with. */
export interface DistributorTable {
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
}

/** The spec's distributor role: a user of one distributor (its portal under /platform/distributor). */
export interface DistributorUserTable {
  user_id: number;
  distributor_id: number;
  created_at: CreatedAt;
}

/** A platform promotion a clinic switched off for its store (issue 26, migration 2026-11-30-750); a master's row covers its children. */
export interface ClinicPromotionSwitchTable {
  clinic_id: number;
  promotion_id: number;
  switched_off_by_user_id: number | null;
  switched_off_at: string;
}

/** The manufacturer representative role (issue 26): one user of one manufacturer (brand), managing its promotions only. */
export interface ManufacturerRepTable {
  user_id: number;
  manufacturer_id: number;
  created_at: CreatedAt;
}

/** The store sending an order to its distributor: one row per order, the idempotency key. */
export interface DistributorOrderTable {
  id: Generated<number>;
  order_id: number;
  distributor_id: number;
  /** What the distributor keys its copy on ('order:<id>'): a repeated send answers the first. */
  reference: string;
  state: 'sending' | 'sent';
  attempts: Generated<number>;
  last_error: Generated<string>;
  /** The distributor's own id for the order, once it answered. */
  distributor_ref: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

/** A shipment notice received from a distributor (unique per distributor and notice id). */
export interface DistributorNoticeTable {
  id: Generated<number>;
  distributor_id: number;
  notice_id: string;
  order_id: number | null;
  kind: string;
  body_json: string;
  /** 'applied', or 'ignored: <why>' (the order had moved on). */
  outcome: string;
  received_at: Timestamp;
}

/** The sandbox distributor's own ledger of the orders it received. */
export interface SandboxDistributorOrderTable {
  id: Generated<number>;
  distributor_id: number;
  reference: string;
  distributor_ref: string;
  order_number: string;
  clinic_name: string;
  ship_to: string;
  is_clinic_pickup: Flag;
  /** JSON: [{ lineId, sku, name, quantity, shipped, backordered }] */
  lines_json: string;
  /** received, sent_to_shipping, partly_shipped, backordered, shipped */
  status: string;
  received_at: Timestamp;
  updated_at: Timestamp;
}

export type UserUpdate = Updateable<UserTable>;

/** Emails waiting to be sent (or sent); a worker delivers unsent rows (issue 6). */
export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  kind: string;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  /** No server copy picks the row before this time: a lease while sending, a back-off after a failure. */
  next_attempt_at: Timestamp | null;
  last_error: string | null;
}

/** Confirm-account and reset-password links: only the SHA-256 of the random token is kept. */
export interface AccountTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'confirm' | 'reset' | 'email_change';
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
  /** The address an 'email_change' link confirms (issue 14). */
  new_email?: string | null;
}

/** A clinic a shopper typed in at registration (clinic id -1 in the spec); its placeholder clinic row. */
export interface NewClinicRequestTable {
  id: Generated<number>;
  user_id: number;
  clinic_id: number;
  practice_name: string;
  city: string;
  province: string;
  vet_name: string | null;
  phone: string;
  created_at: CreatedAt;
  /** The platform's decision (migration 2026-11-29-300): pending, approved or refused. */
  status: Generated<EnrolmentStatus>;
  refusal_reason: Generated<string>;
  decided_at: Timestamp | null;
}

export type EnrolmentStatus = 'pending' | 'approved' | 'refused';

/** The public "open your clinic's store" form (issue 25), waiting for the platform's decision. */
export interface ClinicApplicationTable {
  id: Generated<number>;
  practice_name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  email: string;
  contact_first_name: string;
  contact_last_name: string;
  vet_name: string;
  licence_number: string;
  distributor_name: string;
  distributor_account: string;
  purchasing_group: Generated<string>;
  pin_id: number | null;
  language: string;
  status: Generated<EnrolmentStatus>;
  refusal_reason: Generated<string>;
  clinic_id: number | null;
  decided_at: Timestamp | null;
  created_at: CreatedAt;
}

/** An enrolment PIN the platform hands out (issue 25): for one clinic or a purchasing group, limited, expiring. */
export interface EnrolmentPinTable {
  id: Generated<number>;
  code: string;
  scope: 'clinic' | 'group';
  label: string;
  purchasing_group: Generated<string>;
  distributor_name: string;
  distributor_account: Generated<string>;
  max_uses: number;
  uses: Generated<number>;
  expires_at: Timestamp;
  created_by: number | null;
  created_at: CreatedAt;
}

/** One open cart per shopper (issue 4). version goes up on every change, for optimistic checks. */
export interface CartTable {
  id: Generated<number>;
  user_id: number;
  /** Upper-case code of the applied coupon. */
  coupon_code: string | null;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  payment_method_id: number | null;
  version: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/**
 * A cart line. A buy-one-get-one child line has promo_parent_cart_item_id (its parent line) and
 * promo_id (the offer); it follows the parent's quantity and pet.
 */
export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  pet_id: number;
  quantity: number;
  promo_parent_cart_item_id: number | null;
  promo_id: number | null;
  /** Child lines: the shopper chose this product (rather than the first in-stock one picked for them). */
  is_promo_selected: Flag;
  /** Comma-separated ids of the buy-one-get-one offers the shopper accepted for this line. */
  accepted_promo_ids: string;
  rx_id: number | null;
  /** The product's unit price when the line was added or last changed (migration 2026-11-30-701); null before it was kept. */
  seen_unit_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/**
 * A clinic's coupon (migration 2026-11-24-190): the code is unique per clinic whatever its case,
 * kept as the admin typed it. ends_at is exclusive; null never ends.
 */
export interface CouponTable {
  id: Generated<number>;
  clinic_id: number;
  code: string;
  discount_cents: number;
  discount_percent: number;
  min_subtotal_cents: number;
  auto_order_only: Flag;
  not_for_auto_order: Flag;
  one_use_per_shopper: Generated<Flag>;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A checkout that used a coupon (its first order); single_use rows are unique per coupon and shopper. */
export interface CouponRedemptionTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number;
  order_id: number;
  single_use: Flag;
  created_at: Timestamp;
}

/** A placed checkout (issue 5); (user_id, checkout_key) is unique: the idempotency key. */
export interface CheckoutTable {
  id: Generated<number>;
  user_id: number;
  checkout_key: string;
  /** The placeOrder answer of the first submission, returned to repeats. */
  result_json: string;
  created_at: CreatedAt;
  /** 'pending' between the claim and the confirmation (the card is being authorised), then 'placed'. */
  state: Generated<'pending' | 'placed'>;
  /** While pending: what confirming or releasing the checkout needs (orders/checkout-settlement.ts). */
  pending_json: Generated<string>;
}

/** One order per order group of a checkout; addresses and card are snapshots. */
export interface OrderTable {
  id: Generated<number>;
  user_id: number;
  checkout_id: number;
  order_number: string;
  status: string;
  group_number: number;
  is_clinic_pickup: Flag;
  is_auto_order: Flag;
  clinic_id: number;
  shipping_option_id: string;
  shipping_option_name: string;
  shipping_cents: number;
  shipping_discount_cents: number;
  item_subtotal_cents: number;
  discount_cents: number;
  rebate_cents: number;
  tax_cents: number;
  account_credit_cents: number;
  total_cents: number;
  tax_province: string;
  coupon_code: string | null;
  ship_location_name: string;
  ship_street1: string;
  ship_street2: string;
  ship_city: string;
  ship_province: string;
  ship_postal_code: string;
  bill_location_name: string;
  bill_street1: string;
  bill_street2: string;
  bill_city: string;
  bill_province: string;
  bill_postal_code: string;
  payment_method_id: number | null;
  payment_token: string;
  payment_brand: string;
  payment_last4: string;
  authorization_id: string;
  created_at: CreatedAt;
  /** Set once the order went to the distributor: it can no longer be cancelled or moved back (rr §4). */
  sent_to_distributor_at: Timestamp | null;
  carrier: string | null;
  tracking_number: string | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  /** The AutoOrder subscription that placed this order; null for an order placed at checkout. */
  auto_order_subscription_id: number | null;
  /** The cancelled order this one reinstates (issue 25; unique: an order is reinstated once; migration 2026-11-30-510). */
  reinstated_from_order_id: number | null;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  name: string;
  mfg_sku: string;
  mfg_name: string;
  product_format: string;
  pet_id: number | null;
  pet_name: string;
  quantity: number;
  unit_price_cents: number;
  regular_unit_price_cents: number;
  ext_price_cents: number;
  /** Offers and AutoOrder clinic part on this line (not the coupon). */
  discount_cents: number;
  rebate_cents: number;
  coupon_discount_cents: number;
  net_price_cents: number;
  promo_parent_order_item_id: number | null;
  promo_id: number | null;
  rx_id: number | null;
  requires_approval: Flag;
}

export interface OrderTaxTable {
  id: Generated<number>;
  order_id: number;
  code: string;
  label: string;
  rate: number;
  items_amount_cents: number;
  shipping_amount_cents: number;
  amount_cents: number;
}

export interface OrderHistoryTable {
  id: Generated<number>;
  order_id: number;
  event: string;
  status: string;
  created_at: CreatedAt;
  /** 'shopper' | 'staff' | 'system' (domain/order-status.ts OrderActor). */
  actor: Generated<string>;
  actor_user_id: number | null;
  note: Generated<string>;
}

/** A special offer an order item was sold with (migration 2026-11-23-110): named from its promotion row. */
export interface OrderReductionTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  promotion_id: number;
  is_rebate: Flag;
  amount_cents: number;
}

/** A staff action (issue 16): who, with which role, on what, and the row before and after (JSON). */
export interface AuditEventTable {
  id: Generated<number>;
  /** Null for a platform action about no clinic (migration 2026-11-28-210). */
  clinic_id: number | null;
  actor_user_id: number | null;
  actor_role: string;
  entity: string;
  entity_id: number;
  action: string;
  before_json: Generated<string>;
  after_json: Generated<string>;
  created_at: string;
}

export interface AutoOrderSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  checkout_id: number | null;
  frequency_weeks: number;
  /** YYYY-MM-DD */
  next_order_date: string;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  payment_method_id: number | null;
  shipping_option_id: string;
  status: string;
  created_at: CreatedAt;
  /** Why it needs attention (domain/auto-order-status.ts AUTO_ORDER_ATTENTION); null otherwise. */
  attention_reason: string | null;
  attention_note: Generated<string>;
  /** The due date a "skip next once" moved away from (undo brings it back). */
  skipped_date: string | null;
  /** After a decline: when the card is tried again (ISO time); null when no retry is left. */
  retry_at: string | null;
  decline_count: Generated<number>;
  /** The due date whose reminder email went out. */
  reminder_sent_for: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** YYYY-MM-DD of the last order it placed. */
  last_order_date: string | null;
}

export interface AutoOrderItemTable {
  id: Generated<number>;
  subscription_id: number;
  product_id: number;
  pet_id: number | null;
  quantity: number;
  /** The AutoOrder unit price the shopper accepted; a higher one needs their consent. */
  unit_price_cents: number | null;
}

/** One due date of one subscription, claimed once (unique), and what became of it (issue 15). */
export interface AutoOrderRunTable {
  id: Generated<number>;
  subscription_id: number;
  due_date: string;
  /** 'claimed' | 'placed' | 'skipped' | 'declined' | 'needs_attention' */
  state: string;
  attempts: Generated<number>;
  reason: Generated<string>;
  order_ids: Generated<string>;
  skipped_product_ids: Generated<string>;
  claimed_at: string;
  finished_at: string | null;
}

/** The sandbox payment provider's tokens: brand, last four and expiry only, never the number. */
export interface SandboxCardTokenTable {
  token: string;
  brand: 'visa' | 'mc' | 'amex';
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: 'approve' | 'decline';
  used_by_user_id: number | null;
  created_at: CreatedAt;
}

/** The sandbox payment provider's ledger of authorisations. */
export interface PaymentAuthorizationTable {
  id: Generated<number>;
  authorization_id: string;
  token: string;
  amount_cents: number;
  reference: string;
  status: 'approved' | 'voided';
  created_at: CreatedAt;
}

/** A shopper's previous password hashes, newest five kept (issue 14; rr §5). */
export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: CreatedAt;
}

/** A clinic staff member (issue 16, migration 2026-11-23-140-staff): the user's clinic and roles. */
/**
 * The platform's site administrators (issue 23; rr §6 "site administrator"): a user with a row here
 * reaches /platform and /api/platform. Added from the command line, never by sign-up.
 */
/** Master clinic policies (issue 25, migration 2026-11-30-400): a value a clinic set, for itself, all its children or one child. */
export interface ClinicPolicyTable {
  id: Generated<number>;
  clinic_id: number;
  policy: string;
  /** 'own' | 'children' | 'clinic' */
  applies_to: string;
  value_json: string;
  allow_override: Flag;
  set_by_clinic_id: number;
  updated_by_user_id: number | null;
  updated_at: Timestamp;
}

/** A child clinic uses its own value for a policy, where its master allows it. */
export interface ClinicPolicyOverrideTable {
  clinic_id: number;
  policy: string;
  created_at: Timestamp;
}

export interface PlatformAdminTable {
  user_id: number;
  created_at: CreatedAt;
}

export interface StaffMemberTable {
  user_id: number;
  clinic_id: number;
  /** Clinic admin: everything staff do, plus staff management and settings. */
  is_admin: Flag;
  /** Approves and denies prescriptions. */
  is_veterinarian: Flag;
  /** Set: cannot sign in nor use the portal. */
  disabled_at: Timestamp | null;
  created_at: CreatedAt;
  /** A veterinarian's licence number and province of licence ('' for anyone else; migration 2026-11-28-210). */
  licence_number: Generated<string>;
  licence_province: Generated<string>;
}

export type ReturnStatus = 'pending' | 'completed' | 'cancelled';

/** A return on a shipped or picked-up order (issue 17; migration 2026-11-24-170). */
export interface ReturnTable {
  id: Generated<number>;
  clinic_id: number;
  order_id: number;
  user_id: number;
  status: ReturnStatus;
  reason: string;
  /** client, clinic, distributor or carrier */
  responsibility: string;
  /** none, flat (fee_value in cents) or percent (fee_value in basis points) */
  fee_kind: string;
  fee_value: number;
  items_refund_cents: number;
  items_tax_refund_cents: number;
  shipping_refund_cents: number;
  fee_cents: number;
  fee_tax_cents: number;
  custom_refund_cents: number | null;
  refund_total_cents: number;
  /** Of the total, given as account credit (migration 2026-11-24-171). */
  credit_refund_cents: Generated<number>;
  /** card or credit */
  refund_method: string;
  provider_refund_id: string | null;
  admin_notes: string;
  window_override_note: string | null;
  cancel_reason: string | null;
  cancel_note: string | null;
  created_by_user_id: number;
  created_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
}

export interface ReturnItemTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  quantity: number;
  refund_cents: number;
  tax_refund_cents: number;
}

/** The account-credit ledger: a shopper's balance is the sum of their rows (issue 17). */
/** The clinic's welcome credit given to a client (issue 25; migration 2026-11-30-520): once per client and clinic. */
export interface WelcomeCreditTable {
  user_id: number;
  clinic_id: number;
  order_id: number;
  amount_cents: number;
  created_at: string;
}

export interface CreditEntryTable {
  id: Generated<number>;
  user_id: number;
  /** positive: credit given; negative: credit spent */
  amount_cents: number;
  /** opening_balance, return_refund, order_spend, order_cancelled, adjustment, welcome_credit, goodwill, take_back */
  kind: string;
  order_id: number | null;
  return_id: number | null;
  note: string;
  created_by_user_id: number | null;
  created_at: string;
  /** The last day a goodwill credit may be spent (migration 2026-11-30-760); null = never expires. */
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** A staff give / take-back request's key, unique per client (migration 2026-11-30-760). */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The sandbox provider's refunds against an authorisation (migration 2026-11-24-171). */
export interface PaymentRefundTable {
  id: Generated<number>;
  refund_id: string;
  authorization_id: string;
  amount_cents: number;
  /** Idempotency key: one refund per reference. */
  reference: string;
  created_at: string;
}

/** A parcel of an order the clinic split (issue 16 "Split shipping"; migration 2026-11-24-160). */
export interface ShipmentTable {
  id: Generated<number>;
  order_id: number;
  /** 1: the items ready first; 2: the items that waited on the veterinarian. */
  number: number;
  /** An order status code (waiting_on_veterinarian, validated, shipped, ...). */
  status: string;
  carrier: string | null;
  tracking_number: string | null;
  amount_cents: number;
  charge_status: 'authorized' | 'captured' | 'voided';
  capture_id: string | null;
  created_at: string;
  shipped_at: string | null;
}

export interface ShipmentItemTable {
  id: Generated<number>;
  shipment_id: number;
  order_item_id: number;
  quantity: number;
}

/** The sandbox provider's captures, one per reference (issue 16 "Split shipping"). */
export interface PaymentCaptureTable {
  id: Generated<number>;
  capture_id: string;
  authorization_id: string;
  amount_cents: number;
  reference: string;
  created_at: string;
}

/** A product's ordering limits per shopper (issue 25, migration 2026-11-29-310); null: none of that kind. */
export interface ProductOrderLimitTable {
  product_id: number;
  monthly_max: number | null;
  allocation_max: number | null;
  /** Orders from this day (the clinic's time zone) count towards the allocation; null: every order. */
  allocation_starts_on: string | null;
  updated_at: string;
}

/** Where home delivery does not go (issue 25): a clinic's area, a product's, or both. */
export interface RestrictedAreaTable {
  id: Generated<number>;
  clinic_id: number | null;
  product_id: number | null;
  /** 'postal_code' | 'prefix' | 'province' (domain/ordering-limits.ts). */
  kind: string;
  /** Normalised: upper case, no spaces ('K1A0B1', 'X0A', 'NU'). */
  value: string;
  created_at: string;
}

/** A preview of the store (issue 26; migration 2026-11-30-740): the shop as a clinic's client or visitor sees it, on a day. */
export interface StorePreviewTable {
  id: Generated<number>;
  /** SHA-256 of the cookie's random secret. */
  secret_hash: string;
  started_by_user_id: number;
  session_id: string;
  audience: 'clinic' | 'platform';
  actor_role: string;
  clinic_id: number;
  /** Null: a visitor of the clinic's store. */
  client_user_id: number | null;
  lang: 'en' | 'fr';
  /** YYYY-MM-DD, the store's day. */
  as_of_day: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

/** A catalogue feed applied, or being applied (issue 26; migration 2026-11-30-700): the kept import history. */
export interface CatalogueImportTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  bytes: number;
  status: 'running' | 'applied' | 'failed';
  rows: Generated<number>;
  added: Generated<number>;
  changed: Generated<number>;
  unchanged: Generated<number>;
  discontinued: Generated<number>;
  refused: Generated<number>;
  new_families: Generated<number>;
  /** Why a failed import failed (the transaction was rolled back). */
  error: Generated<string>;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  duration_ms: number | null;
}

/** A clinic's wellness plan (issue 27, migration 2026-11-30-770). */
export interface WellnessPlanTable {
  id: Generated<number>;
  clinic_id: number;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  species: string;
  monthly_price_cents: number;
  term_months: number;
  enrolment_fee_cents: number;
  store_discount_percent: number;
  retired_at: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A service a wellness plan includes: a count, at a listed value (what "pay the difference" counts). */
export interface WellnessPlanServiceTable {
  id: Generated<number>;
  plan_id: number;
  position: number;
  name_en: string;
  name_fr: string;
  count: number;
  value_cents: number;
}

/** A pet on a wellness plan: 'active' | 'on_hold' | 'cancelled' | 'completed' | 'deceased'. */
export interface WellnessEnrolmentTable {
  id: Generated<number>;
  clinic_id: number;
  plan_id: number;
  user_id: number;
  pet_id: number;
  payment_method_id: number;
  status: string;
  start_date: string;
  hold_reason: Generated<string>;
  consent_text_version: string;
  consent_recorded_by: number;
  consent_at: string;
  /** How it ended: 'remaining_balance' | 'used_difference' | 'nothing_further' | 'deceased' | 'completed'. */
  end_option: string | null;
  ended_on: string | null;
  created_at: string;
}

export interface WellnessServiceUseTable {
  id: Generated<number>;
  enrolment_id: number;
  plan_service_id: number;
  used_on: string;
  recorded_by: number;
  created_at: string;
}

/** One month's payment of an enrolment (rr §4 states: pending, paid, bill_declined, cancelled, refunded, void). */
export interface WellnessPaymentTable {
  id: Generated<number>;
  enrolment_id: number;
  clinic_id: number;
  /** 1 … term; term + 1 is the closing payment of a cancellation. */
  month: number;
  due_date: string;
  amount_cents: number;
  state: string;
  /** The gateway's idempotency key (authorize and capture), unique: wellness:<enrolment>:<month>. */
  reference: string;
  decline_count: Generated<number>;
  decline_message: Generated<string>;
  retry_at: string | null;
  /** A runner's lease while it charges this payment. */
  claimed_at: string | null;
  authorization_id: string | null;
  capture_id: string | null;
  paid_at: string | null;
  refund_reference: string | null;
  refund_id: string | null;
  refunded_at: string | null;
  updated_at: string;
}

/** A single-use card-update link emailed after a decline (only the token's hash is kept). */
export interface WellnessCardLinkTable {
  id: Generated<number>;
  enrolment_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The platform's fee per captured transaction from a time on (issue 27; migration 2026-11-30-790). */
export interface PlatformFeeRateTable {
  id: Generated<number>;
  /** Percent of the captured amount in basis points (250 = 2.5 %). */
  percent_bp: number;
  fixed_cents: number;
  /** ISO instant: captures from then on pay this rate. */
  effective_from: string;
  created_by_user_id: number | null;
  created_at: string;
}

/** The sandbox provider's chargebacks against a capture (issue 27). */
export interface PaymentChargebackTable {
  id: Generated<number>;
  chargeback_id: string;
  capture_id: string;
  amount_cents: number;
  reason: string;
  /** Idempotency key: one chargeback per reference. */
  reference: string;
  created_at: string;
}

/** The platform's monthly invoice to a clinic, one per clinic and month (issue 27). */
export interface ClinicInvoiceTable {
  id: Generated<number>;
  clinic_id: number;
  /** YYYY-MM */
  month: string;
  invoice_number: string;
  /** YYYY-MM-DD */
  issued_on: string;
  due_on: string;
  created_at: string;
}

export interface ClinicInvoiceLineTable {
  id: Generated<number>;
  invoice_id: number;
  /** 'platform_fees' (from the settlement report) or 'charge' (added by a site administrator). */
  kind: 'platform_fees' | 'charge';
  description: string;
  amount_cents: number;
  created_by_user_id: number | null;
  created_at: string;
}

/** A payment of a clinic's invoice by card or cheque; the key is the clinic's request's idempotency key. */
export interface InvoicePaymentTable {
  id: Generated<number>;
  invoice_id: number;
  method: 'card' | 'cheque';
  /** card: pending → paid | declined; cheque: awaiting → received | cancelled. */
  status: 'pending' | 'paid' | 'declined' | 'awaiting' | 'received' | 'cancelled';
  /** What the payment takes off the invoice's balance. */
  amount_cents: number;
  /** A cheque's 2 % service charge (rr §9), paid on top of amount_cents; 0 by card. */
  service_charge_cents: number;
  idempotency_key: string;
  card_token: string | null;
  card_brand: string | null;
  card_last4: string | null;
  authorization_id: string | null;
  capture_id: string | null;
  cheque_number: string | null;
  received_on: string | null;
  created_by_user_id: number | null;
  created_at: string;
  settled_at: string | null;
}
