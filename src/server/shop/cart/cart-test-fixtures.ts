import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { cartResponseSchema, promoProductChoicesResponseSchema, type CartResponse } from '../../../contracts/cart';
import { injectChecked } from '../../testing/contract-inject';
import type { Db } from '../../db/database';
import { createShopper } from '../../testing/fixtures';
import { signInAs, type TestApp } from '../../testing/test-app';

/** Shared set-up of the cart's API tests: shoppers with pets, products picked from the seeded catalogue. */

export const PASSWORD = 'Cart-test-pass-1';

export interface TestShopper {
  userId: number;
  petId: number;
  headers: Record<string, string>;
}

export async function addPet(db: Db, userId: number, name: string, species = 'dogs'): Promise<number> {
  const row = await db
    .insertInto('pets')
    .values({ user_id: userId, name, species, is_deleted: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new active shopper with one pet, signed in (at a new clinic unless given one). */
export async function shopperWithPet(t: TestApp, email: string, petName = 'Rex', clinicId?: number): Promise<TestShopper> {
  const userId = await createShopper(t.database.db, { email, password: PASSWORD, ...(clinicId === undefined ? {} : { clinicId }) });
  const petId = await addPet(t.database.db, userId, petName);
  const { headers } = await signInAs(t.app, email, PASSWORD);
  return { userId, petId, headers };
}

export async function addPrescription(
  db: Db,
  { userId, petId, familyId, status, quantity }: { userId: number; petId: number; familyId: number; status: number; quantity: number },
): Promise<number> {
  const row = await db
    .insertInto('prescriptions')
    .values({
      user_id: userId, pet_id: petId, family_id: familyId, rx_status_id: status, quantity, refill_quantity: 0,
      refill_quantity_remaining: 0, vet_name: 'Dr. Test', expires_at: null, created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** In-stock products with no special rule: no prescription, no limit, not bulk, in no promotion. */
export async function plainProducts(db: Db, count: number): Promise<{ id: number; familyId: number; unitPrice: number }[]> {
  const rows = await plainProductRows(db, count);
  if (rows.length < count) throw new Error(`only ${rows.length} plain products in the test catalogue`);
  return rows;
}

async function plainProductRows(db: Db, limit: number): Promise<{ id: number; familyId: number; unitPrice: number }[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'family_id', 'unit_price_cents'])
    .where('is_in_stock', '=', 1)
    .where('is_long_term_backorder', '=', 0)
    .where('is_prescription_product', '=', 0)
    .where('is_approval_required', '=', 0)
    .where('is_bulk_item', '=', 0)
    .where('max_quantity_restriction_per_order', '=', 0)
    .where('id', 'not in', (eb) => eb.selectFrom('promotion_group_products').select('product_id'))
    // The seed's limited product (issue 25) takes at most 3 a month per shopper.
    .where('id', 'not in', (eb) => eb.selectFrom('product_order_limits').select('product_id'))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, familyId: r.family_id, unitPrice: r.unit_price_cents }));
}

/** `count` plain products of as many families: a test that changes a family's categories or prescriptions touches one product only. */
export async function plainProductsOfDistinctFamilies(db: Db, count: number): Promise<{ id: number; familyId: number; unitPrice: number }[]> {
  const seen = new Set<number>();
  const picked = (await plainProductRows(db, 500)).filter((p) => !seen.has(p.familyId) && seen.add(p.familyId));
  if (picked.length < count) throw new Error(`only ${picked.length} families of plain products in the test catalogue`);
  return picked.slice(0, count);
}

/** A product that is out of stock (made so when the catalogue has none). */
export async function outOfStockProduct(db: Db): Promise<number> {
  const row = await db.selectFrom('products').select('id').where('is_in_stock', '=', 0).orderBy('id').executeTakeFirst();
  if (row) return row.id;
  const [plain] = await plainProducts(db, 1);
  await db.updateTable('products').set({ is_in_stock: 0, stock_quantity: 0 }).where('id', '=', plain!.id).execute();
  return plain!.id;
}

/** The stored lines of a shopper's cart, for "the cart is unchanged" checks. */
export async function storedLines(db: Db, userId: number) {
  return db
    .selectFrom('cart_items as i')
    .innerJoin('carts as c', 'c.id', 'i.cart_id')
    .select(['i.id', 'i.product_id', 'i.pet_id', 'i.quantity', 'i.promo_parent_cart_item_id', 'i.promo_id', 'i.accepted_promo_ids', 'i.rx_id'])
    .where('c.user_id', '=', userId)
    .orderBy('i.id')
    .execute();
}

export async function storedCart(db: Db, userId: number) {
  return db.selectFrom('carts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * The cart API as a shopper calls it; every answer of the named calls is parsed with its contract
 * (injectChecked). `call` sends any request, checked when given the route's success schema.
 */
export function cartApi(t: TestApp, headers: Record<string, string>) {
  const call = async (options: InjectOptions, contract?: z.ZodType): Promise<LightMyRequestResponse> => {
    const request = { ...options, headers: { ...headers, ...(options.headers as Record<string, string> | undefined) } };
    return contract ? injectChecked(t.app, request, contract) : t.app.inject(request);
  };
  const cartCall = (options: InjectOptions) => call(options, cartResponseSchema);
  const cart = (response: LightMyRequestResponse): CartResponse => {
    if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
    return cartResponseSchema.parse(response.json());
  };
  return {
    call,
    cart,
    get: (query = '') => cartCall({ method: 'GET', url: `/api/cart/${query}` }),
    add: (payload: unknown, query = '') => cartCall({ method: 'POST', url: `/api/cart/item/${query}`, payload: payload as object }),
    update: (id: number | string, payload: unknown, query = '?incr=false') =>
      cartCall({ method: 'PUT', url: `/api/cart/item/${id}/${query}`, payload: payload as object }),
    remove: (id: number | string) => cartCall({ method: 'DELETE', url: `/api/cart/item/${id}` }),
    clear: () => cartCall({ method: 'PUT', url: '/api/cart/clearCart' }),
    applyCoupon: (payload: unknown, query = '') => cartCall({ method: 'PUT', url: `/api/cart/coupon/apply${query}`, payload: payload as object }),
    removeCoupon: () => cartCall({ method: 'PUT', url: '/api/cart/coupon/remove' }),
    choices: (id: number | string) =>
      call({ method: 'GET', url: `/api/cart/item/${id}/getPromoProductChoices/` }, promoProductChoicesResponseSchema),
    switchBogo: (id: number | string, productId: number | string, isao = '') =>
      cartCall({ method: 'PUT', url: `/api/cart/item/${id}/switchBogoProduct/?productId=${productId}&isao=${isao}` }),
  };
}
