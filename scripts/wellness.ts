/**
 * Wellness plan billing by hand (issue 27), for operations and tests:
 *
 *   npm run wellness -- run [--as-of YYYY-MM-DD]   charges every plan payment due on or before the
 *                                                   date (today by default), and the declined ones
 *                                                   whose retry time has come; prints each outcome
 *
 * The same as a `wellness:pass` job; safe beside running servers: each payment is claimed once.
 */
import { runDueWellnessPayments } from '../src/server/account/wellness-plans';
import { createPaymentProvider } from '../src/server/integrations/payment/payment-gateway';
import { runAsOfCommand, runCommand } from './cli-support';

const USAGE = 'usage: npm run wellness -- run [--as-of YYYY-MM-DD]';

runCommand((argv) => runAsOfCommand(argv, USAGE, async (asOf, db, config) => {
  const entries = await runDueWellnessPayments({ db, payments: createPaymentProvider(config), baseUrl: config.publicUrl }, { asOf, now: new Date() });
  console.log(`Wellness plan payments due on or before ${asOf}: ${entries.length}`);
  for (const e of entries) console.log(`${e.outcome.padEnd(9)} payment ${e.paymentId} enrolment ${e.enrolmentId} month ${e.month} ${(e.amountCents / 100).toFixed(2)} $${e.detail ? ` — ${e.detail}` : ''}`);
}));
