import type { Cart, CartItem, CartNotification, LineLimit, LineReduction, SavedAddress, SavedPaymentMethod } from '../../../contracts/cart';
import type { Language } from '../../../domain/constants';
import { displayPrices, type PricedCart, type PricedLine } from '../../../domain/pricing';
import { isQuantitySelectorDisabled } from '../../../domain/quantity';
import type { Address, CartLine, PaymentMethod } from './cart-model';
import {
  ACCOUNT_CREDIT_MIN_ORDER_CENTS, couponNotification, isApproved, isProductAvailable, lineMaxQuantity, notification,
  prescriptionFor, productName, promotionName, rxStatusName,
} from './cart-rules';
import type { CartSelections, LoadedCart } from './cart-view';

/**
 * Pricing engine result + loaded rows → the spec's Cart (cc §3). Pure. A buy-one-get-one child
 * whose offer does not apply now (e.g. a subscription-only offer without isao) is kept in the
 * database but left out of the items, as the engine prices it at nothing.
 */

export function toSavedAddress(a: Address): SavedAddress {
  return {
    id: a.id,
    alias: a.locationName,
    locationName: a.locationName,
    street1: a.street1,
    street2: a.street2,
    city: a.city,
    state: a.province,
    stateId: a.province,
    zipCode: a.postalCode,
    postalCode: a.postalCode,
    isDefaultShipping: a.isDefaultShipping,
    isShippingDefault: a.isDefaultShipping,
    isBillingDefault: a.isDefaultBilling,
    isDeleted: false,
  };
}

const CARD_NAMES = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express' } as const;

export function toSavedPaymentMethod(p: PaymentMethod, addresses: readonly Address[]): SavedPaymentMethod {
  const billing = p.billingAddressId === null ? undefined : addresses.find((a) => a.id === p.billingAddressId);
  return {
    id: p.id,
    typeId: p.brand,
    typeName: CARD_NAMES[p.brand],
    maskedNumber: `**** **** **** ${p.last4}`,
    expirationDateFormatted: `${String(p.expMonth).padStart(2, '0')}/${p.expYear}`,
    cardHolder: p.cardHolder,
    billingAddressId: p.billingAddressId,
    billingAddress: billing ? toSavedAddress(billing) : null,
    isDefault: p.isDefault,
    isDeleted: false,
  };
}

/** Why a line costs less (issue 11 items 2, 3): its offers by name (none for a hidden one), then the AutoOrder price. */
function lineReductions(loaded: LoadedCart, priced: PricedCart, line: PricedLine, lang: Language): LineReduction[] {
  const offers = priced.discounts
    .filter((d) => d.entityItemId === line.id && d.discountAmount > 0)
    .map((d): LineReduction => {
      const promo = loaded.promotions.find((p) => p.specialOfferId === d.specialOfferId);
      const name = promo && !promo.isHidden ? promotionName(promo, lang) : null;
      return { kind: d.isRebate ? 'rebate' : 'offer', specialOfferId: d.specialOfferId, name: name === '' ? null : name, amount: d.discountAmount };
    });
  const autoOrder = line.autoOrderDiscountClinic + line.autoOrderDiscountSponsored;
  return autoOrder > 0 ? [...offers, { kind: 'autoOrder', specialOfferId: null, name: null, amount: autoOrder }] : offers;
}

