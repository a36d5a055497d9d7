import type { OrderInfo } from '../../../contracts/orders';
import type { Language } from '../../../domain/constants';
import { isCardExpired } from '../../../domain/validation/card';
import {
  ACCOUNT_CREDIT_MIN_ORDER_CENTS, atClinicPrices, findActivePromotions, findProducts, findShopperAccount, listAddresses, listPrescriptions,
  type CartContext, type CartLine, type CartProduct, type LoadedCart,
} from '../cart';
import { findProductDetails, findShopperContact, isStoredAddressValid, linesAwaitingApproval, planCheckout } from '../checkout';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { findOwnPaymentMethod } from '../../account/payment-methods';
import { settleCheckout, type SettleDeps } from './checkout-settlement';
import { claimCheckout, findCheckout } from './checkouts.queries';
import { listPetNames } from './orders.queries';
import type { PendingCheckout } from './pending-checkout';
import { claimPlan } from './place-order.service';
import { findRestrictedAreas } from '../../shared/ordering-limits';
import type { RestrictedArea } from '../../../domain/ordering-limits';

/**
 * An AutoOrder subscription's order (issue 15), placed through the checkout's own path
 * (`claimPlan` then `settleCheckout`): the subscription's items become the lines of a cart that
 * exists only in memory, priced by the pricing engine as an AutoOrder (AutoOrder prices and
 * rebates, current promotions, taxes by the shipping province, free shipping), stock taken, the
 * saved card authorised outside any transaction, then confirmed or released. The checkout key
 * `autoorder:<subscription>:<due date>` makes a repeat (a crash, a second runner) settle the same
 * checkout instead of placing another.
 */
export interface SubscriptionOrderRequest {
  subscriptionId: number;
  userId: number;
  dueDate: string;
  lang: Language;
  items: readonly { productId: number; petId: number | null; quantity: number }[];
  shippingAddressId: number | null;
  billingAddressId: number | null;
  paymentMethodId: number | null;
  shippingOptionId: string;
}

/** What a subscription's next order would be now: the lines' AutoOrder prices and the total, or why it cannot be placed. */
export interface SubscriptionQuote {
  ok: boolean;
  /** Why not (domain/auto-order-status.ts AUTO_ORDER_ATTENTION), when not ok. */
  problem: 'card_expired' | 'product_discontinued' | 'address_missing' | null;
  /** Products that cannot be ordered now (not in stock in the quantity wanted). */
  outOfStockProductIds: number[];
  /** Products no longer offered on AutoOrder (or no longer sold). */
  discontinuedProductIds: number[];
  /** Products needing a prescription or approval the pet does not have validated. */
  awaitingApprovalProductIds: number[];
  lines: { productId: number; petId: number | null; quantity: number; unitPrice: number; regularUnitPrice: number; netPrice: number }[];
  itemSubtotal: number;
  shipping: number;
  tax: number;
  /** After the account credit this order alone would use (the whole balance). */
  total: number;
  /** The account credit: what the order comes to before it, the balance and its minimum order (several upcoming orders share one balance). */
  accountCredit: { totalBeforeCredits: number; available: number; minOrder: number };
}

export type SubscriptionOrderOutcome =
  | { kind: 'placed'; orders: OrderInfo[]; orderIds: number[]; awaitingApproval: boolean }
  | { kind: 'declined'; message: string }
  | { kind: 'out_of_stock'; productIds: number[] }
  /** The shopper has a checkout of their own waiting for its card: try again on the next pass. */
  | { kind: 'busy' }
  | { kind: 'refused'; code: string; message: string };

export const subscriptionCheckoutKey = (subscriptionId: number, dueDate: string) => `autoorder:${subscriptionId}:${dueDate}`;

function isDiscontinued(p: CartProduct): boolean {
  return !p.allowBrowsing || !p.isSubscription;
}

