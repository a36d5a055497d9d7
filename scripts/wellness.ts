/**
 * Wellness plan billing by hand (issue 27), for operations and tests:
 *
 *   npm run wellness -- run [--as-of YYYY-MM-DD]   charges every plan payment due on or before the
 *                                                   date (today by default), and the declined ones
 *                                                   whose retry time has come; prints each outcome
 *
 * The same as a `wellness:pass` job; safe beside running servers: each payment is claimed once.
 */
import { parseArgs } from 'node:util';
import { runDueWellnessPayments } from '../src/server/account/wellness-plans';
import { isIsoDate, toIsoDate } from '../src/domain/time';
import { createPaymentProvider } from '../src/server/integrations/payment/payment-gateway';
import { commandLog, deliverQueuedEmails, runCommand, withMigratedDatabase } from './cli-support';

const USAGE = 'usage: npm run wellness -- run [--as-of YYYY-MM-DD]';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { 'as-of': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || positionals[0] !== 'run') {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const asOf = values['as-of'] ?? toIsoDate(new Date());
  if (!isIsoDate(asOf)) {
    console.error(`--as-of must be a date like 2026-12-01, got '${asOf}'.\n${USAGE}`);
    return 2;
  }
  return withMigratedDatabase(async (db, config) => {
    const entries = await runDueWellnessPayments({ db, payments: createPaymentProvider(config), baseUrl: config.publicUrl }, { asOf, now: new Date() });
    console.log(`Wellness plan payments due on or before ${asOf}: ${entries.length}`);
    for (const e of entries) console.log(`${e.outcome.padEnd(9)} payment ${e.paymentId} enrolment ${e.enrolmentId} month ${e.month} ${(e.amountCents / 100).toFixed(2)} $${e.detail ? ` — ${e.detail}` : ''}`);
    await deliverQueuedEmails(db, config, commandLog(config.logLevel));
    return 0;
  });
}

runCommand(main);
