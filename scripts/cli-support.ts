import { parseArgs } from 'node:util';
import { isIsoDate, toIsoDate } from '../src/domain/time';
import { ConfigError, loadConfig, type Config } from '../src/server/config';
import { openDatabase, type Db } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { storeOutboxWorker } from '../src/server/integrations/email/store-outbox';

type Log = Parameters<typeof storeOutboxWorker>[2];

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/**
 * A command's log: one JSON line per entry at `level` and above (LOG_LEVEL), on standard error,
 * shaped like the server's pino lines so the same tools read both.
 */
export function commandLog(level: string) {
  const threshold = level === 'silent' ? LEVELS.length : Math.max(0, LEVELS.indexOf(level as (typeof LEVELS)[number]));
  const at = (name: (typeof LEVELS)[number]) => (data: object, msg: string) => {
    if (LEVELS.indexOf(name) < threshold) return;
    const fields = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Error ? { type: v.name, message: v.message, stack: v.stack } : v]));
    process.stderr.write(`${JSON.stringify({ level: name, time: Date.now(), pid: process.pid, ...fields, msg })}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** Sends the emails a command queued, now, rather than waiting for a server's outbox worker. */
export async function deliverQueuedEmails(db: Db, config: Config, log: Log): Promise<void> {
  const worker = storeOutboxWorker(db, config, log);
  await worker.kick();
  await worker.stop();
}

/** Runs a command's main and exits with its code; a configuration error prints its message alone. */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    // Exits once standard output has taken everything written: into a pipe, an exit straight after
    // the last lines lost them (a report read by another program ended early).
    (code) => process.stdout.write('', () => process.exit(code)),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}

/** A command's work on the server's database (DATABASE_URL), migrated first and closed after, whatever happens. */
export async function withMigratedDatabase<T>(work: (db: Db, config: Config) => Promise<T>, { poolSize = 1 } = {}): Promise<T> {
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, poolSize });
  try {
    await migrateToLatest(database.db);
    return await work(database.db, config);
  } finally {
    await database.destroy();
  }
}

/**
 * `npm run <command> -- run [--as-of YYYY-MM-DD]`: a scheduled job's work by hand, for operations
 * and tests (AutoOrders, wellness plan payments, prescription renewals): the date (today by
 * default) on the server's migrated database, then the emails it queued sent at once. The usage
 * or a malformed date is printed with exit code 2.
 */
export async function runAsOfCommand(
  argv: string[], usage: string, work: (asOf: string, db: Db, config: Config) => Promise<void>, options: { poolSize?: number } = {},
): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { 'as-of': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || positionals[0] !== 'run') {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const asOf = values['as-of'] ?? toIsoDate(new Date());
  if (!isIsoDate(asOf)) {
    console.error(`--as-of must be a date like 2026-12-01, got '${asOf}'.\n${usage}`);
    return 2;
  }
  return withMigratedDatabase(async (db, config) => {
    await work(asOf, db, config);
    await deliverQueuedEmails(db, config, commandLog(config.logLevel));
    return 0;
  }, options);
}
