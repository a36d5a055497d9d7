import { z } from 'zod';
import { productListItemSchema } from './catalogue';
import { savedAddressSchema, savedPaymentMethodSchema } from './cart-account';
import { savedPrescriptionSchema } from './catalogue-details';
import { notificationSchema } from './common';
import { idOrZeroSchema, idParam, idSchema, text } from './fields';

/**
 * Requests and responses of the cart API (cc §3, §7; issue 4). Field names are the spec's; money
 * fields are integer cents (docs/decisions/003-prices-as-cents-in-the-api.md). Every answer
 * that returns a cart is a `CartResponse`.
 */
export * from './cart-account';

const id = idSchema;

/** '1' / 'true' is yes; '', '0', 'false' or absent is no (cc §7: isao '1' or empty). */
export const flagQuerySchema = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** The cart's words for a quantity out of its range (cc §5), said the same wherever a quantity is typed. */
export const quantityRangeMessage = (max: number) => `Please choose a quantity from 1 to ${max}.`;

/** The largest quantity a request may carry at all; the real limit per line comes from the product. */
export const QUANTITY_REQUEST_MAX = 999;
const quantity = z.number().int().min(1).max(QUANTITY_REQUEST_MAX);

// ---------------------------------------------------------------- requests

/** GET /api/cart/: refresh re-checks the cart's free items; isao prices a new AutoOrder; other keys are ignored. */
export const cartQuerySchema = z.looseObject({ refresh: flagQuerySchema, isao: flagQuerySchema });

/** Query of every other cart-changing call: the answer is priced with isao too. */
export const cartChangeQuerySchema = z.object({ isao: flagQuerySchema });

export const cartItemParamsSchema = z.object({ id: idParam('id') });

/**
 * POST /api/cart/item/. A missing, null or 0 petId answers 400 `pet_required` ('Please select or
 * enter Pet Name'). acceptedSpecialOfferPromoIds: the buy-one-get-one offers (types 5, 30) accepted.
 */
export const addCartItemRequestSchema = z.object({
  productId: id,
  petId: idOrZeroSchema.nullish(),
  quantity,
  acceptedSpecialOfferPromoIds: z.array(id).max(50).optional(),
});
export type AddCartItemRequest = z.infer<typeof addCartItemRequestSchema>;

/**
 * PUT /api/cart/item/{id}/?incr=false. incr=false (the default) sets the quantity; incr=true adds it.
 * itemId and productId, when sent, must be the item's own. Changing petId moves the line to that pet
 * (merged into that pet's line of the same product, if any). rxId picks the saved prescription.
 */
export const updateCartItemRequestSchema = z.object({
  itemId: id.optional(),
  productId: id.optional(),
  petId: id.nullish(),
  quantity,
  rxId: id.nullish(),
});
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;
export const updateCartItemQuerySchema = z.object({ incr: flagQuerySchema, isao: flagQuerySchema });

/** PUT /api/cart/coupon/apply?isao=1. Letters, digits, '-' and '_' only, else 400 'Please enter a valid Coupon Code'. */
export const applyCouponRequestSchema = z.object({ couponCode: text().max(50) });

/** PUT /api/cart/item/{id}/switchBogoProduct/?productId=&isao= */
export const switchBogoProductQuerySchema = z.object({ productId: idParam('productId'), isao: flagQuerySchema });

// ---------------------------------------------------------------- notifications

export const cartMessageTypes = ['Success', 'Error', 'Warning', 'Info'] as const;

/**
 * Stable codes of the cart's notifications; the web shows its own text for each in the shopper's
 * language (message is the English text). Coupon failures are `coupon.<pricing engine code>`.
 */
export const cartNotificationCodes = [
  'cart.itemAdded',
  'cart.itemUpdated',
  'cart.itemRemoved',
  'cart.cleared',
  'cart.promoProductUpdated',
  'cart.outOfStock',
  'cart.quantityLimited',
  'cart.refreshed',
  /** Issue 25, rr §8: values product, max, ordered, inCart, resetDate (YYYY-MM-DD). */
  'cart.monthlyLimit',
  /** Issue 25, rr §8: values product, max, ordered, inCart. */
  'cart.allocationLimit',
  /** Issue 25, rr §5 order cost range: values amountCents (the clinic's minimum); checkout refuses the order until it is reached. */
  'cart.orderBelowMinimum',
  /** Issue 25, rr §5 order cost range: values amountCents (the clinic's maximum). */
  'cart.orderAboveMaximum',
  'coupon.applied',
  'coupon.removed',
  'coupon.invalid',
  'coupon.expired',
  'coupon.alreadyApplied',
  'coupon.exceedsSubtotal',
  'coupon.minimumNotMet',
  'coupon.autoOrderOnly',
  'coupon.notForAutoOrder',
  'coupon.alreadyUsed',
] as const;
export type CartNotificationCode = (typeof cartNotificationCodes)[number];

