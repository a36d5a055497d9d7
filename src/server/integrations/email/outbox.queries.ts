import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the email is for ('confirm', 'reset', 'welcome', ...): used for throttling and the dev page. */
  kind: string;
}

/** Queues an email inside the caller's transaction, so it exists exactly when the change it tells of does. */
export async function enqueueEmail(db: Executor, email: OutboxEmail, now = new Date()): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      to_address: email.to,
      subject: email.subject,
      body_text: email.text,
      body_html: email.html,
      kind: email.kind,
      created_at: now.toISOString(),
      sent_at: null,
      next_attempt_at: null,
      last_error: null,
    })
    .execute();
}

export function findDueEmails(db: Executor, now: Date, maxAttempts: number, limit: number) {
  return db
    .selectFrom('email_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now.toISOString())]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a row for one delivery attempt. The update only matches while the attempt count is the one
 * read, so when several server copies race for a row exactly one of them sends it; the lease keeps
 * the others off it until `leaseUntil` even if the sender dies mid-way.
 */
export async function claimEmail(db: Executor, id: number, attempts: number, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ attempts: attempts + 1, next_attempt_at: leaseUntil.toISOString() })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The bodies a row keeps once it is settled: its links without their secrets, or as sent. */
export type SettledBodies = { body_text: string; body_html: string } | Record<string, never>;

export async function markEmailSent(db: Executor, id: number, now: Date, bodies: SettledBodies = {}): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ sent_at: now.toISOString(), next_attempt_at: null, last_error: null, ...bodies })
    .where('id', '=', id)
    .execute();
}

export async function markEmailFailed(db: Executor, id: number, error: string, retryAt: Date, bodies: SettledBodies = {}): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ last_error: error.slice(0, 500), next_attempt_at: retryAt.toISOString(), ...bodies })
    .where('id', '=', id)
    .execute();
}

/** Emails of a kind sent to an address since a time: lets a flow refuse to flood one inbox. */
export async function countRecentEmails(db: Executor, to: string, kinds: readonly string[], since: Date): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('to_address', '=', to)
    .where('kind', 'in', kinds)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listRecentEmails(db: Executor, options: { to?: string; limit: number }) {
  let query = db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.to) query = query.where('to_address', '=', options.to.trim().toLowerCase());
  return query.execute();
}
