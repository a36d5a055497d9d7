import type { Db } from '../../db/database';
import { flag } from '../../db/database';
import type { Address } from '../../shop/cart';

/**
 * Writes of the addresses table and of the cart's address and card choice (issue 5). Reads of the
 * lists reuse the cart's (cart-lookups.queries: listAddresses, listPaymentMethods), so the shapes
 * stay one.
 */

export interface NewAddress {
  locationName: string;
  street1: string;
  street2: string;
  city: string;
  province: string;
  postalCode: string;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

export async function findOwnAddress(db: Db, userId: number, id: number): Promise<Address | null> {
  const r = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: Number(r.id), locationName: r.location_name, street1: r.street1, street2: r.street2, city: r.city, province: r.province,
    postalCode: r.postal_code, isDefaultShipping: flag(r.is_default_shipping), isDefaultBilling: flag(r.is_default_billing),
  };
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Db, userId: number, a: NewAddress, now: Date): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({
      user_id: userId, location_name: a.locationName, street1: a.street1, street2: a.street2, city: a.city, province: a.province,
      postal_code: a.postalCode, is_default_shipping: a.isDefaultShipping ? 1 : 0, is_default_billing: a.isDefaultBilling ? 1 : 0,
      is_deleted: 0, created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Makes one address the default shipping (and/or billing) one, and no other. */
export async function makeDefaultAddress(db: Db, userId: number, id: number, which: { shipping?: boolean; billing?: boolean }): Promise<void> {
  if (which.shipping) {
    await db.updateTable('addresses').set({ is_default_shipping: 0 }).where('user_id', '=', userId).where('id', '!=', id).execute();
    await db.updateTable('addresses').set({ is_default_shipping: 1 }).where('id', '=', id).execute();
  }
  if (which.billing) {
    await db.updateTable('addresses').set({ is_default_billing: 0 }).where('user_id', '=', userId).where('id', '!=', id).execute();
    await db.updateTable('addresses').set({ is_default_billing: 1 }).where('id', '=', id).execute();
  }
}

/** Soft delete: placed orders keep their own copy; the address leaves lists, defaults and the cart. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set({ is_deleted: 1, is_default_shipping: 0, is_default_billing: 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.updateTable('carts').set({ shipping_address_id: null }).where('user_id', '=', userId).where('shipping_address_id', '=', id).execute();
  await db.updateTable('carts').set({ billing_address_id: null }).where('user_id', '=', userId).where('billing_address_id', '=', id).execute();
  return true;
}

/** Sets the cart's shipping address, billing address and/or card (called after lockCart). */
export async function setCartChoices(
  db: Db,
  cartId: number,
  choices: { shippingAddressId?: number | null; billingAddressId?: number | null; paymentMethodId?: number | null },
): Promise<void> {
  await db
    .updateTable('carts')
    .set({
      ...(choices.shippingAddressId !== undefined ? { shipping_address_id: choices.shippingAddressId } : {}),
      ...(choices.billingAddressId !== undefined ? { billing_address_id: choices.billingAddressId } : {}),
      ...(choices.paymentMethodId !== undefined ? { payment_method_id: choices.paymentMethodId } : {}),
    })
    .where('id', '=', cartId)
    .execute();
}

/** Edits an own address in place (orders keep their own copy; an AutoOrder ships to the new text). */
export async function updateAddress(db: Db, userId: number, id: number, a: Omit<NewAddress, 'isDefaultShipping' | 'isDefaultBilling'>): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set({ location_name: a.locationName, street1: a.street1, street2: a.street2, city: a.city, province: a.province, postal_code: a.postalCode })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ids of the shopper's addresses an active AutoOrder ships to or bills (a subscription is active
 * unless cancelled: src/domain/auto-order-status.ts).
 */
export async function addressIdsUsedByAutoOrders(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('auto_order_subscriptions')
    .select(['shipping_address_id', 'billing_address_id'])
    .where('user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .execute();
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.shipping_address_id !== null) ids.add(Number(row.shipping_address_id));
    if (row.billing_address_id !== null) ids.add(Number(row.billing_address_id));
  }
  return ids;
}
