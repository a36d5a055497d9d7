import { z } from 'zod';
import { PAYOUT_TIME_ZONE, previousMonth } from '../../../domain/settlement';
import { localDay } from '../../../domain/clinic-hours';
import { billMonth, settleStalePayments } from '../../clinic/invoices';
import type { Db } from '../../db/database';
import type { PaymentProvider } from '../../integrations/payment/payment-gateway';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';

export const INVOICES_MONTHLY_JOB = 'invoices:monthly';

/**
 * The platform bills each clinic monthly (issue 27): once a day (midnight UTC) the job bills the month before
 * today (Toronto) for every clinic not billed yet (one invoice per clinic and month, unique), so
 * the first run of a month bills it and later runs change nothing; `{ month }` bills a given month
 * (the platform's "bill a month" action calls billMonth directly). It also
 * finishes card payments a crash left pending.
 */
export function invoiceJobs(deps: { db: Db; payments: PaymentProvider }): JobDefinition[] {
  return [defineJob({
    name: INVOICES_MONTHLY_JOB,
    payload: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/).optional() }),
    schedule: { everyMinutes: 1440 },
    maxAttempts: 5,
    async run(payload, { log }) {
      const now = new Date();
      const month = payload.month ?? previousMonth(localDay(now, PAYOUT_TIME_ZONE));
      const result = await billMonth(deps.db, month, now, { userId: null, role: 'system' });
      const settled = await settleStalePayments(deps, now);
      if (result.created + settled > 0) log.info({ month, ...result, settled }, 'invoices: month billed');
    },
  })];
}
