import { z } from 'zod';
import { toIsoDate } from '../../../domain/time';
import { requestEmailDelivery } from '../../integrations/email/outbox.jobs';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import { placeDueAutoOrders, RUN_LEASE_MS, sendReminders, type EngineDeps } from './autoorder-engine';
import { listDueSubscriptionIds } from './autoorders.queries';

export const AUTOORDER_PASS_JOB = 'autoorders:pass';
export const AUTOORDER_RUN_JOB = 'autoorders:run';
const PAGE = 1000;

/**
 * The AutoOrder engine as jobs (issue 15; issue 23 §6). The pass, every AUTOORDER_INTERVAL_MINUTES
 * (none when 0), sends the day's reminders and queues one run job per due subscription; the run jobs
 * are what several servers (or `npm run jobs -- work` processes) share on PostgreSQL. A run job
 * claims its subscription's run for the due date in auto_order_runs before it places anything, so a
 * run job queued twice, retried, or left by a killed worker and queued again by the next pass places
 * one order (autoorder-engine.ts). `npm run autoorders -- run` still runs a whole pass in one process.
 */
export function autoOrderJobs(deps: EngineDeps, { intervalMinutes }: { intervalMinutes: number }): JobDefinition[] {
  const pass = defineJob({
    name: AUTOORDER_PASS_JOB,
    payload: z.object({}),
    ...(intervalMinutes > 0 ? { schedule: { everyMinutes: intervalMinutes } } : {}),
    maxAttempts: 3,
    async run(_payload, { log, queue }) {
      const now = new Date();
      const asOf = toIsoDate(now);
      const reminders = await sendReminders(deps, asOf, now);
      if (reminders > 0) await requestEmailDelivery(queue);
      const staleBefore = new Date(now.getTime() - RUN_LEASE_MS);
      let queued = 0;
      for (let afterId = 0; ;) {
        const ids = await listDueSubscriptionIds(deps.db, { asOf, now, staleBefore, afterId, limit: PAGE });
        if (ids.length === 0) break;
        // Keyed by subscription: a run still waiting from the last pass is not queued twice.
        await queue.addMany(AUTOORDER_RUN_JOB, ids.map((subscriptionId) => ({ payload: { subscriptionId }, jobKey: `${AUTOORDER_RUN_JOB}:${subscriptionId}` })));
        queued += ids.length;
        afterId = ids[ids.length - 1]!;
      }
      if (queued + reminders > 0) log.info({ asOf, queued, reminders }, 'autoorder pass: runs queued');
    },
  });

  const run = defineJob({
    name: AUTOORDER_RUN_JOB,
    payload: z.object({ subscriptionId: z.number().int().positive() }),
    // A failure (the database, the provider) leaves the run claimed: the retries after the lease
    // (RUN_LEASE_MS) take it over and settle its checkout rather than place another.
    maxAttempts: 10,
    async run({ subscriptionId }, { log, queue }) {
      const now = new Date();
      const entries = await placeDueAutoOrders(deps, { asOf: toIsoDate(now), now, onlyIds: [subscriptionId] });
      for (const e of entries) {
        log.info({ subscriptionId, dueDate: e.dueDate, outcome: e.outcome, orderNumbers: e.orderNumbers, detail: e.detail || undefined }, 'autoorder run');
      }
      if (entries.length > 0) await requestEmailDelivery(queue);
    },
  });

  return [pass, run];
}
