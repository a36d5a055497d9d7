import type { PolicyValues } from '../../../domain/clinic-policies';
import type { ProductListItem } from '../../../contracts/catalogue';
import type { Language } from '../../../domain/constants';
import type { CouponInput, ProductPriceInput, PromotionInput } from '../../../domain/pricing';
import type { Db } from '../../db/database';

/**
 * What the cart service works with: plain objects the query files return (never rows), so the
 * rules and the mapper do not know the tables.
 */

/** Who is asking, in which language, at what time; db is the route's transaction. */
export interface CartContext {
  db: Db;
  userId: number;
  lang: Language;
  now: Date;
  imagesBaseUrl: string;
  /**
   * "You may also like" for these cart families, from the catalogue's index (cart.routes.ts passes
   * the catalogue module's). A context that never answers with a cart may leave it out.
   */
  suggestProducts?: (request: { cartFamilyIds: readonly number[]; retailDiscountPercent: number }) => Promise<ProductListItem[]>;
}

export interface CartHeader {
  id: number;
  userId: number;
  couponCode: string | null;
  shippingAddressId: number | null;
  billingAddressId: number | null;
  paymentMethodId: number | null;
  version: number;
}

export interface CartProduct {
  id: number;
  familyId: number;
  nameEn: string;
  nameFr: string;
  image: string;
  price: ProductPriceInput;
  isSubscription: boolean;
  isPrescriptionProduct: boolean;
  isApprovalRequired: boolean;
  isBulkItem: boolean;
  allowBrowsing: boolean;
  isInStock: boolean;
  isLongTermBackorder: boolean;
  stockQuantity: number;
  lastReportedInStockAt: string | null;
  maxQuantityRestrictionPerOrder: number;
}

export interface CartLine {
  id: number;
  cartId: number;
  petId: number;
  petName: string;
  quantity: number;
  promoParentId: number | null;
  promoId: number | null;
  isPromoSelected: boolean;
  acceptedPromoIds: number[];
  rxId: number | null;
  /** The product's unit price when the line was added or last changed; null (or absent: an order's lines) when not kept. */
  seenUnitPriceCents?: number | null;
  product: CartProduct;
}

/** An active special offer with the texts the cart shows. */
export interface CartPromotion extends PromotionInput {
  /** hidePromoInfoInWebstore: never named to a shopper (cat §4); the cart says 'Discount' instead. */
  isHidden: boolean;
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
}

export interface Prescription {
  id: number;
  petId: number;
  petName: string;
  familyId: number;
  rxStatusId: number;
  quantity: number;
  refillQuantity: number;
  refillQuantityRemaining: number;
}

export interface Address {
  id: number;
  locationName: string;
  street1: string;
  street2: string;
  city: string;
  province: string;
  postalCode: string;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

export interface PaymentMethod {
  id: number;
  brand: 'visa' | 'mc' | 'amex';
  last4: string;
  expMonth: number;
  expYear: number;
  cardHolder: string;
  billingAddressId: number | null;
  isDefault: boolean;
}

export interface ShopperAccount {
  accountCreditCents: number;
  province: string;
  clinicId: number;
  /** The policies in effect at the shopper's clinic (issue 25 master clinics): quantity per order, order cost range. */
  policies: PolicyValues;
}

export interface StoredCoupon extends CouponInput {
  id: number;
  isCurrent: boolean;
  /** Its end date has passed (told to the shopper as expired, not as an unknown code). */
  isExpired: boolean;
}

export type { Language };
