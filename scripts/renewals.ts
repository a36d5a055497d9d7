/**
 * Prescription renewals by hand (issue 28), for operations and tests:
 *
 *   npm run renewals -- run [--as-of YYYY-MM-DD]   makes the renewal tasks and reminder emails due on
 *                                                  the date (today by default) and prints them
 *
 * Uses the same DATABASE_URL, PUBLIC_URL and SMTP_URL as the server. Safe beside the servers' daily
 * job: each prescription's task for its expiry cycle is made once in the database.
 */
import { runRenewals } from '../src/server/account/prescriptions';
import { toIsoDate } from '../src/domain/time';
import { runAsOfCommand, runCommand } from './cli-support';

const USAGE = 'usage: npm run renewals -- run [--as-of YYYY-MM-DD]';

runCommand((argv) => runAsOfCommand(argv, USAGE, async (asOf, db, config) => {
  // The date's noon UTC, or now for today: the windows count from it.
  const now = asOf === toIsoDate(new Date()) ? new Date() : new Date(`${asOf}T12:00:00.000Z`);
  const made = await runRenewals(db, config.publicUrl, now);
  console.log(`Renewal tasks made on ${asOf}: ${made.length}${made.length > 0 ? ` (${made.join(', ')})` : ''}`);
}));
