import type { Cents } from '../money';
import type { TaxResult } from '../tax';
import type { CouponErrorCode, CouponInput } from './coupon';

/** A product's price fields as stored (cat §3 productPrice). Amounts are cents, percentages 0–100. */
export interface ProductPriceInput {
  unitPrice: Cents;
  regularUnitPrice: Cents;
  autoOrderUnitPrice: Cents;
  rxFee: Cents;
  isBulkItem: boolean;
  autoOrderDiscountPercentage: number;
  autoOrderDiscountClinicPercentage: number;
  autoOrderDiscountSponsoredPercentage: number;
}

/** One line of the cart as the pricing engine needs it (cc §3 Cart item). */
export interface CartLineInput {
  id: number;
  productId: number;
  familyId: number;
  quantity: number;
  petId: number | null;
  /** The cart item this line is the free or discounted buy-one-get-one item of; null for a normal line. */
  promoParentCartItemId: number | null;
  price: ProductPriceInput;
  /** The product can be bought on an AutoOrder subscription. */
  isSubscription: boolean;
  /** Buy-one-get-one offers (types 5, 30) the shopper accepted for this line (cc §4 Add to cart). */
  acceptedSpecialOfferIds: readonly number[];
}

export interface PromoProductGroupInput {
  groupId: number;
  /** The cart must hold at least this many units of the group's products; 0 or 1 means no minimum. */
  minQuantity: number;
  groupProductIds: readonly number[];
}

/** A special offer (cat §3 Promotion, cc §3 Special offer). */
export interface PromotionInput {
  specialOfferId: number;
  promoTypeID: number;
  isInstantRebate: boolean;
  isForSubscriptionsOnly: boolean;
  isAutoOrderOnlyOffer: boolean;
  isPercentageDiscount: boolean;
  /** Percent off the extended price when isPercentageDiscount. */
  discountPercent: number;
  /** Cents off per unit for a fixed-amount offer (rebate types 3, 7, 9); 0 when not used. */
  rebateAmount: Cents;
  /** The products the offer is for; every group's minimum must be met (cat §3). */
  promoProductGroups: readonly PromoProductGroupInput[];
  /** Buy-one-get-one (types 5, 30): the products that may be the free or discounted child line. */
  bogoGetOneProductIds: readonly number[];
  /** Percent off the child line for buy-one-get-one offers; 100 means free. */
  bogoDiscountPercent: number;
}

/** The delivery option chosen for one order group (cc §3 Shipping option). */
export interface ShippingLineInput {
  groupNumber: number;
  price: Cents;
  isFree: boolean;
  /** Part of the price waived, e.g. free shipping on AutoOrders; capped at the price. */
  freeShippingDiscount: Cents;
}

export interface PriceCartInput {
  lines: readonly CartLineInput[];
  promotions: readonly PromotionInput[];
  coupon: CouponInput | null;
  accountCreditAmountAvail: Cents;
  accountCreditAmountMinValue: Cents;
  /** A new AutoOrder subscription is being created with this order. */
  isao: boolean;
  shipping: readonly ShippingLineInput[];
  /** Shipping province code; null before a shipping address is known (no tax then). */
  province: string | null;
}

/** One applied special offer on one cart item (cc §3 Discount), plus whether it counts as a rebate. */
export interface DiscountRow {
  entityItemId: number;
  specialOfferId: number;
  specialOfferTypeId: number;
  discountAmount: Cents;
  isInstantRebate: boolean;
  isRebate: boolean;
}

export interface PricedLine {
  id: number;
  productId: number;
  familyId: number;
  petId: number | null;
  promoParentCartItemId: number | null;
  /** Quantity priced: a buy-one-get-one child follows its parent; an inactive child is 0. */
  quantity: number;
  isPromoChild: boolean;
  /** A child line whose offer no longer applies (no parent, not accepted, not qualified): priced at 0, to remove. */
  isInactivePromoChild: boolean;
  /** Displayed prices per unit (bulk items include the rxFee). */
  unitPrice: Cents;
  regularUnitPrice: Cents;
  /** Shown only when below the unit price (cat §9). */
  autoOrderUnitPrice: Cents | null;
  /** Unit price after this line's offer, for display (percentage, auto-order-only or buy-one-get-one price). */
  promoUnitPrice: Cents | null;
  extPrice: Cents;
  extRetailPrice: Cents;
  specialOfferDiscount: Cents;
  specialOfferRebate: Cents;
  autoOrderDiscountClinic: Cents;
  autoOrderDiscountSponsored: Cents;
  /** extPrice less every reduction on this line (before the coupon). */
  netExtPrice: Cents;
  hasInstantRebate: boolean;
  appliedSpecialOfferIds: number[];
}

export interface PricedCoupon {
  code: string;
  discount: Cents;
  /** Why the applied coupon no longer gives a discount (e.g. the subtotal dropped below its minimum). */
  error: CouponErrorCode | null;
}

export interface PricedCart {
  lines: PricedLine[];
  discounts: DiscountRow[];
  numOfItems: number;
  itemRetailSubtotal: Cents;
  itemSubtotalBeforeDiscounts: Cents;
  /** Items after every discount and rebate, coupon included. */
  itemSubtotal: Cents;
  totalRetailDiscount: Cents;
  totalSpecialOfferDiscount: Cents;
  autoOrderDiscountClinic: Cents;
  autoOrderDiscountSponsored: Cents;
  couponDiscount: Cents;
  /** Special-offer discounts + AutoOrder clinic part + coupon. */
  totalDiscount: Cents;
  /** Rebate-type offers + AutoOrder sponsored part. */
  totalRebates: Cents;
  totalDiscountInclRebates: Cents;
  coupon: PricedCoupon | null;
  shipping: Cents;
  shippingDiscount: Cents;
  orderTotalBeforeTax: Cents;
  tax: TaxResult | null;
  totalTax: Cents;
  totalBeforeCredits: Cents;
  accountCreditApplied: Cents;
  accountCreditAmountAvail: Cents;
  accountCreditAmountUnused: Cents;
  /** Grand total: before tax + tax − account credit. */
  total: Cents;
}
