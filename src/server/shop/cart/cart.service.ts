import type { AddCartItemRequest, CartNotification, CartResponse, UpdateCartItemRequest } from '../../../contracts/cart';
import { checkCouponApplication } from '../../../domain/pricing';
import { isValidCouponCode, normalizeCouponCode } from '../../../domain/validation/coupon';
import { ensurePrescriptionRequest } from '../../account/prescriptions';
import { acceptableBogoOffers, ensureBogoChildren, pruneEndedPromoChildren } from './bogo.service';
import {
  findCoupon, findOwnPet, findProduct, findShopperPolicies, listAddresses, listPaymentMethods, listPrescriptions,
} from './cart-lookups.queries';
import {
  invalidCouponCode, invalidQuantity, itemMismatch, itemNotFound, petNotFound, petRequired, prescriptionNotFound,
  productNotFound, promoItemQuantity,
} from './cart-errors';
import { limitRefusal } from './cart-limits';
import { toSavedAddress, toSavedPaymentMethod } from './cart-mapper';
import type { CartContext, Prescription } from './cart-model';
import type { PolicyValues } from '../../../domain/clinic-policies';
import { couponNotification, isProductAvailable, lineMaxQuantity, needsApproval, notification, prescriptionFor } from './cart-rules';
import { cartResponse, loadCart, priceLoadedCart } from './cart-view';
import {
  clearCartLines, deleteCartLines, ensureCart, findCart, insertCartLine, listCartLines, lockCart, setCartCoupon, syncChildLines,
  touchCart, updateCartLine,
} from './cart.queries';

/**
 * The cart's rules (issue 4), each change run by the route inside one transaction (ctx.db). Every
 * answer is the cart as the database now holds it, priced by the pricing engine.
 * Refusals a shopper can expect (out of stock, coupon conditions) answer with notifications and
 * change nothing; bad input throws a 400/404 AppError, which rolls the transaction back.
 */

/**
 * The shopper's cart, after a refresh (`?refresh=1` on the cart and on its review) removes the free
 * items whose promotion has ended or whose parent no longer accepts them.
 */
export async function refreshedCart(ctx: CartContext) {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  return (await pruneEndedPromoChildren(ctx, header.id)) > 0 ? touchCart(ctx.db, header.id, ctx.now) : header;
}

export async function getCart(ctx: CartContext, { isao, refresh }: { isao: boolean; refresh: boolean }): Promise<CartResponse> {
  if (!refresh) return cartResponse(ctx, await ensureCart(ctx.db, ctx.userId, ctx.now), { isao });
  return cartResponse(ctx, await refreshedCart(ctx), { isao, notifications: [notification('cart.refreshed')] });
}

/**
 * GET /api/cart/ in a preview of the store (docs/decisions/110-store-preview.md): the previewed
 * client's cart as it is, priced as of the preview's day (`ctx` names the client and that instant),
 * and nothing written; a visitor, or a client without a cart, has no cart. Every change is refused
 * before it reaches the cart (shared/store-preview).
 */
export async function previewCart(ctx: CartContext | null, { isao, imagesBaseUrl }: { isao: boolean; imagesBaseUrl: string }): Promise<CartResponse> {
  const header = ctx ? await findCart(ctx.db, ctx.userId) : undefined;
  if (!ctx || !header) return { cart: null, notifications: [], imagesBaseUrl, savedAddresses: [], savedPaymentMethods: [], suggestedProds: [] };
  return cartResponse(ctx, header, { isao });
}

/** An add to cart that was refused: no cart, only why (cc §8 "no cart, notifications present"). */
async function refusedAdd(ctx: CartContext, notifications: CartNotification[]): Promise<CartResponse> {
  const [addresses, cards] = await Promise.all([listAddresses(ctx.db, ctx.userId), listPaymentMethods(ctx.db, ctx.userId)]);
  return {
    cart: null,
    notifications,
    imagesBaseUrl: ctx.imagesBaseUrl,
    savedAddresses: addresses.map(toSavedAddress),
    savedPaymentMethods: cards.map((card) => toSavedPaymentMethod(card, addresses)),
    suggestedProds: [],
  };
}

/** What a line's maximum quantity depends on: the shopper's prescriptions and their clinic's policies, read together. */
export async function shopperLookups(ctx: CartContext): Promise<{ prescriptions: Prescription[]; policies: PolicyValues }> {
  const [prescriptions, policies] = await Promise.all([listPrescriptions(ctx.db, ctx.userId, ctx.now), findShopperPolicies(ctx.db, ctx.userId)]);
  return { prescriptions, policies };
}

/**
 * POST /api/cart/item/. A pet is required; prescription and approval-required products are added
 * for that pet with its saved prescription for the family (approved only when validated). Adding a
 * product the pet already has in the cart adds to that line, up to the line's maximum.
 */
