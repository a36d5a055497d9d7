import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { defineJob, type JobDefinition, type JobQueue } from '../../jobs/job-definition';
import type { MailLog } from './mailer';
import type { OutboxWorkerOptions } from './outbox-worker';
import { storeOutboxWorker } from './store-outbox';

/** Sends what the email outbox holds (DESIGN §4): after a commit that queued an email, and each minute for the retries. */
export const EMAIL_DELIVERY_JOB = 'email:deliver';

/**
 * Asks for a delivery round now: what a route calls (through `app.deliverEmails()`) and what a job
 * calls once its transaction queued emails. One round waits at a time (its job key); a round already
 * running is followed by another, so nothing committed meanwhile waits for the next minute.
 */
export function requestEmailDelivery(queue: JobQueue): Promise<void> {
  return queue.add(EMAIL_DELIVERY_JOB, {}, { jobKey: EMAIL_DELIVERY_JOB });
}

/**
 * The delivery job. Each row is claimed before it is sent (outbox.queries.ts claimEmail), so rounds
 * on several servers, or a round retried, send each email once; a failed send waits its own
 * back-off on its row (1, 4, 9, 16 minutes), which the each-minute round picks up.
 */
export function emailJobs(db: Db, config: Config, log: MailLog & OutboxWorkerOptions['log']): { definitions: JobDefinition[]; close(): Promise<void> } {
  const outbox = storeOutboxWorker(db, config, log);
  const deliver = defineJob({
    name: EMAIL_DELIVERY_JOB,
    payload: z.object({}),
    schedule: { everyMinutes: 1 },
    maxAttempts: 5,
    // Before bulk work: a shopper waits for a confirmation while an AutoOrder pass has thousands queued.
    priority: -10,
    run: () => outbox.deliverDue(),
  });
  return { definitions: [deliver], close: () => outbox.stop() };
}
