import { CREDIT_ENTRY_KINDS, type CreditEntryKind, type CreditHistory } from '../../../contracts/credit';
import type { Db } from '../../db/database';
import {
  claimWelcomeCredit, deleteSpendsOfOrders, insertCreditEntry, lockCreditAccount, selectCreditBalance, selectCreditEntries, type NewCreditEntry,
} from './credit.queries';

/** A shopper's account-credit balance: the sum of their ledger entries. */
export function creditBalance(db: Db, userId: number): Promise<number> {
  return selectCreditBalance(db, userId);
}

/**
 * Spends credit on an order, only while the shopper still has it: false (and nothing written) when
 * the balance is short. Called inside the order's claim transaction, so the spend and the order are
 * one unit: a crash before the commit leaves neither, a retry finds the checkout already claimed.
 */
export async function spendCredit(db: Db, userId: number, orderId: number, cents: number, now: Date): Promise<boolean> {
  if (cents <= 0) return true;
  await lockCreditAccount(db, userId);
  if ((await selectCreditBalance(db, userId)) < cents) return false;
  await insertCreditEntry(db, { userId, amountCents: -cents, kind: 'order_spend', orderId }, now);
  return true;
}

/** Gives credit (a return refunded as credit, a cancelled order's spend given back, an adjustment). */
export async function giveCredit(db: Db, entry: Omit<NewCreditEntry, 'amountCents'> & { cents: number }, now: Date): Promise<void> {
  if (entry.cents <= 0) return;
  const { cents, ...rest } = entry;
  await insertCreditEntry(db, { ...rest, amountCents: cents }, now);
}

/**
 * The clinic's welcome credit (issue 25): given once per client and clinic, against the order that
 * earned it, in the caller's transaction (the order's confirmation). A repeat (a retried checkout, a
 * second order, two at once) finds the key taken and gives nothing. True when it was given now.
 */
export async function giveWelcomeCredit(db: Db, grant: { userId: number; clinicId: number; orderId: number; cents: number }, now: Date): Promise<boolean> {
  if (grant.cents <= 0) return false;
  if (!(await claimWelcomeCredit(db, grant, now))) return false;
  await insertCreditEntry(db, { userId: grant.userId, amountCents: grant.cents, kind: 'welcome_credit', orderId: grant.orderId }, now);
  return true;
}

/** Forgets the spends of orders a released pending checkout removes: they never happened. */
export function undoOrderSpends(db: Db, orderIds: readonly number[]): Promise<void> {
  return deleteSpendsOfOrders(db, orderIds);
}

const asKind = (kind: string): CreditEntryKind => (CREDIT_ENTRY_KINDS as readonly string[]).includes(kind) ? kind as CreditEntryKind : 'adjustment';

export async function creditHistory(db: Db, userId: number): Promise<CreditHistory> {
  const [balanceCents, rows] = await Promise.all([selectCreditBalance(db, userId), selectCreditEntries(db, userId)]);
  return {
    balanceCents,
    entries: rows.map((r) => ({
      id: Number(r.id), amountCents: Number(r.amount_cents), kind: asKind(r.kind), orderId: r.order_id === null ? null : Number(r.order_id),
      orderNumber: r.order_number ?? null, returnId: r.return_id === null ? null : Number(r.return_id), createdAt: r.created_at,
    })),
  };
}
