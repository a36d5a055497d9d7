/** Builders for pricing tests: plain defaults (no discounts of any kind), overridden per test. */
import type {
  CartLineInput,
  PriceCartInput,
  ProductPriceInput,
  PromoProductGroupInput,
  PromotionInput,
} from './types';

export function price(overrides: Partial<ProductPriceInput> = {}): ProductPriceInput {
  return {
    unitPrice: 1000,
    regularUnitPrice: 1000,
    autoOrderUnitPrice: 0,
    rxFee: 0,
    isBulkItem: false,
    autoOrderDiscountPercentage: 0,
    autoOrderDiscountClinicPercentage: 0,
    autoOrderDiscountSponsoredPercentage: 0,
    ...overrides,
  };
}

type LineOverrides = Omit<Partial<CartLineInput>, 'price'> & { id: number; price?: Partial<ProductPriceInput> };

export function line(overrides: LineOverrides): CartLineInput {
  const { price: priceOverrides, ...rest } = overrides;
  return {
    productId: 100 + overrides.id,
    familyId: 1,
    quantity: 1,
    petId: 7,
    promoParentCartItemId: null,
    isSubscription: false,
    acceptedSpecialOfferIds: [],
    ...rest,
    price: price(priceOverrides),
  };
}

export function group(groupProductIds: number[], minQuantity = 1, groupId = 1): PromoProductGroupInput {
  return { groupId, minQuantity, groupProductIds };
}

export function promo(overrides: Partial<PromotionInput> & { specialOfferId: number }): PromotionInput {
  return {
    promoTypeID: 1,
    isInstantRebate: false,
    isForSubscriptionsOnly: false,
    isAutoOrderOnlyOffer: false,
    isPercentageDiscount: false,
    discountPercent: 0,
    rebateAmount: 0,
    promoProductGroups: [],
    bogoGetOneProductIds: [],
    bogoDiscountPercent: 100,
    ...overrides,
  };
}

export function cart(overrides: Partial<PriceCartInput> = {}): PriceCartInput {
  return {
    lines: [],
    promotions: [],
    coupon: null,
    accountCreditAmountAvail: 0,
    accountCreditAmountMinValue: 0,
    isao: false,
    shipping: [],
    province: null,
    ...overrides,
  };
}