export const cartNotificationSchema = notificationSchema.extend({
  messageType: z.enum(cartMessageTypes),
  code: z.enum(cartNotificationCodes),
  /** Extra values for the message, e.g. { max: 25 } for cart.quantityLimited. */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CartNotification = z.infer<typeof cartNotificationSchema>;


// ---------------------------------------------------------------- cart

export const cartProductPriceSchema = z.object({
  unitPrice: z.number().int(),
  regularUnitPrice: z.number().int(),
  /** null when there is no AutoOrder price below the unit price (cat §9). */
  autoOrderUnitPrice: z.number().int().nullable(),
  rxFee: z.number().int(),
  autoOrderDiscountPercentage: z.number(),
  autoOrderDiscountClinicPercentage: z.number(),
  autoOrderDiscountSponsoredPercentage: z.number(),
});

/**
 * One reason a line costs less than unit price × quantity (issue 11 items 2, 3): a special offer
 * or rebate by name, or the AutoOrder price. name is null for an offer hidden from shoppers
 * (hidePromoInfoInWebstore): the web says 'Discount' instead and never learns its name.
 */
export const lineReductionSchema = z.object({
  kind: z.enum(['offer', 'rebate', 'autoOrder']),
  specialOfferId: z.number().nullable(),
  name: z.string().nullable(),
  amount: z.number().int(),
});
export type LineReduction = z.infer<typeof lineReductionSchema>;

/** A limit the cart passes for a line's product (issue 25, rr §8): what its message lists. */
export const lineLimitSchema = z.object({
  kind: z.enum(['monthly', 'allocation']),
  max: z.number().int(),
  /** Units ordered this month (monthly), or since the allocation started. */
  ordered: z.number().int(),
  /** Units of the product in the cart, every line and pet. */
  inCart: z.number().int(),
  /** The first day of next month in the clinic's time zone (YYYY-MM-DD); null for an allocation. */
  resetDate: z.string().nullable(),
});
export type LineLimit = z.infer<typeof lineLimitSchema>;

export const cartItemSchema = z.object({
  id: z.number(),
  /** The child product id (link /products/view/{productID}). */
  productID: z.number(),
  familyId: z.number(),
  productName: z.string(),
  /** Path below imagesBaseUrl. */
  productImagePathThumbnail: z.string(),
  quantity: z.number().int(),
  /** Displayed unit price (bulk items include the rxFee). */
  unitPrice: z.number().int(),
  /** Unit price after this line's offer (a free child is 0); null when no offer changes it. */
  promoUnitPrice: z.number().int().nullable(),
  extPrice: z.number().int(),
  extRetailPrice: z.number().int(),
  /** extPrice less this line's offers, AutoOrder discount and rebates (before the coupon). */
  netExtPrice: z.number().int(),
  petId: z.number(),
  petName: z.string(),
  rxID: z.number().nullable(),
  savedRx: savedPrescriptionSchema.nullable(),
  /** Set on a free or discounted buy-one-get-one line: its parent line's id. */
  promoParentCartItemID: z.number().nullable(),
  /** The buy-one-get-one offer of a child line. */
  promoId: z.number().nullable(),
  /** Child lines: the shopper chose this product; false while it is the one picked for them. */
  isPromoSelected: z.boolean(),
  /** Offers the shopper accepted on this (parent) line. */
  acceptedSpecialOfferIds: z.array(z.number()),
  isPrescriptionProduct: z.boolean(),
  isApprovalRequired: z.boolean(),
  /** Approval-needing lines with a validated prescription for this pet and family (rxStatusID 1). */
  isApproved: z.boolean(),
  /** 'approved for {pet}' when isApproved; null otherwise. */
  approvedFor: z.string().nullable(),
  isInStock: z.boolean(),
  allowBrowsing: z.boolean(),
  isBulkItem: z.boolean(),
  /**
   * rr §8 "price changed notices": the product's unit price moved (a catalogue import) since the
   * shopper added or last changed the line; the cart shows old → new until they change the line.
   */
  priceChange: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  /** Names of the offers on this line, hidden ones left out; the web cuts it at 100 characters (cc §9). */
  promo: z.string().nullable(),
  /** Why this line costs less than unitPrice × quantity, each with its amount (before the coupon). */
  reductions: z.array(lineReductionSchema),
  productInfo: z.object({ productPrice: cartProductPriceSchema }),
  shoppingCartID: z.number(),
  /** Highest quantity the cart accepts for this line (cc §5, issue 4). */
  maxQuantity: z.number().int(),
  /** Bulk prescription items and child lines cannot change quantity here (cc §5). */
  isQuantityDisabled: z.boolean(),
  /** The limits this product passes with the cart as it is (on its first line only); checkout refuses until it is lowered. */
  limits: z.array(lineLimitSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** cc §3 Discount: one applied offer on one line. */
export const cartDiscountSchema = z.object({
  entityItemId: z.number(),
  specialOfferId: z.number(),
  specialOfferTypeId: z.number(),
  discountAmount: z.number().int(),
  isInstantRebate: z.boolean(),
  isRebate: z.boolean(),
});

export const cartTaxesSchema = z.object({
  province: z.string(),
  total: z.number().int(),
  taxesWithLabel: z.array(z.object({ label: z.string(), rate: z.number(), amount: z.number().int() })),
});

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  discounts: z.array(cartDiscountSchema),
  /** The applied coupon's code, or null. */
  promoCode: z.string().nullable(),
  promoCodeId: z.string().nullable(),
  /** Why the applied coupon gives nothing now (e.g. minimumNotMet), or null. */
  promoCodeError: z.string().nullable(),
  couponDiscount: z.number().int(),
  numOfItems: z.number().int(),
  /** Grand total: items after discounts, + estimated tax, − account credit (no shipping before checkout). */
  total: z.number().int(),
  itemRetailSubtotal: z.number().int(),
  itemSubtotal: z.number().int(),
  itemSubtotalBeforeDiscounts: z.number().int(),
  totalDiscount: z.number().int(),
  totalRetailDiscount: z.number().int(),
  totalSpecialOfferDiscount: z.number().int(),
  totalRebates: z.number().int(),
  totalDiscountInclRebates: z.number().int(),
  autoOrderDiscountClinic: z.number().int(),
  autoOrderDiscountSponsored: z.number().int(),
  orderTotalBeforeTax: z.number().int(),
  totalTax: z.number().int(),
  /** Estimated with the shipping address's province (else the shopper's); null when unknown. */
  taxes: cartTaxesSchema.nullable(),
  accountCreditAmountAvail: z.number().int(),
  accountCreditAmountApplied: z.number().int(),
  accountCreditAmountUnused: z.number().int(),
  accountCreditAmountMinValue: z.number().int(),
  shoppingCartId: z.number(),
  /** Goes up with every change to the cart. */
  version: z.number().int(),
  isao: z.boolean(),
  shippingAddress: savedAddressSchema.nullable(),
  billingAddress: savedAddressSchema.nullable(),
  paymentMethod: savedPaymentMethodSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * Every cart answer (cc §3 Cart response). cart is null only when an add to cart was refused
 * (e.g. out of stock): the notifications then say why (cc §8).
 */
export const cartResponseSchema = z.object({
  cart: cartSchema.nullable(),
  notifications: z.array(cartNotificationSchema),
  /** Ends with a slash (cc §9). */
  imagesBaseUrl: z.string(),
  savedAddresses: z.array(savedAddressSchema),
  savedPaymentMethods: z.array(savedPaymentMethodSchema),
  suggestedProds: z.array(productListItemSchema),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

// ---------------------------------------------------------------- buy-one-get-one choices

/** GET /api/cart/item/{id}/getPromoProductChoices/ ({id}: the free line, or its parent line). */
export const promoProductChoicesResponseSchema = z.object({
  /** promoName and description are empty for an offer hidden from shoppers (isHidden). */
  promo: z.object({ specialOfferId: z.number(), promoName: z.string(), description: z.string(), isHidden: z.boolean() }),
  bogoProducts: z.array(
    z.object({
      productId: z.number(),
      productName: z.string(),
      imagePathThumbnail: z.string(),
      isInStock: z.boolean(),
      unitPrice: z.number().int(),
      /** The promotional unit price (0 when free). */
      discountPrice: z.number().int(),
    }),
  ),
  /** The parent line and the current free line (null when none could be picked yet). */
  parentCartItemId: z.number(),
  cartItemId: z.number().nullable(),
  selectedProductId: z.number().nullable(),
  imagesBaseUrl: z.string(),
});
export type PromoProductChoicesResponse = z.infer<typeof promoProductChoicesResponseSchema>;
