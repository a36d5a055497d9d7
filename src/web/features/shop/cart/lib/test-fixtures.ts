import type { Cart, CartItem, CartNotification } from '../../../../../contracts/cart';

/** Cart shapes for the cart feature's tests. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    productID: 100002,
    familyId: 1002,
    productName: 'Minced in Gravy – Turkey',
    productImagePathThumbnail: 'products/can/turkey.svg',
    quantity: 2,
    unitPrice: 3479,
    promoUnitPrice: null,
    priceChange: null,
    extPrice: 6958,
    extRetailPrice: 8798,
    netExtPrice: 6958,
    petId: 2,
    petName: 'Minou',
    rxID: null,
    savedRx: null,
    promoParentCartItemID: null,
    promoId: null,
    isPromoSelected: false,
    acceptedSpecialOfferIds: [],
    isPrescriptionProduct: false,
    isApprovalRequired: false,
    isApproved: false,
    approvedFor: null,
    isInStock: true,
    allowBrowsing: true,
    isBulkItem: false,
    promo: null,
    reductions: [],
    productInfo: {
      productPrice: {
        unitPrice: 3479,
        regularUnitPrice: 4399,
        autoOrderUnitPrice: 3305,
        rxFee: 0,
        autoOrderDiscountPercentage: 5,
        autoOrderDiscountClinicPercentage: 2.5,
        autoOrderDiscountSponsoredPercentage: 2.5,
      },
    },
    shoppingCartID: 1,
    maxQuantity: 25,
    isQuantityDisabled: false,
    limits: [],
    ...overrides,
  };
}

/** A free buy-one-get-one line of `parent`, as the server picks it (isPromoSelected false). */
export function freeItem(parent: CartItem, overrides: Partial<CartItem> = {}): CartItem {
  return cartItem({
    id: parent.id + 1,
    promoParentCartItemID: parent.id,
    promoId: 1,
    promoUnitPrice: 0,
    netExtPrice: 0,
    quantity: parent.quantity,
    isQuantityDisabled: true,
    limits: [],
    promo: 'Buy 1 case, get 1 free',
    ...overrides,
  });
}

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    items: [],
    discounts: [],
    promoCode: null,
    promoCodeId: null,
    promoCodeError: null,
    couponDiscount: 0,
    numOfItems: 0,
    total: 0,
    itemRetailSubtotal: 0,
    itemSubtotal: 0,
    itemSubtotalBeforeDiscounts: 0,
    totalDiscount: 0,
    totalRetailDiscount: 0,
    totalSpecialOfferDiscount: 0,
    totalRebates: 0,
    totalDiscountInclRebates: 0,
    autoOrderDiscountClinic: 0,
    autoOrderDiscountSponsored: 0,
    orderTotalBeforeTax: 0,
    totalTax: 0,
    taxes: { province: 'ON', total: 0, taxesWithLabel: [{ label: 'GST/HST', rate: 13, amount: 0 }] },
    accountCreditAmountAvail: 0,
    accountCreditAmountApplied: 0,
    accountCreditAmountUnused: 0,
    accountCreditAmountMinValue: 0,
    shoppingCartId: 1,
    version: 1,
    isao: false,
    shippingAddress: null,
    billingAddress: null,
    paymentMethod: null,
    ...overrides,
  };
}

export function notification(code: CartNotification['code'], messageType: CartNotification['messageType'], values?: CartNotification['values']): CartNotification {
  return { code, messageType, isError: messageType === 'Error', message: code, ...(values ? { values } : {}) };
}
