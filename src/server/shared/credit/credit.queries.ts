import type { Db } from '../../db/database';
import type { CreditEntryKind } from '../../../contracts/credit';

/** The account-credit ledger (credit_entries, migration 2026-11-24-170): the only file that reads or writes it. */

export interface NewCreditEntry {
  userId: number;
  amountCents: number;
  kind: CreditEntryKind;
  orderId?: number | null;
  returnId?: number | null;
  note?: string;
  createdByUserId?: number | null;
}

export async function insertCreditEntry(db: Db, entry: NewCreditEntry, now: Date): Promise<void> {
  await db.insertInto('credit_entries').values({
    user_id: entry.userId, amount_cents: entry.amountCents, kind: entry.kind, order_id: entry.orderId ?? null,
    return_id: entry.returnId ?? null, note: entry.note ?? '', created_by_user_id: entry.createdByUserId ?? null,
    created_at: now.toISOString(),
  }).execute();
}

export async function selectCreditBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('credit_entries').select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Takes the shopper's row lock for the rest of the transaction (a no-op update), so two spends of
 * the same balance run one after the other on PostgreSQL; SQLite's writer lock does the same.
 */
export async function lockCreditAccount(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set((eb) => ({ id: eb.ref('id') })).where('id', '=', userId).execute();
}

export async function selectCreditEntries(db: Db, userId: number) {
  return db.selectFrom('credit_entries')
    .leftJoin('orders', 'orders.id', 'credit_entries.order_id')
    .select(['credit_entries.id', 'credit_entries.amount_cents', 'credit_entries.kind', 'credit_entries.order_id', 'orders.order_number',
      'credit_entries.return_id', 'credit_entries.created_at'])
    .where('credit_entries.user_id', '=', userId)
    .orderBy('credit_entries.created_at', 'desc').orderBy('credit_entries.id', 'desc')
    .execute();
}

/** The spends recorded for orders that are being removed (a released pending checkout). */
export async function deleteSpendsOfOrders(db: Db, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.deleteFrom('credit_entries').where('order_id', 'in', [...orderIds]).where('kind', '=', 'order_spend').execute();
}

/**
 * The welcome credit's key (issue 25; migration 2026-11-30-520): true for the one caller that
 * recorded it for this client and clinic, false when it was given before (nothing written).
 */
export async function claimWelcomeCredit(db: Db, row: { userId: number; clinicId: number; orderId: number; cents: number }, now: Date): Promise<boolean> {
  const result = await db.insertInto('welcome_credits').values({
    user_id: row.userId, clinic_id: row.clinicId, order_id: row.orderId, amount_cents: row.cents, created_at: now.toISOString(),
  }).onConflict((oc) => oc.columns(['user_id', 'clinic_id']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
