import { z } from 'zod';
import { MINUTE_MS } from '../../../domain/time';
import { requestEmailDelivery } from '../../integrations/email/outbox.jobs';
import { defineJob, type JobDefinition, type JobLog } from '../../jobs/job-definition';
import { completeCharge, type PayDeps } from './pay-links.service';
import { listStaleAttempts } from './pay-links.queries';

/**
 * Finishes custom payments a crash left in flight (issue 27): each minute and when a runner starts,
 * the attempts begun more than PAY_ATTEMPT_LEASE_MS ago are charged through `completeCharge`, whose
 * gateway reference makes it capture nothing twice (an attempt already captured is only recorded).
 * The lease is far longer than a charge takes, so a live request is left to finish its own.
 */
export const PAY_ATTEMPT_LEASE_MS = 2 * MINUTE_MS;
const BATCH = 100;

export async function finishStaleAttempts(deps: PayDeps, now: Date, log?: Pick<JobLog, 'error'>): Promise<{ paid: number; declined: number }> {
  const result = { paid: 0, declined: 0 };
  for (const id of await listStaleAttempts(deps.db, new Date(now.getTime() - PAY_ATTEMPT_LEASE_MS).toISOString(), BATCH)) {
    try {
      const outcome = await completeCharge(deps, id, { userId: null, role: 'system' }, now);
      if (outcome === 'paid') result.paid += 1;
      if (outcome === 'declined') result.declined += 1;
    } catch (error) {
      log?.error({ err: error, customPaymentId: id }, 'a custom payment in flight could not be finished; the next sweep tries again');
    }
  }
  return result;
}

export function payLinkJobs(deps: PayDeps): JobDefinition[] {
  return [defineJob({
    name: 'custom-payments:finish-stale',
    payload: z.object({}),
    schedule: { everyMinutes: 1, atStart: true },
    maxAttempts: 3,
    async run(_payload, { log, queue }) {
      const result = await finishStaleAttempts(deps, new Date(), log);
      if (result.paid + result.declined > 0) log.info(result, 'finished custom payments left in flight');
      if (result.paid > 0) await requestEmailDelivery(queue);
    },
  })];
}
