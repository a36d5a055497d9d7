import { z } from 'zod';
import { AppError } from '../../errors';
import { requestEmailDelivery } from '../../integrations/email/outbox.jobs';
import { defineJob, type JobDefinition, type JobLog } from '../../jobs/job-definition';
import { settleCheckout, type SettleDeps } from './checkout-settlement';
import { listPendingCheckouts } from './checkouts.queries';
import type { PendingCheckout } from './pending-checkout';
import { MINUTE_MS } from '../../../domain/time';

/**
 * Settles checkouts left pending by a crash (issue 10 §8): at start and every minute, a job (below)
 * takes the pending checkouts claimed more than PENDING_CHECKOUT_LEASE_MS ago and confirms those the
 * provider holds an authorisation for, releasing the others (stock and credit given back). The
 * lease is far longer than any authorisation takes, so a checkout a live request is still placing
 * is left to it; should both meet, the settlement steps are idempotent (checkout-settlement.ts).
 */
export const PENDING_CHECKOUT_LEASE_MS = 2 * MINUTE_MS;
const SWEEP_EVERY_MINUTES = 1;
const BATCH = 100;

export interface SweepResult {
  confirmed: number;
  released: number;
}

export async function settlePendingCheckouts(deps: SettleDeps, now: Date, log?: Pick<JobLog, 'error'>): Promise<SweepResult> {
  const result: SweepResult = { confirmed: 0, released: 0 };
  const stale = await listPendingCheckouts(deps.db, new Date(now.getTime() - PENDING_CHECKOUT_LEASE_MS), BATCH);
  for (const row of stale) {
    try {
      await settleCheckout(deps, JSON.parse(row.pendingJson) as PendingCheckout, { mode: 'recover', now });
      result.confirmed += 1;
    } catch (error) {
      if (error instanceof AppError) result.released += 1;
      else log?.error({ err: error, checkoutId: row.id }, 'a pending checkout could not be settled; the next sweep tries again');
    }
  }
  return result;
}

const SETTLE_PENDING_CHECKOUTS_JOB = 'checkouts:settle-pending';

/**
 * The sweep as a job (src/server/jobs/): each minute and once when a runner starts. On PostgreSQL
 * one server's runner takes each tick; settling is idempotent in any case (checkout-settlement.ts).
 */
export function pendingCheckoutJobs(deps: SettleDeps): JobDefinition[] {
  return [defineJob({
    name: SETTLE_PENDING_CHECKOUTS_JOB,
    payload: z.object({}),
    schedule: { everyMinutes: SWEEP_EVERY_MINUTES, atStart: true },
    maxAttempts: 3,
    async run(_payload, { log, queue }) {
      const result = await settlePendingCheckouts(deps, new Date(), log);
      if (result.confirmed + result.released > 0) log.info(result, 'settled pending checkouts');
      // The confirmations of the checkouts it confirmed.
      if (result.confirmed > 0) await requestEmailDelivery(queue);
    },
  })];
}
