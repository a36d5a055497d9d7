import type { Db } from '../../db/database';
import { redactUrlsInText } from '../../http/redact-url';
import type { Mailer } from './mailer';
import { claimEmail, findDueEmails, markEmailFailed, markEmailSent, type SettledBodies } from './outbox.queries';
import { MINUTE_MS } from '../../../domain/time';

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  log: { error(data: object, message: string): void; warn(data: object, message: string): void };
  maxAttempts?: number;
  now?: () => Date;
  /**
   * Keep each email's links usable after it is settled. Only for the development mailbox (no SMTP,
   * not production), where /dev/mail is how the email is read. Otherwise, once an email is sent
   * (or given up on), its stored copy keeps its links without their tokens, so reading the
   * database never yields a working confirmation or reset link.
   */
  keepSentLinks?: boolean;
}

export interface OutboxWorker {
  /**
   * One delivery round over what is due now: each row claimed, sent, marked; a failed send is
   * recorded on its row with its back-off. Throws only when the outbox itself cannot be read or
   * written (the email job is then retried).
   */
  deliverDue(): Promise<void>;
  /** Delivers what is due now, one round at a time, logging rather than throwing (commands, tests). */
  kick(): Promise<void>;
  /** Waits for the delivery in flight and closes the mailer, so the database can close safely. */
  stop(): Promise<void>;
}

const BATCH = 20;
const LEASE_MS = 2 * MINUTE_MS;
/** 1, 4, 9, 16 minutes after failures 1 to 4; the fifth failure leaves the row for a person to read. */
const backoffMs = (attempt: number) => attempt * attempt * MINUTE_MS;

export function createOutboxWorker({
  db,
  mailer,
  log,
  maxAttempts = 5,
  now = () => new Date(),
  keepSentLinks = false,
}: OutboxWorkerOptions): OutboxWorker {
  const settled = (email: { body_text: string; body_html: string }): SettledBodies =>
    keepSentLinks ? {} : { body_text: redactUrlsInText(email.body_text), body_html: redactUrlsInText(email.body_html) };

  let running: Promise<void> | null = null;
  let again = false;

  async function deliverDue(): Promise<void> {
    for (;;) {
      const due = await findDueEmails(db, now(), maxAttempts, BATCH);
      let sent = 0;
      for (const email of due) {
        if (!(await claimEmail(db, email.id, email.attempts, new Date(now().getTime() + LEASE_MS)))) continue;
        try {
          await mailer.send({ to: email.to_address, subject: email.subject, text: email.body_text, html: email.body_html });
          await markEmailSent(db, email.id, now(), settled(email));
          sent += 1;
        } catch (error) {
          const attempt = email.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          log.warn({ emailId: email.id, attempt, err: message }, 'email delivery failed');
          const lastTry = attempt >= maxAttempts;
          await markEmailFailed(db, email.id, message, new Date(now().getTime() + backoffMs(attempt)), lastTry ? settled(email) : {});
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
    deliverDue,
    kick,
    async stop() {
      again = false;
      await running;
      mailer.close();
    },
  };
}
