/**
 * Prescription renewals by hand (issue 28), for operations and tests:
 *
 *   npm run renewals -- run [--as-of YYYY-MM-DD]   makes the renewal tasks and reminder emails due on
 *                                                  the date (today by default) and prints them
 *
 * Uses the same DATABASE_URL, PUBLIC_URL and SMTP_URL as the server. Safe beside the servers' daily
 * job: each prescription's task for its expiry cycle is made once in the database.
 */
import { parseArgs } from 'node:util';
import { runRenewals } from '../src/server/account/prescriptions';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { isIsoDate, toIsoDate } from '../src/domain/time';
import { deliverQueuedEmails, runCommand } from './cli-support';

const USAGE = 'usage: npm run renewals -- run [--as-of YYYY-MM-DD]';

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
    // The date's noon UTC, or now for today: the windows count from it.
    const now = asOf === toIsoDate(new Date()) ? new Date() : new Date(`${asOf}T12:00:00.000Z`);
    const made = await runRenewals(database.db, config.publicUrl, now);
    console.log(`Renewal tasks made on ${asOf}: ${made.length}${made.length > 0 ? ` (${made.join(', ')})` : ''}`);
    const log = { info: () => {}, error: console.error, warn: console.error };
    await deliverQueuedEmails(database.db, config, log);
    return 0;
  } finally {
    await database.destroy();
  }
}

runCommand(main);