/** The subscription as a loaded cart (no coupon: coupons are for one checkout). */
async function loadSubscription(db: Db, request: SubscriptionOrderRequest, now: Date) {
  const ids = request.items.map((i) => i.productId);
  const [products, pets, promotions, prescriptions, account, addresses] = await Promise.all([
    findProducts(db, ids),
    listPetNames(db, request.userId),
    findActivePromotions(db, now, { productIds: ids, forUserId: request.userId }),
    listPrescriptions(db, request.userId, now),
    findShopperAccount(db, request.userId),
    listAddresses(db, request.userId),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines: CartLine[] = request.items.flatMap((item, i) => {
    const product = byId.get(item.productId);
    if (!product) return [];
    return [{
      id: i + 1, cartId: 0, petId: item.petId ?? 0, petName: item.petId === null ? '' : (pets.get(item.petId) ?? ''), quantity: item.quantity,
      promoParentId: null, promoId: null, isPromoSelected: false, acceptedPromoIds: [], rxId: null, product,
    }];
  });
  const loaded: LoadedCart = {
    header: { id: 0, userId: request.userId, couponCode: null, shippingAddressId: request.shippingAddressId, billingAddressId: request.billingAddressId, paymentMethodId: request.paymentMethodId, version: 0 },
    lines: atClinicPrices(lines, account), promotions, prescriptions, account, coupon: null, addresses, paymentMethods: [],
  };
  const shippingAddress = request.shippingAddressId === null ? null : (addresses.find((a) => a.id === request.shippingAddressId) ?? null);
  return { loaded, shippingAddress, addresses };
}

/**
 * Delivery choice per group: the subscription's option where it is offered, else pickup (a
 * pickup-only group). A home delivery to a restricted area (issue 25) stays asked for, so the claim
 * refuses it and the engine skips the date with the reason, instead of switching it to pickup.
 */
function choicesFor(loaded: LoadedCart, details: Awaited<ReturnType<typeof findProductDetails>>, clinic: Awaited<ReturnType<typeof findShopperContact>>['clinic'], request: SubscriptionOrderRequest, shippingAddress: LoadedCart['addresses'][number] | null, restrictedAreas: readonly RestrictedArea[]) {
  const first = planCheckout(loaded, { details, clinic, isao: true, choices: {}, shippingAddress, accountProvince: loaded.account.province, restrictedAreas });
  const choices: Record<string, string> = {};
  for (const g of first.groups) {
    const keep = g.options.some((o) => o.id === request.shippingOptionId) || (g.restrictedArea && request.shippingOptionId !== 'pickup');
    choices[String(g.groupNumber)] = keep ? request.shippingOptionId : 'pickup';
  }
  return choices;
}

/** What the subscription's order would cost now (no writes): the list's expected totals, previews and the engine's checks. */
export async function quoteSubscriptionOrder(db: Db, request: SubscriptionOrderRequest, now: Date): Promise<SubscriptionQuote> {
  const { loaded, shippingAddress } = await loadSubscription(db, request, now);
  const [contact, details, card] = await Promise.all([
    findShopperContact(db, request.userId),
    findProductDetails(db, loaded.lines.map((l) => l.product.id)),
    request.paymentMethodId === null ? Promise.resolve(null) : findOwnPaymentMethod(db, request.userId, request.paymentMethodId),
  ]);
  const discontinued = request.items.map((i) => i.productId).filter((id) => {
    const line = loaded.lines.find((l) => l.product.id === id);
    return !line || isDiscontinued(line.product);
  });
  const outOfStock = loaded.lines.filter((l) => !isDiscontinued(l.product) && (l.product.stockQuantity < l.quantity || !l.product.isInStock)).map((l) => l.product.id);
  const awaiting = linesAwaitingApproval(loaded.lines, loaded.prescriptions).map((l) => l.product.id);
  let problem: SubscriptionQuote['problem'] = null;
  if (!card || isCardExpired(card.expMonth, card.expYear, now)) problem = 'card_expired';
  else if (discontinued.length > 0) problem = 'product_discontinued';
  else if (request.shippingOptionId !== 'pickup' && (!shippingAddress || !isStoredAddressValid(shippingAddress))) problem = 'address_missing';

  const restrictedAreas = await findRestrictedAreas(db, contact.clinic.id, loaded.lines.map((l) => l.product.id));
  const choices = choicesFor(loaded, details, contact.clinic, request, shippingAddress, restrictedAreas);
  const plan = planCheckout(loaded, { details, clinic: contact.clinic, isao: true, choices, shippingAddress, accountProvince: loaded.account.province, restrictedAreas });
  const lines = plan.priced.lines.map((l) => {
    const line = loaded.lines.find((c) => c.id === l.id)!;
    return {
      productId: line.product.id, petId: line.petId === 0 ? null : line.petId, quantity: l.quantity,
      unitPrice: l.quantity > 0 ? Math.round(l.netExtPrice / l.quantity) : l.unitPrice, regularUnitPrice: l.regularUnitPrice, netPrice: l.netExtPrice,
    };
  });
  const figures = plan.figures;
  return {
    ok: problem === null,
    problem,
    outOfStockProductIds: [...new Set(outOfStock)],
    discontinuedProductIds: discontinued,
    awaitingApprovalProductIds: [...new Set(awaiting)],
    lines,
    itemSubtotal: figures.reduce((n, f) => n + f.itemSubtotal, 0),
    shipping: figures.reduce((n, f) => n + f.shipping - f.shippingDiscount, 0),
    tax: figures.reduce((n, f) => n + f.tax, 0),
    total: plan.priced.total,
    accountCredit: { totalBeforeCredits: plan.priced.totalBeforeCredits, available: plan.priced.accountCreditAmountAvail, minOrder: ACCOUNT_CREDIT_MIN_ORDER_CENTS },
  };
}

type Claim = { pending: PendingCheckout } | { placed: OrderInfo[]; orderIds: number[]; awaitingApproval: boolean } | { busy: true };

/**
 * Places the subscription's order for its due date, once: the same checkout key answers what was
 * placed, settles what a crash left pending, or places it. Refusals (out of stock, card, address)
 * come back as outcomes, with nothing written.
 */
export async function placeSubscriptionOrder(deps: SettleDeps, request: SubscriptionOrderRequest, now: Date): Promise<SubscriptionOrderOutcome> {
  const key = subscriptionCheckoutKey(request.subscriptionId, request.dueDate);
  const ctx: Omit<CartContext, 'db'> = { userId: request.userId, lang: request.lang, now, imagesBaseUrl: '' };
  let claim: Claim;
  try {
    claim = await deps.db.transaction().execute(async (trx): Promise<Claim> => {
      const checkoutId = await claimCheckout(trx, request.userId, key, now);
      if (checkoutId === null) {
        const stored = await findCheckout(trx, request.userId, key);
        if (!stored) return { busy: true };
        if (stored.state === 'pending') return { pending: JSON.parse(stored.pendingJson) as PendingCheckout };
        return placedOf(trx, stored.id, JSON.parse(stored.resultJson));
      }
      const { loaded, shippingAddress, addresses } = await loadSubscription(trx, request, now);
      if (loaded.lines.length === 0) throw new AppError(400, 'cart_empty', 'nothing to order');
      const card = request.paymentMethodId === null ? null : await findOwnPaymentMethod(trx, request.userId, request.paymentMethodId);
      if (!card || isCardExpired(card.expMonth, card.expYear, now)) throw new AppError(400, 'card_expired', 'card expired or removed');
      const billingAddress = addresses.find((a) => a.id === (request.billingAddressId ?? card.billingAddressId)) ?? shippingAddress;
      if (!billingAddress) throw new AppError(400, 'billing_address_required', 'no billing address');
      const [contact, details] = await Promise.all([findShopperContact(trx, request.userId), findProductDetails(trx, loaded.lines.map((l) => l.product.id))]);
      const restrictedAreas = await findRestrictedAreas(trx, contact.clinic.id, loaded.lines.map((l) => l.product.id));
      const choices = choicesFor(loaded, details, contact.clinic, request, shippingAddress, restrictedAreas);
      const pending = await claimPlan({ ...ctx, db: trx }, checkoutId, {
        checkoutKey: key, loaded, isao: true, frequency: null, choices, shippingAddress, billingAddress, card, expectedTotal: null, cart: null,
        subscriptionId: request.subscriptionId,
      });
      return { pending };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'out_of_stock') return { kind: 'out_of_stock', productIds: (error.data as { productIds?: number[] }).productIds ?? [] };
    if (error instanceof AppError) return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
  if ('busy' in claim) return { kind: 'busy' };
  if ('placed' in claim) return { kind: 'placed', orders: claim.placed, orderIds: claim.orderIds, awaitingApproval: claim.awaitingApproval };
  deps.faults?.afterClaim?.();
  try {
    const response = await settleCheckout(deps, claim.pending, { mode: 'complete', now });
    const orderIds = claim.pending.orderIds;
    return { kind: 'placed', orders: response.returnValue.orders, orderIds, awaitingApproval: (claim.pending.awaitingApprovalOrderIds ?? []).length > 0 };
  } catch (error) {
    if (error instanceof AppError && error.code === 'payment_declined') return { kind: 'declined', message: error.message };
    if (error instanceof AppError) return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
}

async function placedOf(db: Db, checkoutId: number, result: { returnValue: { orders: OrderInfo[] } }): Promise<Claim> {
  const rows = await db.selectFrom('orders').select(['id', 'status']).where('checkout_id', '=', checkoutId).orderBy('id').execute();
  return {
    placed: result.returnValue.orders,
    orderIds: rows.map((r) => Number(r.id)),
    awaitingApproval: rows.some((r) => r.status === 'waiting_on_veterinarian'),
  };
}
