import { z } from 'zod';
import { DISTRIBUTOR_SEND_JOB, distributorSendJobKey } from '../../integrations/distributor/distributor-gateway';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import { sendOrderToDistributor, type SendDeps } from './distributor-send.service';
import { ordersWaitingToSend } from './distributor.queries';

/** Orders the sweep queues again at most at once. */
const SWEEP_BATCH = 500;

/**
 * The distributor's background work (issue 25; docs/decisions/080-job-queue.md): one job per order
 * to send, retried with the queue's back-off (the send record keeps it to one copy at the
 * distributor), and a sweep every five minutes and at start that queues again the orders still
 * waiting (the in-process queue forgets its jobs when its process stops).
 */
export function distributorJobs(deps: SendDeps): JobDefinition[] {
  const send = defineJob({
    name: DISTRIBUTOR_SEND_JOB,
    payload: z.object({ orderId: z.number().int().positive() }),
    maxAttempts: 10,
    async run({ orderId }, { log }) {
      const outcome = await sendOrderToDistributor(deps, orderId);
      log.info({ orderId, outcome }, 'order sent to its distributor');
    },
  });
  const sweep = defineJob({
    name: 'distributor:sweep',
    payload: z.object({}),
    schedule: { everyMinutes: 5, atStart: true },
    maxAttempts: 1,
    async run(_payload, { queue }) {
      const ids = await ordersWaitingToSend(deps.db, SWEEP_BATCH);
      if (ids.length > 0) await queue.addMany(DISTRIBUTOR_SEND_JOB, ids.map((orderId) => ({ payload: { orderId }, jobKey: distributorSendJobKey(orderId) })));
    },
  });
  return [send as JobDefinition, sweep as JobDefinition];
}
