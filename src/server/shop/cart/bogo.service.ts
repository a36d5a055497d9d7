import type { CartResponse, PromoProductChoicesResponse } from '../../../contracts/cart';
import { atRetailDiscount, displayPrices, isBogoChoiceAllowed, isBogoPromotion, promotionUnitPrice } from '../../../domain/pricing';
import { findActivePromotions, findProduct, findProducts, findShopperPolicies } from './cart-lookups.queries';
import { itemNotFound, notAPromoChoice, notAPromoItem } from './cart-errors';
import type { CartContext, CartLine, CartProduct, CartPromotion } from './cart-model';
import { isProductAvailable, notification, plainText, productName, promotionName } from './cart-rules';
import { cartResponse } from './cart-view';
import { deleteCartLines, ensureCart, insertCartLine, listCartLines, lockCart, touchCart, updateCartLine } from './cart.queries';

/**
 * Buy-one-get-one lines (cc §3, §4; cat §4, promo types 5 and 30). A parent line that accepted an
 * offer gets one child line per offer: the free or discounted product, with the parent's pet and
 * quantity. The shopper may switch the child to another of the offer's 'get' products.
 */

const listsProduct = (promo: CartPromotion, productId: number) =>
  promo.promoProductGroups.some((group) => group.groupProductIds.includes(productId));

/** The offers among `offerIds` a product can take a free item with: running BOGO offers that list it. */
export async function acceptableBogoOffers(ctx: CartContext, productId: number, offerIds: readonly number[]): Promise<CartPromotion[]> {
  if (offerIds.length === 0) return [];
  const promotions = await findActivePromotions(ctx.db, ctx.now, { promotionIds: offerIds, forUserId: ctx.userId });
  return promotions.filter((promo) => isBogoPromotion(promo) && listsProduct(promo, productId));
}

/** The offer's 'get' products the bought product allows, in the offer's order: none dearer than it. */
async function allowedChoices(ctx: CartContext, offer: CartPromotion, bought: CartProduct): Promise<CartProduct[]> {
  const products = await findProducts(ctx.db, offer.bogoGetOneProductIds);
  return offer.bogoGetOneProductIds
    .map((id) => products.find((p) => p.id === id))
    .filter((p): p is CartProduct => p !== undefined && isBogoChoiceAllowed(bought.price, p.price));
}

/** The product a new child line starts with: the parent's own product when the offer gives it, else the first allowed in stock. */
async function firstChoice(ctx: CartContext, offer: CartPromotion, parentProductId: number): Promise<CartProduct | null> {
  const bought = await findProduct(ctx.db, parentProductId);
  if (!bought) return null;
  const available = (await allowedChoices(ctx, offer, bought)).filter((p) => isProductAvailable(p, ctx.now));
  return available.find((p) => p.id === parentProductId) ?? available[0] ?? null;
}

export interface BogoParent {
  id: number;
  cartId: number;
  productId: number;
  petId: number;
  quantity: number;
}

/** Creates the missing child line of each accepted offer (none when no 'get' product is in stock). */
export async function ensureBogoChildren(
  ctx: CartContext,
  parent: BogoParent,
  offers: readonly CartPromotion[],
  existingChildren: readonly CartLine[],
): Promise<void> {
  for (const offer of offers) {
    if (existingChildren.some((child) => child.promoId === offer.specialOfferId)) continue;
    const choice = await firstChoice(ctx, offer, parent.productId);
    if (!choice) continue;
    await insertCartLine(
      ctx.db,
      {
        cartId: parent.cartId,
        productId: choice.id,
        petId: parent.petId,
        quantity: parent.quantity,
        promoParentId: parent.id,
        promoId: offer.specialOfferId,
        acceptedPromoIds: [],
        rxId: null,
      },
      ctx.now,
    );
  }
}

interface PromoSlot {
  parent: CartLine;
  child: CartLine | null;
  offer: CartPromotion;
}

/**
 * The offer a line's free item belongs to: for a child line its own offer; for a parent line its
 * first accepted running offer (its free item may not exist yet when none was in stock).
 */
async function promoSlotOf(ctx: CartContext, lines: readonly CartLine[], itemId: number): Promise<PromoSlot> {
  const line = lines.find((l) => l.id === itemId);
  if (!line) throw itemNotFound();
  const parent = line.promoParentId === null ? line : lines.find((l) => l.id === line.promoParentId);
  if (!parent) throw notAPromoItem();
  const offerIds = line.promoParentId === null ? parent.acceptedPromoIds : line.promoId === null ? [] : [line.promoId];
  const offer = (await acceptableBogoOffers(ctx, parent.product.id, offerIds))[0];
  if (!offer) throw notAPromoItem();
  const child = line.promoParentId === null
    ? (lines.find((l) => l.promoParentId === parent.id && l.promoId === offer.specialOfferId) ?? null)
    : line;
  return { parent, child, offer };
}

