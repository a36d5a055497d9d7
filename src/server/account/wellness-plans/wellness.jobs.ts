import { z } from 'zod';
import { toIsoDate } from '../../../domain/time';
import { requestEmailDelivery } from '../../integrations/email/outbox.jobs';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import { runDueWellnessPayments, WELLNESS_LEASE_MS, type BillingDeps } from './wellness-billing';
import { listDuePaymentIds } from './wellness.queries';

export const WELLNESS_PASS_JOB = 'wellness:pass';
const WELLNESS_CHARGE_JOB = 'wellness:charge';
const PAGE = 1000;

/**
 * Wellness plan billing as jobs (issue 27), as the AutoOrder engine's (autoorders.jobs.ts): the
 * pass, every WELLNESS_INTERVAL_MINUTES (none when 0), queues one charge job per due payment; the
 * charge jobs are shared by every server and worker. A charge claims its payment before the card
 * (wellness-billing.ts), so a job queued twice, retried, or left by a killed worker charges once.
 */
export function wellnessJobs(deps: BillingDeps, { intervalMinutes }: { intervalMinutes: number }): JobDefinition[] {
  const pass = defineJob({
    name: WELLNESS_PASS_JOB,
    payload: z.object({}),
    ...(intervalMinutes > 0 ? { schedule: { everyMinutes: intervalMinutes } } : {}),
    maxAttempts: 3,
    async run(_payload, { log, queue }) {
      const now = new Date();
      const staleBefore = new Date(now.getTime() - WELLNESS_LEASE_MS);
      let queued = 0;
      for (let afterId = 0; ;) {
        const ids = await listDuePaymentIds(deps.db, { asOf: toIsoDate(now), now, staleBefore, limit: PAGE, afterId });
        if (ids.length === 0) break;
        await queue.addMany(WELLNESS_CHARGE_JOB, ids.map((paymentId) => ({ payload: { paymentId }, jobKey: `${WELLNESS_CHARGE_JOB}:${paymentId}` })));
        queued += ids.length;
        afterId = ids[ids.length - 1]!;
      }
      if (queued > 0) log.info({ queued }, 'wellness pass: charges queued');
    },
  });

  const charge = defineJob({
    name: WELLNESS_CHARGE_JOB,
    payload: z.object({ paymentId: z.number().int().positive() }),
    maxAttempts: 10,
    async run({ paymentId }, { log, queue }) {
      const now = new Date();
      const entries = await runDueWellnessPayments(deps, { asOf: toIsoDate(now), now, onlyPaymentIds: [paymentId] });
      for (const e of entries) log.info({ ...e }, 'wellness charge');
      if (entries.some((e) => e.outcome === 'declined')) await requestEmailDelivery(queue);
    },
  });

  return [pass, charge];
}
