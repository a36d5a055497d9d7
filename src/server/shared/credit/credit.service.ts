import { CREDIT_ENTRY_KINDS, type CreditEntryKind, type CreditHistory } from '../../../contracts/credit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import {
  claimWelcomeCredit, deleteSpendsOfOrders, findEntryByKey, insertCreditEntry, lockCreditAccount, selectCreditBalance, selectCreditEntries, type NewCreditEntry,
} from './credit.queries';

/** A shopper's account-credit balance: the sum of their ledger entries, less goodwill credit past its last day. */
export function creditBalance(db: Db, userId: number, now = new Date()): Promise<number> {
  return selectCreditBalance(db, userId, now);
}

/**
 * Spends credit on an order, only while the shopper still has it: false (and nothing written) when
 * the balance is short. Called inside the order's claim transaction, so the spend and the order are
 * one unit: a crash before the commit leaves neither, a retry finds the checkout already claimed.
 */
export async function spendCredit(db: Db, userId: number, orderId: number, cents: number, now: Date): Promise<boolean> {
  if (cents <= 0) return true;
  await lockCreditAccount(db, userId);
  if ((await selectCreditBalance(db, userId, now)) < cents) return false;
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

/** A staff member's goodwill credit or take-back (issue 27), as the clinic's route asks for it. */
export interface StaffCreditMove {
  userId: number;
  byUserId: number;
  cents: number;
  reason: string;
  idempotencyKey: string;
  expiresOn?: string | null;
}

/** What a staff credit move did: the entry, and whether this call wrote it (false: a retry of the same key). */
export interface StaffCreditResult { entryId: number; created: boolean; balanceCents: number }

/**
 * Writes a staff member's goodwill credit (positive) or take-back (negative) once per idempotency key,
 * in the caller's transaction, after the client's row lock: a retried request finds its entry and
 * writes nothing; a take-back above the balance is refused (400) and writes nothing.
 */
async function moveStaffCredit(db: Db, kind: 'goodwill' | 'take_back', move: StaffCreditMove, now: Date): Promise<StaffCreditResult> {
  await lockCreditAccount(db, move.userId);
  const earlier = await findEntryByKey(db, move.userId, move.idempotencyKey);
  if (earlier) {
    if (earlier.kind !== kind || Math.abs(Number(earlier.amount_cents)) !== move.cents) {
      throw new AppError(409, 'credit_key_reused', 'This request key was already used for a different credit change.');
    }
    return { entryId: Number(earlier.id), created: false, balanceCents: await selectCreditBalance(db, move.userId, now) };
  }
  const balance = await selectCreditBalance(db, move.userId, now);
  if (kind === 'take_back' && move.cents > balance) {
    throw new AppError(400, 'credit_take_back_above_balance',
      `Only ${(balance / 100).toFixed(2)} $ of unused credit can be taken back: the balance cannot go below zero.`);
  }
  await insertCreditEntry(db, {
    userId: move.userId, amountCents: kind === 'goodwill' ? move.cents : -move.cents, kind, note: move.reason,
    createdByUserId: move.byUserId, expiresOn: kind === 'goodwill' ? move.expiresOn ?? null : null, idempotencyKey: move.idempotencyKey,
  }, now);
  const entry = await findEntryByKey(db, move.userId, move.idempotencyKey);
  return { entryId: Number(entry!.id), created: true, balanceCents: balance + (kind === 'goodwill' ? move.cents : -move.cents) };
}

export const giveGoodwillCredit = (db: Db, move: StaffCreditMove, now: Date) => moveStaffCredit(db, 'goodwill', move, now);
export const takeBackCredit = (db: Db, move: StaffCreditMove, now: Date) => moveStaffCredit(db, 'take_back', move, now);

/** The clinic's view: every entry with who wrote it. */
export async function clinicCreditHistory(db: Db, userId: number, now = new Date()) {
  const [balanceCents, rows] = await Promise.all([selectCreditBalance(db, userId, now), selectCreditEntries(db, userId)]);
  return { balanceCents, entries: rows.map((r) => ({ ...toEntry(r), byName: [r.byFirstName, r.byLastName].filter(Boolean).join(' ') })) };
}

const asKind = (kind: string): CreditEntryKind => (CREDIT_ENTRY_KINDS as readonly string[]).includes(kind) ? kind as CreditEntryKind : 'adjustment';

type EntryRow = Awaited<ReturnType<typeof selectCreditEntries>>[number];
const STAFF_KINDS: readonly string[] = ['goodwill', 'take_back'];
function toEntry(r: EntryRow): CreditHistory['entries'][number] {
  return {
    id: Number(r.id), amountCents: Number(r.amount_cents), kind: asKind(r.kind), orderId: r.order_id === null ? null : Number(r.order_id),
    orderNumber: r.order_number ?? null, returnId: r.return_id === null ? null : Number(r.return_id), createdAt: r.created_at,
    // Only a staff member's reason is for the client's eyes; other notes stay internal.
    reason: STAFF_KINDS.includes(r.kind) ? r.note : '', expiresOn: r.expires_on ?? null,
  };
}

export async function creditHistory(db: Db, userId: number, now = new Date()): Promise<CreditHistory> {
  const [balanceCents, rows] = await Promise.all([selectCreditBalance(db, userId, now), selectCreditEntries(db, userId)]);
  return { balanceCents, entries: rows.map(toEntry) };
}
