import type { FastifyBaseLogger } from 'fastify';
import { MINUTE_MS, toIsoDate } from '../../../domain/time';
import { runDueAutoOrders, type EngineDeps } from './autoorder-engine';

/**
 * Runs the AutoOrder engine inside the server every few minutes (AUTOORDER_INTERVAL_MINUTES, 10 by
 * default; 0 for none). Every server copy may run it: the runs are claimed in the database (unique
 * due date, `FOR UPDATE SKIP LOCKED` on PostgreSQL), so two copies never place the same order
 * (docs/decisions/058-autoorder-engine.md).
 */
export function startAutoOrderScheduler(deps: EngineDeps, o: { minutes: number; log: FastifyBaseLogger; onEmails: () => void }): () => void {
  if (o.minutes <= 0) return () => {};
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const report = await runDueAutoOrders(deps, { asOf: toIsoDate(now), now });
      if (report.entries.length + report.reminders > 0) {
        const counts: Record<string, number> = {};
        for (const e of report.entries) counts[e.outcome] = (counts[e.outcome] ?? 0) + 1;
        o.log.info({ ...counts, reminders: report.reminders }, 'autoorders processed');
        o.onEmails();
      }
    } catch (error) {
      o.log.error({ err: error }, 'autoorder pass failed; the next pass tries again');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), o.minutes * MINUTE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
