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
import { runDueAutoOrders, type RunEntry } from '../src/server/account/autoorders';
import { createPaymentProvider } from '../src/server/integrations/payment/payment-gateway';
import { runAsOfCommand, runCommand } from './cli-support';

const USAGE = 'usage: npm run autoorders -- run [--as-of YYYY-MM-DD]';

function line(e: RunEntry): string {
  const what = e.orderNumbers.length > 0 ? ` ${e.orderNumbers.join(', ')} ${(e.totalCents / 100).toFixed(2)} $` : '';
  const next = e.nextOrderDate ? ` next ${e.nextOrderDate}` : '';
  return `${e.outcome.padEnd(15)} subscription ${e.subscriptionId} due ${e.dueDate}${what}${next}${e.detail ? ` — ${e.detail}` : ''}`;
}

runCommand((argv) => runAsOfCommand(argv, USAGE, async (asOf, db, config) => {
  const report = await runDueAutoOrders(
    { db, payments: createPaymentProvider(config), baseUrl: config.publicUrl.replace(/\/+$/, '') },
    { asOf, now: new Date() },
  );
  console.log(`AutoOrders due on or before ${asOf}: ${report.entries.length}; reminders sent: ${report.reminders}`);
  for (const e of report.entries) console.log(line(e));
  const counts: Record<string, number> = {};
  for (const e of report.entries) counts[e.outcome] = (counts[e.outcome] ?? 0) + 1;
  console.log(Object.entries(counts).map(([k, n]) => `${k}: ${n}`).join(', ') || 'nothing was due');
}, { poolSize: 2 }));