/** GET /api/cart/item/{id}/getPromoProductChoices/ (cc §3 Promotional product choice). */
export async function getPromoProductChoices(ctx: CartContext, itemId: number): Promise<PromoProductChoicesResponse> {
  const header = await ensureCart(ctx.db, ctx.userId, ctx.now);
  const lines = await listCartLines(ctx.db, header.id);
  const { parent, child, offer } = await promoSlotOf(ctx, lines, itemId);
  const { retailDiscountPercent } = await findShopperPolicies(ctx.db, ctx.userId);
  // Only products of equal or lesser value than the one bought are offered (issue 11 item 5).
  const bogoProducts = (await allowedChoices(ctx, offer, parent.product))
    .map((p) => {
      // The pop-up shows the prices the cart will charge: the clinic's retail discount included.
      const price = atRetailDiscount(p.price, retailDiscountPercent);
      const { unitPrice } = displayPrices(price);
      return {
        productId: p.id,
        productName: productName(p, ctx.lang),
        imagePathThumbnail: p.image,
        isInStock: isProductAvailable(p, ctx.now),
        unitPrice,
        discountPrice: promotionUnitPrice(price, offer) ?? unitPrice,
      };
    });
  return {
    // A hidden offer is never named to a shopper (cat §4, issue 11 item 2).
    promo: {
      specialOfferId: offer.specialOfferId,
      promoName: offer.isHidden ? '' : promotionName(offer, ctx.lang),
      description: offer.isHidden ? '' : plainText(ctx.lang === 'fr' ? offer.descriptionFr : offer.descriptionEn),
      isHidden: offer.isHidden,
    },
    bogoProducts,
    parentCartItemId: parent.id,
    cartItemId: child?.id ?? null,
    selectedProductId: child?.product.id ?? null,
    imagesBaseUrl: ctx.imagesBaseUrl,
  };
}

/**
 * PUT /api/cart/item/{id}/switchBogoProduct/?productId= : the free item becomes another of the
 * offer's products. Choosing the current product changes nothing; an out-of-stock one is refused;
 * one dearer than the bought item is not a choice (400 not_a_promo_choice).
 */
export async function switchBogoProduct(ctx: CartContext, itemId: number, productId: number, isao: boolean): Promise<CartResponse> {
  const header = await lockCart(ctx.db, ctx.userId, ctx.now);
  const lines = await listCartLines(ctx.db, header.id);
  const { parent, child, offer } = await promoSlotOf(ctx, lines, itemId);
  if (!offer.bogoGetOneProductIds.includes(productId)) throw notAPromoChoice();
  if (child?.product.id === productId) return cartResponse(ctx, header, { isao });

  const product = await findProduct(ctx.db, productId);
  if (product && !isBogoChoiceAllowed(parent.product.price, product.price)) throw notAPromoChoice();
  if (!product || !isProductAvailable(product, ctx.now)) {
    return cartResponse(ctx, header, { isao, notifications: [notification('cart.outOfStock')] });
  }
  if (child) {
    await updateCartLine(ctx.db, child.id, { productId, isPromoSelected: true }, ctx.now);
  } else {
    await insertCartLine(
      ctx.db,
      {
        cartId: header.id,
        productId,
        petId: parent.petId,
        quantity: parent.quantity,
        promoParentId: parent.id,
        promoId: offer.specialOfferId,
        acceptedPromoIds: [],
        rxId: null,
        isPromoSelected: true,
      },
      ctx.now,
    );
  }
  const changed = await touchCart(ctx.db, header.id, ctx.now);
  return cartResponse(ctx, changed, { isao, notifications: [notification('cart.promoProductUpdated')] });
}

/**
 * Child lines whose offer is over for good: the offer ended, no longer gives the product, the
 * parent no longer accepts it, or the product now costs more than the parent's. Removed on a
 * refresh (GET /api/cart/?refresh=1). Returns how many.
 */
export async function pruneEndedPromoChildren(ctx: CartContext, cartId: number): Promise<number> {
  const lines = await listCartLines(ctx.db, cartId);
  const children = lines.filter((l) => l.promoParentId !== null);
  if (children.length === 0) return 0;
  const offerIds = [...new Set(children.map((c) => c.promoId).filter((id): id is number => id !== null))];
  const offers = await findActivePromotions(ctx.db, ctx.now, { promotionIds: offerIds, forUserId: ctx.userId });
  const ended = children.filter((child) => {
    const offer = offers.find((o) => o.specialOfferId === child.promoId);
    const parent = lines.find((l) => l.id === child.promoParentId);
    return (
      !offer ||
      !parent ||
      !offer.bogoGetOneProductIds.includes(child.product.id) ||
      !parent.acceptedPromoIds.includes(offer.specialOfferId) ||
      !isBogoChoiceAllowed(parent.product.price, child.product.price)
    );
  });
  await deleteCartLines(ctx.db, cartId, ended.map((c) => c.id));
  return ended.length;
}