export async function addItem(
  ctx: CartContext, body: AddCartItemRequest, isao: boolean,
  /** The shopper's prescriptions and clinic policies when the caller already read them (adding several items). */
  known?: { prescriptions: Prescription[]; policies: PolicyValues },
): Promise<CartResponse> {
  if (!body.petId) throw petRequired();
  const product = await findProduct(ctx.db, body.productId);
  if (!product) throw productNotFound();
  const pet = await findOwnPet(ctx.db, ctx.userId, body.petId);
  if (!pet) throw petNotFound();
  if (!isProductAvailable(product, ctx.now)) return refusedAdd(ctx, [notification('cart.outOfStock')]);

  const { prescriptions, policies } = known ?? await shopperLookups(ctx);
  const rx = prescriptionFor(prescriptions, pet.id, product.familyId, null);
  const max = lineMaxQuantity(product, rx, policies.maxQuantityPerOrder);
  if (body.quantity > max) throw invalidQuantity(max);
  const offers = await acceptableBogoOffers(ctx, product.id, body.acceptedSpecialOfferPromoIds ?? []);
  const offerIds = offers.map((o) => o.specialOfferId);

  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const lines = await listCartLines(ctx.db, header.id);
  const existing = lines.find((l) => l.promoParentId === null && l.product.id === product.id && l.petId === pet.id);
  // Issue 25: past the shopper's monthly quantity or allocation, nothing is added (rr §8 lists why).
  const before = existing?.quantity ?? 0;
  const overLimit = await limitRefusal(ctx, lines, product, before, Math.min(before + body.quantity, max));
  if (overLimit) return refusedAdd(ctx, [overLimit]);
  const notifications: CartNotification[] = [];
  let parentId: number;
  let quantity: number;
  if (existing) {
    const wanted = existing.quantity + body.quantity;
    quantity = Math.min(wanted, max);
    if (quantity < wanted) notifications.push(notification('cart.quantityLimited', { values: { max } }));
    await updateCartLine(
      ctx.db,
      existing.id,
      { quantity, acceptedPromoIds: [...existing.acceptedPromoIds, ...offerIds], rxId: existing.rxId ?? (needsApproval(product) ? (rx?.id ?? null) : null) },
      ctx.now,
    );
    await syncChildLines(ctx.db, existing.id, quantity, existing.petId, ctx.now);
    parentId = existing.id;
  } else {
    quantity = body.quantity;
    parentId = await insertCartLine(
      ctx.db,
      {
        cartId: header.id, productId: product.id, petId: pet.id, quantity, promoParentId: null, promoId: null,
        acceptedPromoIds: offerIds, rxId: needsApproval(product) ? (rx?.id ?? null) : null,
      },
      ctx.now,
    );
  }
  const children = lines.filter((l) => l.promoParentId === parentId);
  await ensureBogoChildren(ctx, { id: parentId, cartId: header.id, productId: product.id, petId: pet.id, quantity }, offers, children);
  // Issue 14: without an approved or requested prescription for the family, the clinic gets a request.
  if (needsApproval(product)) {
    await ensurePrescriptionRequest(ctx.db, { userId: ctx.userId, petId: pet.id, familyId: product.familyId, productId: product.id, quantity }, ctx.now);
  }
  const changed = await touchCart(ctx.db, header.id, ctx.now);
  if (!existing || quantity > existing.quantity) notifications.unshift(notification('cart.itemAdded'));
  return cartResponse(ctx, changed, { isao, notifications });
}

/**
 * PUT /api/cart/item/{id}/: sets (incr=false) or adds to (incr=true) the quantity, and may move
 * the line to another of the shopper's pets or attach one of the pet's prescriptions.
 */
