import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import { settleCheckout, type SettleDeps } from './checkout-settlement';
import { listPendingCheckouts } from './checkouts.queries';
import type { PendingCheckout } from './pending-checkout';
import { MINUTE_MS } from '../../../domain/time';

/**
 * Settles checkouts left pending by a crash (issue 10 §8): at start and every minute, each server
 * takes the pending checkouts claimed more than PENDING_CHECKOUT_LEASE_MS ago and confirms those the
 * provider holds an authorisation for, releasing the others (stock and credit given back). The
 * lease is far longer than any authorisation takes, so a checkout a live request is still placing
 * is left to it; should both meet, the settlement steps are idempotent (checkout-settlement.ts).
 */
export const PENDING_CHECKOUT_LEASE_MS = 2 * MINUTE_MS;
const SWEEP_EVERY_MS = MINUTE_MS;
const BATCH = 100;

export interface SweepResult {
  confirmed: number;
  released: number;
}

export async function settlePendingCheckouts(deps: SettleDeps, now: Date, log?: FastifyBaseLogger): Promise<SweepResult> {
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

/** Runs the sweep now (awaited: at start) and every minute until stopped. */
export async function startPendingCheckoutSweep(
  deps: SettleDeps,
  options: { log: FastifyBaseLogger; onConfirmed: () => void },
): Promise<() => void> {
  let running = false;
  const sweep = async () => {
    if (running) return; // a slow provider: the previous sweep is still settling
    running = true;
    const result = await settlePendingCheckouts(deps, new Date(), options.log).catch((error: unknown) => {
      options.log.error({ err: error }, 'pending checkout sweep failed');
      return { confirmed: 0, released: 0 };
    });
    if (result.confirmed + result.released > 0) options.log.info(result, 'settled pending checkouts');
    if (result.confirmed > 0) options.onConfirmed();
    running = false;
  };
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
