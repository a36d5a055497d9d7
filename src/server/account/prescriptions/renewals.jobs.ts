import { z } from 'zod';
import type { Db } from '../../db/database';
import { requestEmailDelivery } from '../../integrations/email/outbox.jobs';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import { runRenewals } from './renewals.service';

export const RENEWALS_JOB = 'renewals:daily';

/**
 * Issue 28: once a day (midnight UTC) the renewal pass makes the tasks and reminders that are due.
 * What must happen once is guarded by prescription_renewals' unique (prescription, cycle): a retry,
 * a second server or `npm run renewals -- run` at the same time makes no second task nor email.
 */
export function renewalJobs({ db, baseUrl }: { db: Db; baseUrl: string }): JobDefinition[] {
  return [defineJob({
    name: RENEWALS_JOB,
    payload: z.object({}),
    schedule: { everyMinutes: 1440 },
    maxAttempts: 3,
    async run(_payload, { log, queue }) {
      const made = await runRenewals(db, baseUrl, new Date());
      if (made.length > 0) {
        await requestEmailDelivery(queue);
        log.info({ tasks: made.length }, 'renewals: tasks and reminders made');
      }
    },
  })];
}
