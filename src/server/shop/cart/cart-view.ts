import type { CartNotification, CartResponse } from '../../../contracts/cart';
import { atRetailDiscount, priceCart, retailDiscounted, type CartLineInput, type PricedCart, type ShippingLineInput } from '../../../domain/pricing';
import type { Db } from '../../db/database';
import { findActivePromotions, findCoupon, findShopperAccount, listAddresses, listPaymentMethods, listPrescriptions } from './cart-lookups.queries';
import type {
  Address, CartContext, CartHeader, CartLine, CartPromotion, PaymentMethod, Prescription, ShopperAccount, StoredCoupon,
} from './cart-model';
import { cartLimitState } from './cart-limits';
import { toCart, toSavedAddress, toSavedPaymentMethod, stateNotifications } from './cart-mapper';
import { ACCOUNT_CREDIT_MIN_ORDER_CENTS, notification, taxProvince } from './cart-rules';
import { orderCostProblem } from '../../../domain/clinic-policies';
import { formatCents } from '../../../domain/money';
import { listCartLines } from './cart.queries';

/**
 * Loads a cart from the database and prices it with the pricing engine: the one place every cart
 * figure comes from (the browser's figures are never trusted). Checkout extends this with its
 * delivery options: `priceLoadedCart(loaded, { isao, shipping, province })`.
 */
export interface LoadedCart {
  header: CartHeader;
  lines: CartLine[];
  promotions: CartPromotion[];
  prescriptions: Prescription[];
  account: ShopperAccount;
  /** The applied coupon as stored; null when none is applied or its code no longer exists. */
  coupon: StoredCoupon | null;
  addresses: Address[];
  paymentMethods: PaymentMethod[];
}

export async function loadCart(db: Db, header: CartHeader, now: Date): Promise<LoadedCart> {
  const lines = await listCartLines(db, header.id);
  const productIds = lines.filter((l) => l.promoParentId === null).map((l) => l.product.id);
  const [promotions, prescriptions, account, coupon, addresses, paymentMethods] = await Promise.all([
    findActivePromotions(db, now, { productIds, forUserId: header.userId }),
    listPrescriptions(db, header.userId, now),
    findShopperAccount(db, header.userId),
    header.couponCode ? findCoupon(db, header.couponCode, now, header.userId) : Promise.resolve(null),
    listAddresses(db, header.userId),
    listPaymentMethods(db, header.userId),
  ]);
  return { header, lines: atClinicPrices(lines, account), promotions, prescriptions, account, coupon, addresses, paymentMethods };
}

/**
 * The lines at the prices of the shopper's clinic (its retail discount, rr §5): from here on the
 * cart, checkout, the order's stored line prices and AutoOrder runs all see the same lowered price
 * (docs/decisions/106-clinic-retail-discount.md).
 */
export function atClinicPrices(lines: CartLine[], account: ShopperAccount): CartLine[] {
  const percent = account.policies.retailDiscountPercent;
  if (percent === 0) return lines;
  // The price a line was added at is the catalogue's: lowered the same way, the "price changed"
  // notice compares like with like and names the prices the client saw.
  return lines.map((line) => ({
    ...line,
    seenUnitPriceCents: line.seenUnitPriceCents == null ? line.seenUnitPriceCents : retailDiscounted(line.seenUnitPriceCents, percent),
    product: { ...line.product, price: atRetailDiscount(line.product.price, percent) },
  }));
}

export interface CartSelections {
  shippingAddress: Address | null;
  billingAddress: Address | null;
  paymentMethod: PaymentMethod | null;
}

/**
 * The cart's shipping address, card and billing address: the ones set on the cart when they are
 * still the shopper's, else the defaults. The card's own billing address wins over a default one.
 */
export function resolveSelections(loaded: LoadedCart): CartSelections {
  const { header, addresses, paymentMethods } = loaded;
  const address = (id: number | null) => (id === null ? undefined : addresses.find((a) => a.id === id));
  const shippingAddress = address(header.shippingAddressId) ?? addresses.find((a) => a.isDefaultShipping) ?? null;
  const paymentMethod =
    (header.paymentMethodId === null ? undefined : paymentMethods.find((p) => p.id === header.paymentMethodId)) ??
    paymentMethods.find((p) => p.isDefault) ??
    null;
  const billingAddress =
    address(header.billingAddressId) ??
    address(paymentMethod?.billingAddressId ?? null) ??
    addresses.find((a) => a.isDefaultBilling) ??
    null;
  return { shippingAddress, billingAddress, paymentMethod };
}

