import type { Db } from '../../db/database';
import type { CreditEntryKind } from '../../../contracts/credit';
import { availableCredit } from '../../../domain/credit-lots';
import { toIsoDate } from '../../../domain/time';

/** The account-credit ledger (credit_entries, migration 2026-11-24-170): the only file that reads or writes it. */

export interface NewCreditEntry {
  userId: number;
  amountCents: number;
  kind: CreditEntryKind;
  orderId?: number | null;
  returnId?: number | null;
  note?: string;
  createdByUserId?: number | null;
  /** A goodwill credit's last day (issue 27). */
  expiresOn?: string | null;
  /** A staff request's idempotency key, unique per client (issue 27). */
  idempotencyKey?: string | null;
}

export async function insertCreditEntry(db: Db, entry: NewCreditEntry, now: Date): Promise<void> {
  await db.insertInto('credit_entries').values({
    user_id: entry.userId, amount_cents: entry.amountCents, kind: entry.kind, order_id: entry.orderId ?? null,
    return_id: entry.returnId ?? null, note: entry.note ?? '', created_by_user_id: entry.createdByUserId ?? null,
    created_at: now.toISOString(), expires_on: entry.expiresOn ?? null, idempotency_key: entry.idempotencyKey ?? null,
  }).execute();
}

/**
 * The balance on `now`'s day: the sum of the entries less the unused part of goodwill credit past its
 * last day (issue 27; src/domain/credit-lots.ts), so it is computed from the rows in written order.
 */
export async function selectCreditBalance(db: Db, userId: number, now = new Date()): Promise<number> {
  const rows = await db.selectFrom('credit_entries').select(['amount_cents', 'created_at', 'expires_on'])
    .where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return availableCredit(rows.map((r) => ({ amountCents: Number(r.amount_cents), createdAt: r.created_at, expiresOn: r.expires_on })), toIsoDate(now));
}

/** The entry a staff request with this key wrote for this client, if any (issue 27). */
export async function findEntryByKey(db: Db, userId: number, key: string) {
  return db.selectFrom('credit_entries').select(['id', 'kind', 'amount_cents'])
    .where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
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
    .leftJoin('users as by', 'by.id', 'credit_entries.created_by_user_id')
    .select(['credit_entries.id', 'credit_entries.amount_cents', 'credit_entries.kind', 'credit_entries.order_id', 'orders.order_number',
      'credit_entries.return_id', 'credit_entries.created_at', 'credit_entries.note', 'credit_entries.expires_on', 'by.first_name as byFirstName',
      'by.last_name as byLastName'])
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
