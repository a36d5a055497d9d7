import type { Db } from '../../db/database';
import type { Mailer } from './mailer';
import { claimEmail, findDueEmails, markEmailFailed, markEmailSent } from './outbox.queries';

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: { error(data: object, message: string): void; warn(data: object, message: string): void };
  /** How often unsent rows are retried (a kick after each commit covers the usual case). */
  intervalMs?: number;
  maxAttempts?: number;
  now?: () => Date;
}

export interface OutboxWorker {
  /** Delivers what is due now; call after a transaction that queued an email has committed. */
  kick(): Promise<void>;
  start(): void;
  /** Stops the timer and waits for the delivery in flight, so the database can close safely. */
  stop(): Promise<void>;
}

const BATCH = 20;
const LEASE_MS = 2 * 60_000;
/** 1, 4, 9, 16 minutes after failures 1 to 4; the fifth failure leaves the row for a person to read. */
const backoffMs = (attempt: number) => attempt * attempt * 60_000;

export function createOutboxWorker({
  db,
  mailer,
  log,
  intervalMs = 30_000,
  maxAttempts = 5,
  now = () => new Date(),
}: OutboxWorkerOptions): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function deliverDue(): Promise<void> {
    for (;;) {
      const due = await findDueEmails(db, now(), maxAttempts, BATCH);
      let sent = 0;
      for (const email of due) {
        if (!(await claimEmail(db, email.id, email.attempts, new Date(now().getTime() + LEASE_MS)))) continue;
        try {
          await mailer.send({ to: email.to_address, subject: email.subject, text: email.body_text, html: email.body_html });
          await markEmailSent(db, email.id, now());
          sent += 1;
        } catch (error) {
          const attempt = email.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          log.warn({ emailId: email.id, attempt, err: message }, 'email delivery failed');
          await markEmailFailed(db, email.id, message, new Date(now().getTime() + backoffMs(attempt)));
        }
      }
      if (due.length < BATCH || sent === 0) return;
    }
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (error) {
          log.error({ err: error }, 'email outbox run failed');
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    kick,
    start() {
      if (timer) return;
      timer = setInterval(() => void kick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
      mailer.close();
    },
  };
}
