import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * PostgreSQL lock waits, for tests that prove a row lock makes two transactions take turns: hold
 * one transaction open, start the other, and see it wait on the first (or finish, when the lock is
 * missing). Deterministic where a sleep would only be likely: nothing is released until the second
 * transaction is seen waiting.
 */

/** The server process behind this connection or transaction (what pg_blocking_pids names). */
export async function backendPid(db: Db): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  return Number(rows[0]!.pid);
}

/** The backends now waiting on a lock that `holderPid` holds. */
export async function backendsWaitingOn(db: Db, holderPid: number): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where ${holderPid}::int = any(pg_blocking_pids(pid))`.execute(db);
  return rows.map((r) => Number(r.pid));
}

const POLL_MS = 10;

/** Resolves with the first backend seen waiting on `holderPid`'s locks. */
export async function firstWaiterOn(db: Db, holderPid: number): Promise<number> {
  for (;;) {
    const [waiter] = await backendsWaitingOn(db, holderPid);
    if (waiter !== undefined) return waiter;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Which comes first: `work` settles ('finished'), or some backend is seen waiting on a lock that
 * `holderPid` holds ('waiting'). Polls only until one of them happens.
 */
export async function finishesOrWaitsOn(db: Db, holderPid: number, work: Promise<unknown>): Promise<'finished' | 'waiting'> {
  let settled = false;
  const done = work.then(() => { settled = true; }, () => { settled = true; });
  for (;;) {
    if (settled) return 'finished';
    if ((await backendsWaitingOn(db, holderPid)).length > 0) return 'waiting';
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, POLL_MS))]);
  }
}

export interface HeldTransaction<T> {
  /** What the work returned, before the commit. */
  result: T;
  /** The backend holding the transaction's locks. */
  pid: number;
  /** Lets the transaction commit; resolves once it has (rejects if the commit failed). */
  release(): Promise<void>;
}

/**
 * Runs `work` in a transaction and keeps the transaction open, its locks held, until `release()`.
 * Resolves once the work is done; rejects if the work throws.
 */
export async function holdTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<HeldTransaction<T>> {
  let opened!: () => void;
  const released = new Promise<void>((resolve) => { opened = resolve; });
  let reached!: (held: { result: T; pid: number }) => void;
  const holding = new Promise<{ result: T; pid: number }>((resolve) => { reached = resolve; });
  const committed = db.transaction().execute(async (trx) => {
    const result = await work(trx);
    reached({ result, pid: await backendPid(trx) });
    await released;
  });
  const held = await Promise.race([holding, committed.then(() => holding)]);
  return { ...held, release: () => { opened(); return committed; } };
}