export async function updateItem(
  ctx: CartContext,
  itemId: number,
  body: UpdateCartItemRequest,
  { incr, isao }: { incr: boolean; isao: boolean },
): Promise<CartResponse> {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const lines = await listCartLines(ctx.db, header.id);
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw itemNotFound();
  if (body.itemId !== undefined && body.itemId !== itemId) throw itemMismatch('itemId');
  if (body.productId !== undefined && body.productId !== line.product.id) throw itemMismatch('productId');
  if (line.promoParentId !== null) throw promoItemQuantity();

  let petId = line.petId;
  if (body.petId && body.petId !== line.petId) {
    const pet = await findOwnPet(ctx.db, ctx.userId, body.petId);
    if (!pet) throw petNotFound();
    petId = pet.id;
  }
  const { product } = line;
  const { prescriptions, policies } = await shopperLookups(ctx);
  let rx = prescriptionFor(prescriptions, petId, product.familyId, petId === line.petId ? line.rxId : null);
  if (body.rxId) {
    rx = prescriptions.find((p) => p.id === body.rxId && p.petId === petId && p.familyId === product.familyId) ?? null;
    if (!rx) throw prescriptionNotFound();
  }
  const max = lineMaxQuantity(product, rx, policies.maxQuantityPerOrder);
  if (body.quantity > max) throw invalidQuantity(max);
  const notifications: CartNotification[] = [];
  const wanted = incr ? line.quantity + body.quantity : body.quantity;
  const quantity = Math.min(wanted, max);
  if (quantity < wanted) notifications.push(notification('cart.quantityLimited', { values: { max } }));
  if (quantity > line.quantity && !isProductAvailable(product, ctx.now)) {
    return cartResponse(ctx, header, { isao, notifications: [notification('cart.outOfStock')] });
  }
  // Issue 25: a quantity past the shopper's monthly quantity or allocation leaves the cart as it was.
  const overLimit = await limitRefusal(ctx, lines, product, line.quantity, quantity);
  if (overLimit) return cartResponse(ctx, header, { isao, notifications: [overLimit] });

  const rxId = needsApproval(product) ? (rx?.id ?? null) : null;
  const target = petId === line.petId ? undefined : lines.find((l) => l.promoParentId === null && l.product.id === product.id && l.petId === petId);
  if (target) {
    // The pet already has this product: the two lines become one (issue 4: never doubled).
    const merged = Math.min(target.quantity + quantity, max);
    if (merged < target.quantity + quantity) notifications.push(notification('cart.quantityLimited', { values: { max } }));
    await deleteCartLines(ctx.db, header.id, [line.id]);
    await updateCartLine(ctx.db, target.id, { quantity: merged, rxId, acceptedPromoIds: [...target.acceptedPromoIds, ...line.acceptedPromoIds] }, ctx.now);
    await syncChildLines(ctx.db, target.id, merged, petId, ctx.now);
    const offers = await acceptableBogoOffers(ctx, product.id, [...target.acceptedPromoIds, ...line.acceptedPromoIds]);
    const children = lines.filter((l) => l.promoParentId === target.id);
    await ensureBogoChildren(ctx, { id: target.id, cartId: header.id, productId: product.id, petId, quantity: merged }, offers, children);
  } else {
    await updateCartLine(ctx.db, line.id, { quantity, petId, rxId }, ctx.now);
    await syncChildLines(ctx.db, line.id, quantity, petId, ctx.now);
  }
  const changed = await touchCart(ctx.db, header.id, ctx.now);
  return cartResponse(ctx, changed, { isao, notifications: [notification('cart.itemUpdated'), ...notifications] });
}

/**
 * DELETE /api/cart/item/{id}: a line goes with its free items. Removing a free item declines its
 * offer on the parent line, so it does not come back.
 */
export async function removeItem(ctx: CartContext, itemId: number, isao: boolean): Promise<CartResponse> {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const lines = await listCartLines(ctx.db, header.id);
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw itemNotFound();
  const parent = line.promoParentId === null ? undefined : lines.find((l) => l.id === line.promoParentId);
  if (parent) {
    await updateCartLine(ctx.db, parent.id, { acceptedPromoIds: parent.acceptedPromoIds.filter((id) => id !== line.promoId) }, ctx.now);
  }
  await deleteCartLines(ctx.db, header.id, [line.id]);
  const changed = await touchCart(ctx.db, header.id, ctx.now);
  return cartResponse(ctx, changed, { isao, notifications: [notification('cart.itemRemoved')] });
}

/** PUT /api/cart/clearCart: every line, and the coupon with them (an empty cart has nothing to discount). */
export async function clearCart(ctx: CartContext, isao: boolean): Promise<CartResponse> {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  await clearCartLines(ctx.db, header.id);
  await setCartCoupon(ctx.db, header.id, null);
  const changed = await touchCart(ctx.db, header.id, ctx.now);
  return cartResponse(ctx, changed, { isao, notifications: [notification('cart.cleared')] });
}

/**
 * PUT /api/cart/coupon/apply: format (400), then the pricing engine's checks against the items
 * after offers: unknown or expired, already applied, AutoOrder conditions, minimum, amount.
 * A refused coupon answers with the unchanged cart and an error notification.
 */
export async function applyCoupon(ctx: CartContext, rawCode: string, isao: boolean): Promise<CartResponse> {
  if (!isValidCouponCode(rawCode)) throw invalidCouponCode();
  const code = normalizeCouponCode(rawCode).toUpperCase();
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const coupon = await findCoupon(ctx.db, code, ctx.now, ctx.userId);
  const withoutCoupon = priceLoadedCart(await loadCart(ctx.db, { ...header, couponCode: null }, ctx.now), { isao });
  const result = checkCouponApplication({
    enteredCode: code,
    coupon: coupon?.isCurrent ? coupon : null,
    couponExpired: coupon?.isExpired === true,
    appliedCode: header.couponCode,
    subtotal: withoutCoupon.itemSubtotal,
    isao,
  });
  if (!result.ok) return cartResponse(ctx, header, { isao, notifications: [couponNotification(result.error)] });
  await setCartCoupon(ctx.db, header.id, code);
  const changed = await touchCart(ctx.db, header.id, ctx.now);
  return cartResponse(ctx, changed, { isao, notifications: [notification('coupon.applied')] });
}

/** PUT /api/cart/coupon/remove */
export async function removeCoupon(ctx: CartContext, isao: boolean): Promise<CartResponse> {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  if (header.couponCode === null) return cartResponse(ctx, header, { isao });
  await setCartCoupon(ctx.db, header.id, null);
  const changed = await touchCart(ctx.db, header.id, ctx.now);
  return cartResponse(ctx, changed, { isao, notifications: [notification('coupon.removed')] });
}
