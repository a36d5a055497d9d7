/**
 * The store's background jobs in a process of their own (issue 23 §6; src/server/background-jobs.ts):
 *
 *   npm run jobs -- work [--now NAME]...   takes jobs until stopped (SIGINT, SIGTERM); each --now
 *                                          queues that job at start, e.g. `--now autoorders:pass`
 *                                          for an AutoOrder pass now rather than at the next tick
 *
 * Same DATABASE_URL and settings as the server. On PostgreSQL it is one more graphile-worker
 * instance beside the servers' (run as many as the load needs: they share the queue). On SQLite it
 * runs the jobs in this process, beside the server's own runner: both find their work in the tables
 * and claim each unit once, so running it there is safe but rarely useful.
 */
import { parseArgs } from 'node:util';
import { backgroundJobs } from '../src/server/background-jobs';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { createJobRunner } from '../src/server/jobs/job-runner';
import { commandLog, runCommand } from './cli-support';

const USAGE = 'usage: npm run jobs -- work [--now JOB_NAME]...';

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { now: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || positionals[0] !== 'work') {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const log = commandLog(config.logLevel);
  const database = openDatabase({ url: config.databaseUrl, poolSize: config.jobConcurrency + 2 });
  try {
    await migrateToLatest(database.db);
    const jobs = backgroundJobs({ db: database.db, config, log });
    const runner = createJobRunner(jobs.definitions, { config, db: database.db, log });
    await runner.start();
    for (const name of values.now ?? []) await runner.add(name, {}, { jobKey: name });
    log.info({ runner: runner.kind, jobs: jobs.definitions.map((d) => d.name) }, 'taking jobs until stopped');
    // The runners' own timers do not hold the process open (a server's listener does): this does.
    const keepAlive = setInterval(() => undefined, 1 << 30);
    const signalled = new Promise<'signal'>((resolve) => {
      process.once('SIGINT', () => resolve('signal'));
      process.once('SIGTERM', () => resolve('signal'));
    });
    // A runner that failed on its own (logged) ends the command with an error, for its supervisor to restart it.
    const ended = await Promise.race([signalled, runner.stopped.then(() => 'stopped' as const, () => 'failed' as const)]);
    clearInterval(keepAlive);
    await runner.stop();
    await jobs.close();
    return ended === 'failed' ? 1 : 0;
  } finally {
    await database.destroy();
  }
}

runCommand(main);
