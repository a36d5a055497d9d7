import type { Db } from '../../db/database';
import { flag } from '../../db/database';
import type { PaymentMethod } from '../../shop/cart';
import type { CardOnFile } from '../../integrations/payment/payment-gateway';

/** Writes of the payment_methods table (issue 5): the provider's token and what identifies the card. */

export async function findOwnPaymentMethod(db: Db, userId: number, id: number): Promise<(PaymentMethod & { token: string }) | null> {
  const r = await db
    .selectFrom('payment_methods')
    .select(['id', 'token', 'brand', 'last4', 'exp_month', 'exp_year', 'card_holder', 'billing_address_id', 'is_default'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: Number(r.id), token: r.token, brand: r.brand, last4: r.last4, expMonth: Number(r.exp_month), expYear: Number(r.exp_year),
    cardHolder: r.card_holder, billingAddressId: r.billing_address_id === null ? null : Number(r.billing_address_id), isDefault: flag(r.is_default),
  };
}

export async function countPaymentMethods(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('payment_methods')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPaymentMethod(
  db: Db,
  row: { userId: number; token: string; card: CardOnFile; cardHolder: string; billingAddressId: number | null },
  now: Date,
): Promise<number> {
  const inserted = await db
    .insertInto('payment_methods')
    .values({
      user_id: row.userId, token: row.token, brand: row.card.brand, last4: row.card.last4, exp_month: row.card.expMonth,
      exp_year: row.card.expYear, card_holder: row.cardHolder, billing_address_id: row.billingAddressId, is_default: 0,
      is_deleted: 0, created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function makeDefaultPaymentMethod(db: Db, userId: number, id: number): Promise<void> {
  await db.updateTable('payment_methods').set({ is_default: 0 }).where('user_id', '=', userId).where('id', '!=', id).execute();
  await db.updateTable('payment_methods').set({ is_default: 1 }).where('id', '=', id).execute();
}

/**
 * Ids of the shopper's cards an active AutoOrder pays with (a subscription is active unless
 * cancelled: src/domain/auto-order-status.ts).
 */
export async function paymentMethodIdsUsedByAutoOrders(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('auto_order_subscriptions')
    .select('payment_method_id')
    .where('user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .where('payment_method_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => Number(row.payment_method_id)));
}

/** Soft delete (orders keep their own copy); the card also leaves the cart. */
export async function deletePaymentMethod(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('payment_methods')
    .set({ is_deleted: 1, is_default: 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.updateTable('carts').set({ payment_method_id: null }).where('user_id', '=', userId).where('payment_method_id', '=', id).execute();
  return true;
}

/** A saved card's renewed expiry, holder and billing address (issue 14). */
export async function updatePaymentMethod(
  db: Db,
  userId: number,
  id: number,
  changes: { expMonth: number; expYear: number; cardHolder: string; billingAddressId: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_methods')
    .set({ exp_month: changes.expMonth, exp_year: changes.expYear, card_holder: changes.cardHolder, billing_address_id: changes.billingAddressId })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