function toItem(
  loaded: LoadedCart,
  line: CartLine,
  priced: PricedLine,
  texts: { promo: string | null; reductions: LineReduction[] },
  maxQuantity: number,
  lang: Language,
  now: Date,
  limits: LineLimit[] = [],
): CartItem {
  const { product } = line;
  const rx = prescriptionFor(loaded.prescriptions, line.petId, product.familyId, line.rxId);
  const approved = isApproved(product, rx);
  const prices = displayPrices(product.price);
  const isChild = line.promoParentId !== null;
  return {
    id: line.id,
    productID: product.id,
    familyId: product.familyId,
    productName: productName(product, lang),
    productImagePathThumbnail: product.image,
    quantity: priced.quantity,
    unitPrice: priced.unitPrice,
    promoUnitPrice: priced.promoUnitPrice,
    extPrice: priced.extPrice,
    extRetailPrice: priced.extRetailPrice,
    netExtPrice: priced.netExtPrice,
    petId: line.petId,
    petName: line.petName,
    rxID: rx?.id ?? null,
    savedRx: rx
      ? {
          rxId: rx.id,
          masterProductID: rx.familyId,
          petID: rx.petId,
          petName: rx.petName,
          rxStatusID: rx.rxStatusId,
          rxStatusName: rxStatusName(rx.rxStatusId),
          quantity: rx.quantity,
          refillQuantity: rx.refillQuantity,
          refillQuantityRemaining: rx.refillQuantityRemaining,
        }
      : null,
    promoParentCartItemID: line.promoParentId,
    promoId: line.promoId,
    isPromoSelected: isChild && line.isPromoSelected,
    acceptedSpecialOfferIds: line.acceptedPromoIds,
    isPrescriptionProduct: product.isPrescriptionProduct,
    isApprovalRequired: product.isApprovalRequired,
    isApproved: approved,
    approvedFor: approved ? line.petName : null,
    isInStock: isProductAvailable(product, now),
    allowBrowsing: product.allowBrowsing,
    isBulkItem: product.isBulkItem,
    priceChange: line.seenUnitPriceCents != null && line.seenUnitPriceCents !== product.price.unitPrice
      ? { from: line.seenUnitPriceCents, to: product.price.unitPrice } : null,
    promo: texts.promo,
    reductions: texts.reductions,
    productInfo: {
      productPrice: {
        unitPrice: prices.unitPrice,
        regularUnitPrice: prices.regularUnitPrice,
        autoOrderUnitPrice: prices.autoOrderUnitPrice,
        rxFee: product.price.rxFee,
        autoOrderDiscountPercentage: product.price.autoOrderDiscountPercentage,
        autoOrderDiscountClinicPercentage: product.price.autoOrderDiscountClinicPercentage,
        autoOrderDiscountSponsoredPercentage: product.price.autoOrderDiscountSponsoredPercentage,
      },
    },
    shoppingCartID: loaded.header.id,
    maxQuantity,
    isQuantityDisabled: isChild || isQuantitySelectorDisabled(product),
    limits,
  };
}

/** Limits the cart passes, by product (issue 25): shown on the product's first line. */
export type CartLimits = ReadonlyMap<number, LineLimit[]>;

/** Items in display order: each normal line followed by its active free or discounted lines. */
function orderedItems(loaded: LoadedCart, priced: PricedCart, lang: Language, now: Date, limits: CartLimits): CartItem[] {
  const pricedById = new Map(priced.lines.map((p) => [p.id, p]));
  // A hidden offer is never named to a shopper (cat §4).
  const promoName = (id: number) => {
    const promo = loaded.promotions.find((p) => p.specialOfferId === id);
    return promo && !promo.isHidden ? promotionName(promo, lang) : null;
  };
  const texts = (line: PricedLine, offerIds: number[]) => ({ promo: promoText(offerIds), reductions: lineReductions(loaded, priced, line, lang) });
  const promoText = (ids: number[]) => {
    const names = [...new Set(ids)].map(promoName).filter((n): n is string => n !== null && n !== '');
    return names.length > 0 ? names.join(' | ') : null;
  };
  const activeChildren = (parentId: number) =>
    loaded.lines.filter((l) => l.promoParentId === parentId && !pricedById.get(l.id)?.isInactivePromoChild);

  const items: CartItem[] = [];
  const limitShown = new Set<number>();
  for (const line of loaded.lines) {
    if (line.promoParentId !== null) continue;
    const pricedLine = pricedById.get(line.id);
    if (!pricedLine) continue;
    const rx = prescriptionFor(loaded.prescriptions, line.petId, line.product.familyId, line.rxId);
    const max = lineMaxQuantity(line.product, rx, loaded.account.policies.maxQuantityPerOrder);
    const children = activeChildren(line.id);
    const childOfferIds = children.flatMap((c) => pricedById.get(c.id)?.appliedSpecialOfferIds ?? []);
    const lineLimits = limitShown.has(line.product.id) ? [] : (limits.get(line.product.id) ?? []);
    limitShown.add(line.product.id);
    items.push(toItem(loaded, line, pricedLine, texts(pricedLine, [...pricedLine.appliedSpecialOfferIds, ...childOfferIds]), max, lang, now, lineLimits));
    for (const child of children) {
      const pricedChild = pricedById.get(child.id)!;
      items.push(toItem(loaded, child, pricedChild, texts(pricedChild, pricedChild.appliedSpecialOfferIds), max, lang, now));
    }
  }
  return items;
}

