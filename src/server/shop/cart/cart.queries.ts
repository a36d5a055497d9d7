import type { Db } from '../../db/database';
import { flag } from '../../db/database';
import type { CartHeader, CartLine } from './cart-model';
import { toCartProduct } from './cart-lookups.queries';
import { formatIdList, parseIdList } from './cart-rules';

/**
 * Reads and writes of the carts and cart_items tables (STYLE §3: only query files use Kysely).
 * Every writer is called inside the route's transaction, after `lockCart`.
 */

const cartColumns = [
  'id', 'user_id', 'coupon_code', 'shipping_address_id', 'billing_address_id', 'payment_method_id', 'version',
] as const;

type CartRowLike = {
  id: number; user_id: number; coupon_code: string | null; shipping_address_id: number | null;
  billing_address_id: number | null; payment_method_id: number | null; version: number;
};

function toHeader(row: CartRowLike): CartHeader {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    couponCode: row.coupon_code,
    shippingAddressId: row.shipping_address_id,
    billingAddressId: row.billing_address_id,
    paymentMethodId: row.payment_method_id,
    version: Number(row.version),
  };
}

async function createCartIfMissing(db: Db, userId: number, now: string): Promise<void> {
  await db
    .insertInto('carts')
    .values({ user_id: userId, coupon_code: null, shipping_address_id: null, billing_address_id: null, payment_method_id: null, version: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Takes the shopper's cart for a change, creating it when missing. The no-op update holds the cart
 * row's lock until the transaction ends (PostgreSQL; SQLite has one writer at a time), so two tabs
 * changing one cart take turns and each sees the other's committed lines. Every change starts here.
 */
export async function lockCart(db: Db, userId: number, now: Date): Promise<CartHeader> {
  const lock = () =>
    db
      .updateTable('carts')
      .set((eb) => ({ version: eb.ref('version') }))
      .where('user_id', '=', userId)
      .returning(cartColumns)
      .executeTakeFirst();
  let row = await lock();
  if (!row) {
    await createCartIfMissing(db, userId, now.toISOString());
    row = await lock();
  }
  if (!row) throw new Error(`cart of user ${userId} could not be created`);
  return toHeader(row);
}

/** Records that the cart changed: its version goes up (checkout compares it). */
export async function touchCart(db: Db, cartId: number, now: Date): Promise<CartHeader> {
  const row = await db
    .updateTable('carts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('id', '=', cartId)
    .returning(cartColumns)
    .executeTakeFirstOrThrow();
  return toHeader(row);
}

/** The shopper's cart, or undefined when they have none (a preview of the store reads, never creates). */
export async function findCart(db: Db, userId: number): Promise<CartHeader | undefined> {
  const row = await db.selectFrom('carts').select(cartColumns).where('user_id', '=', userId).executeTakeFirst();
  return row ? toHeader(row) : undefined;
}

/** The shopper's cart for reading, created empty when missing (without a version bump). */
export async function ensureCart(db: Db, userId: number, now: Date): Promise<CartHeader> {
  const find = () => db.selectFrom('carts').select(cartColumns).where('user_id', '=', userId).executeTakeFirst();
  let row = await find();
  if (!row) {
    await createCartIfMissing(db, userId, now.toISOString());
    row = await find();
  }
  if (!row) throw new Error(`cart of user ${userId} could not be created`);
  return toHeader(row);
}

/**
 * Records that a checkout used a coupon (issue 17), in the transaction placing its orders. A one-use
 * coupon's row is unique per shopper (partial unique index): false when the shopper already used it,
 * so two tabs placing orders with it cannot both succeed.
 */
export async function recordCouponRedemption(
  db: Db,
  r: { couponId: number; userId: number; orderId: number; singleUse: boolean; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('coupon_redemptions')
    .values({ coupon_id: r.couponId, user_id: r.userId, order_id: r.orderId, single_use: r.singleUse ? 1 : 0, created_at: r.now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setCartCoupon(db: Db, cartId: number, code: string | null): Promise<void> {
  await db.updateTable('carts').set({ coupon_code: code }).where('id', '=', cartId).execute();
}

/** The cart's lines with their product and pet, parents before children, oldest first. */
export async function listCartLines(db: Db, cartId: number): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('pets as pet', 'pet.id', 'i.pet_id')
    .select([
      'i.id', 'i.cart_id', 'i.pet_id', 'i.quantity', 'i.promo_parent_cart_item_id', 'i.promo_id', 'i.is_promo_selected',
      'i.accepted_promo_ids', 'i.rx_id', 'i.seen_unit_price_cents', 'pet.name as pet_name',
      'p.id as product_id', 'p.family_id', 'p.name_en', 'p.name_fr', 'p.image', 'p.unit_price_cents', 'p.regular_unit_price_cents',
      'p.auto_order_unit_price_cents', 'p.rx_fee_cents', 'p.is_bulk_item', 'p.auto_order_discount_percentage',
      'p.auto_order_discount_clinic_percentage', 'p.auto_order_discount_sponsored_percentage', 'p.is_subscription',
      'p.is_prescription_product', 'p.is_approval_required', 'p.allow_browsing', 'p.is_in_stock', 'p.is_long_term_backorder',
      'p.stock_quantity', 'p.last_reported_in_stock_at', 'p.max_quantity_restriction_per_order',
    ])
    .where('i.cart_id', '=', cartId)
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    cartId: Number(r.cart_id),
    petId: Number(r.pet_id),
    petName: r.pet_name,
    quantity: Number(r.quantity),
    promoParentId: r.promo_parent_cart_item_id === null ? null : Number(r.promo_parent_cart_item_id),
    promoId: r.promo_id === null ? null : Number(r.promo_id),
    isPromoSelected: flag(r.is_promo_selected),
    acceptedPromoIds: parseIdList(r.accepted_promo_ids),
    rxId: r.rx_id === null ? null : Number(r.rx_id),
    seenUnitPriceCents: r.seen_unit_price_cents === null ? null : Number(r.seen_unit_price_cents),
    product: toCartProduct({ ...r, id: r.product_id }),
  }));
}

export interface NewCartLine {
  cartId: number;
  productId: number;
  petId: number;
  quantity: number;
  promoParentId: number | null;
  promoId: number | null;
  acceptedPromoIds: readonly number[];
  rxId: number | null;
  isPromoSelected?: boolean;
}

export async function insertCartLine(db: Db, line: NewCartLine, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('cart_items')
    .values({
      cart_id: line.cartId,
      product_id: line.productId,
      pet_id: line.petId,
      quantity: line.quantity,
      promo_parent_cart_item_id: line.promoParentId,
      promo_id: line.promoId,
      is_promo_selected: line.isPromoSelected ? 1 : 0,
      accepted_promo_ids: formatIdList(line.acceptedPromoIds),
      rx_id: line.rxId,
      seen_unit_price_cents: seenPrice(db, line.productId),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface CartLineChange {
  quantity?: number;
  petId?: number;
  productId?: number;
  rxId?: number | null;
  acceptedPromoIds?: readonly number[];
  isPromoSelected?: boolean;
}

/** The product's unit price now, as the price the shopper saw when adding or changing a line. */
function seenPrice(db: Db, productId: number) {
  return db.selectFrom('products').select('unit_price_cents').where('id', '=', productId);
}

/** A line the shopper changes (quantity, pet, format) takes the price they see now: its "price changed" notice ends. */
export async function updateCartLine(db: Db, id: number, change: CartLineChange, now: Date): Promise<void> {
  await db
    .updateTable('cart_items as i')
    .set((eb) => ({
      updated_at: now.toISOString(),
      seen_unit_price_cents: change.productId !== undefined
        ? seenPrice(db, change.productId)
        : eb.selectFrom('products as p').select('p.unit_price_cents').whereRef('p.id', '=', 'i.product_id'),
      ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
      ...(change.petId !== undefined ? { pet_id: change.petId } : {}),
      ...(change.productId !== undefined ? { product_id: change.productId } : {}),
      ...(change.rxId !== undefined ? { rx_id: change.rxId } : {}),
      ...(change.acceptedPromoIds !== undefined ? { accepted_promo_ids: formatIdList(change.acceptedPromoIds) } : {}),
      ...(change.isPromoSelected !== undefined ? { is_promo_selected: change.isPromoSelected ? 1 : 0 } : {}),
    }))
    .where('i.id', '=', id)
    .execute();
}

/** A child line follows its parent's quantity and pet (issue 4). */
export async function syncChildLines(db: Db, parentId: number, quantity: number, petId: number, now: Date): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ quantity, pet_id: petId, updated_at: now.toISOString() })
    .where('promo_parent_cart_item_id', '=', parentId)
    .execute();
}

/** Deletes lines and, first, their buy-one-get-one children (also cascaded by the foreign key). */
export async function deleteCartLines(db: Db, cartId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('promo_parent_cart_item_id', 'in', ids).execute();
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('id', 'in', ids).execute();
}

export async function clearCartLines(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('promo_parent_cart_item_id', 'is not', null).execute();
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
}
