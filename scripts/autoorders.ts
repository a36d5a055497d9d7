/**
 * The AutoOrder engine by hand (issue 15), for operations and tests:
 *
 *   npm run autoorders -- run [--as-of YYYY-MM-DD]   places every AutoOrder due on or before the date
 *                                                    (today by default) and prints what it placed,
 *                                                    skipped and why
 *
 * Uses the same DATABASE_URL, PUBLIC_URL, SMTP_URL and payment settings as the server. Safe to run
 * while servers run theirs: each due date is claimed once in the database.
 */
import { parseArgs } from 'node:util';
import { runDueAutoOrders, type RunEntry } from '../src/server/account/autoorders';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createPaymentProvider } from '../src/server/integrations/payment/payment-gateway';
import { isIsoDate, toIsoDate } from '../src/domain/time';
import { deliverQueuedEmails, runCommand } from './cli-support';

const USAGE = 'usage: npm run autoorders -- run [--as-of YYYY-MM-DD]';

function line(e: RunEntry): string {
  const what = e.orderNumbers.length > 0 ? ` ${e.orderNumbers.join(', ')} ${(e.totalCents / 100).toFixed(2)} $` : '';
  const next = e.nextOrderDate ? ` next ${e.nextOrderDate}` : '';
  return `${e.outcome.padEnd(15)} subscription ${e.subscriptionId} due ${e.dueDate}${what}${next}${e.detail ? ` — ${e.detail}` : ''}`;
}

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
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    const report = await runDueAutoOrders(
      { db: database.db, payments: createPaymentProvider(config), baseUrl: config.publicUrl.replace(/\/+$/, '') },
      { asOf, now: new Date() },
    );
    console.log(`AutoOrders due on or before ${asOf}: ${report.entries.length}; reminders sent: ${report.reminders}`);
    for (const e of report.entries) console.log(line(e));
    const counts: Record<string, number> = {};
    for (const e of report.entries) counts[e.outcome] = (counts[e.outcome] ?? 0) + 1;
    console.log(Object.entries(counts).map(([k, n]) => `${k}: ${n}`).join(', ') || 'nothing was due');
    const log = { info: () => {}, error: console.error, warn: console.error };
    await deliverQueuedEmails(database.db, config, log);
    return 0;
  } finally {
    await database.destroy();
  }
}

runCommand(main);