/** Why the coupon on the cart cannot be used now, as stored: it expired, or it is unknown or off; null when it can. */
function storedCouponError(loaded: LoadedCart): 'expired' | 'invalid' | null {
  if (loaded.coupon?.isCurrent) return null;
  return loaded.coupon?.isExpired ? 'expired' : 'invalid';
}

export function toCart(
  loaded: LoadedCart,
  priced: PricedCart,
  { lang, isao, selections, now = new Date(), limits = new Map() }: { lang: Language; isao: boolean; selections: CartSelections; now?: Date; limits?: CartLimits },
): Cart {
  const code = loaded.header.couponCode;
  const couponError = code === null ? null : storedCouponError(loaded) ?? (priced.coupon?.error ?? null);
  return {
    items: orderedItems(loaded, priced, lang, now, limits),
    discounts: priced.discounts.map((d) => ({ ...d })),
    promoCode: code,
    promoCodeId: code,
    promoCodeError: couponError,
    couponDiscount: priced.couponDiscount,
    numOfItems: priced.numOfItems,
    total: priced.total,
    itemRetailSubtotal: priced.itemRetailSubtotal,
    itemSubtotal: priced.itemSubtotal,
    itemSubtotalBeforeDiscounts: priced.itemSubtotalBeforeDiscounts,
    totalDiscount: priced.totalDiscount,
    totalRetailDiscount: priced.totalRetailDiscount,
    totalSpecialOfferDiscount: priced.totalSpecialOfferDiscount,
    totalRebates: priced.totalRebates,
    totalDiscountInclRebates: priced.totalDiscountInclRebates,
    autoOrderDiscountClinic: priced.autoOrderDiscountClinic,
    autoOrderDiscountSponsored: priced.autoOrderDiscountSponsored,
    orderTotalBeforeTax: priced.orderTotalBeforeTax,
    totalTax: priced.totalTax,
    taxes: priced.tax
      ? {
          province: priced.tax.province,
          total: priced.tax.total,
          taxesWithLabel: priced.tax.lines.map((l) => ({ label: l.label, rate: l.rate, amount: l.amount })),
        }
      : null,
    accountCreditAmountAvail: priced.accountCreditAmountAvail,
    accountCreditAmountApplied: priced.accountCreditApplied,
    accountCreditAmountUnused: priced.accountCreditAmountUnused,
    accountCreditAmountMinValue: ACCOUNT_CREDIT_MIN_ORDER_CENTS,
    shoppingCartId: loaded.header.id,
    version: loaded.header.version,
    isao,
    shippingAddress: selections.shippingAddress ? toSavedAddress(selections.shippingAddress) : null,
    billingAddress: selections.billingAddress ? toSavedAddress(selections.billingAddress) : null,
    paymentMethod: selections.paymentMethod ? toSavedPaymentMethod(selections.paymentMethod, loaded.addresses) : null,
  };
}

/**
 * Warnings about the cart as it stands: out-of-stock items (cc §2) and an applied coupon that gives
 * nothing now (not on an empty cart). Not repeated when the answer already carries the same code.
 */
export function stateNotifications(
  loaded: LoadedCart,
  priced: PricedCart,
  now: Date,
  already: readonly CartNotification[],
): CartNotification[] {
  const notes: CartNotification[] = [];
  const has = (code: string) => already.some((n) => n.code === code);
  const inactive = new Set(priced.lines.filter((l) => l.isInactivePromoChild).map((l) => l.id));
  const shown = loaded.lines.filter((l) => !inactive.has(l.id));
  if (shown.some((l) => !isProductAvailable(l.product, now)) && !has('cart.outOfStock')) {
    notes.push(notification('cart.outOfStock', { type: 'Warning' }));
  }
  if (loaded.header.couponCode !== null && shown.length > 0) {
    const error = storedCouponError(loaded) ?? (priced.coupon?.error ?? null);
    if (error && !has(`coupon.${error}`)) notes.push(couponNotification(error, 'Warning'));
  }
  return notes;
}