export interface CartPriceOptions {
  isao: boolean;
  /** Chosen delivery options (checkout); none before checkout. */
  shipping?: readonly ShippingLineInput[];
  /** Tax province; by default the shipping address's, else the shopper's own province. */
  province?: string | null;
}

export function toCartLineInput(line: CartLine): CartLineInput {
  return {
    id: line.id,
    productId: line.product.id,
    familyId: line.product.familyId,
    quantity: line.quantity,
    petId: line.petId,
    promoParentCartItemId: line.promoParentId,
    price: line.product.price,
    isSubscription: line.product.isSubscription,
    acceptedSpecialOfferIds: line.acceptedPromoIds,
  };
}

export function priceLoadedCart(loaded: LoadedCart, options: CartPriceOptions): PricedCart {
  const province =
    options.province !== undefined
      ? taxProvince(options.province)
      : taxProvince(resolveSelections(loaded).shippingAddress?.province, loaded.account.province);
  return priceCart({
    lines: loaded.lines.map(toCartLineInput),
    promotions: loaded.promotions,
    coupon: loaded.coupon?.isCurrent ? loaded.coupon : null,
    accountCreditAmountAvail: loaded.account.accountCreditCents,
    accountCreditAmountMinValue: ACCOUNT_CREDIT_MIN_ORDER_CENTS,
    isao: options.isao,
    shipping: options.shipping ?? [],
    province,
  });
}

export interface CartResponseOptions {
  isao: boolean;
  notifications?: readonly CartNotification[];
  /** An add to cart that was refused answers without a cart (cc §8). */
  withoutCart?: boolean;
}

/** The spec's cart response for the shopper's cart as it is now in the database (cc §3). */
export async function cartResponse(ctx: CartContext, header: CartHeader, options: CartResponseOptions): Promise<CartResponse> {
  const loaded = await loadCart(ctx.db, header, ctx.now);
  const selections = resolveSelections(loaded);
  const savedAddresses = loaded.addresses.map(toSavedAddress);
  const savedPaymentMethods = loaded.paymentMethods.map((p) => toSavedPaymentMethod(p, loaded.addresses));
  const notifications = [...(options.notifications ?? [])];
  const base = { imagesBaseUrl: ctx.imagesBaseUrl, savedAddresses, savedPaymentMethods };
  if (options.withoutCart) return { cart: null, notifications, ...base, suggestedProds: [] };

  const priced = priceLoadedCart(loaded, { isao: options.isao });
  notifications.push(...stateNotifications(loaded, priced, ctx.now, notifications));
  const inactive = new Set(priced.lines.filter((l) => l.isInactivePromoChild).map((l) => l.id));
  // Issue 25: the clinic's order cost range, said in the cart before checkout refuses the order.
  const costProblem = orderCostProblem(priced.itemSubtotal, loaded.account.policies.orderCostRange, loaded.lines.length > 0);
  if (costProblem) {
    const values = { amount: formatCents(costProblem.amountCents, ctx.lang), amountCents: costProblem.amountCents };
    notifications.push(notification(costProblem.kind === 'belowMinimum' ? 'cart.orderBelowMinimum' : 'cart.orderAboveMaximum', { values }));
  }
  const limitState = await cartLimitState(ctx, loaded.lines.filter((l) => !inactive.has(l.id)), notifications);
  notifications.push(...limitState.notifications);
  const suggestedProds = (await ctx.suggestProducts?.({
    cartFamilyIds: loaded.lines.map((l) => l.product.familyId), retailDiscountPercent: loaded.account.policies.retailDiscountPercent,
  })) ?? [];
  return {
    cart: toCart(loaded, priced, { lang: ctx.lang, isao: options.isao, selections, now: ctx.now, limits: limitState.limits }),
    notifications,
    ...base,
    suggestedProds,
  };
}
