import { Logger, makeWorkerUtils, parseCronItems, run, type LogLevel, type Runner, type TaskList, type WorkerUtils } from 'graphile-worker';
import pg from 'pg';
import {
  attemptJob, definitionOf, definitionsByName, isScheduledMinute, type AddJobOptions, type JobDefinition, type JobLog, type JobQueue, type JobRunner,
} from './job-definition';

/**
 * The job runner of a store on PostgreSQL: graphile-worker runs the definitions, with its cron for
 * the schedules (one job per tick however many servers run it), its retries with exponential
 * back-off, and any number of instances sharing the queue (`SKIP LOCKED`). Its tables live in their
 * own schema (`JOBS_SCHEMA`, `graphile_worker` by default), created and migrated when a runner starts.
 */
export interface GraphileRunnerOptions {
  connectionString: string;
  /** Where graphile-worker keeps its tables: never a schema of ours. */
  schema: string;
  log: JobLog;
  /** Jobs this process runs at once (default 1). */
  concurrency?: number;
  /** How often to look for jobs whose time came (a new job is noticed at once by LISTEN/NOTIFY). */
  pollIntervalMs?: number;
}

export function createGraphileRunner(definitions: readonly JobDefinition[], o: GraphileRunnerOptions): JobRunner {
  const byName = definitionsByName(definitions);
  const concurrency = o.concurrency ?? 1;
  let pool: pg.Pool | null = null;
  let utils: WorkerUtils | null = null;
  let runner: Runner | null = null;
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
  const stopped = new Promise<void>((resolve, reject) => { settle = { resolve, reject }; });
  // Nobody may be waiting on it (a server only logs the failure below).
  stopped.catch(() => undefined);

  const ready = () => {
    if (!utils) throw new Error('the job runner is not started');
    return utils;
  };

  const queue: JobQueue = {
    async add(name: string, payload: unknown, options: AddJobOptions = {}) {
      const definition = definitionOf(byName, name);
      definition.payload.parse(payload);
      await ready().addJob(name, payload, {
        jobKey: options.jobKey, runAt: options.runAt, maxAttempts: definition.maxAttempts, priority: definition.priority,
      });
    },
    async addMany(name: string, jobs: readonly { payload: unknown; jobKey?: string }[]) {
      const definition = definitionOf(byName, name);
      if (jobs.length === 0) return;
      for (const job of jobs) definition.payload.parse(job.payload);
      await ready().addJobs(jobs.map((job) => ({
        identifier: name, payload: job.payload, jobKey: job.jobKey, maxAttempts: definition.maxAttempts, priority: definition.priority,
      })));
    },
  };

  const taskList: TaskList = Object.fromEntries(definitions.map((definition) => [
    definition.name,
    (payload: unknown, helpers: { job: { id: string; attempts: number; max_attempts: number } }) =>
      attemptJob(definition, payload, { log: o.log, queue, attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts, jobId: helpers.job.id }),
  ]));

  const cronItems = parseCronItems(definitions.flatMap((definition) => {
    const schedule = definition.schedule;
    if (!schedule) return [];
    return [{
      task: definition.name,
      identifier: definition.name,
      match: (digest: { hour: number; min: number }) => isScheduledMinute(schedule, { getUTCHours: () => digest.hour, getUTCMinutes: () => digest.min }),
      payload: {},
      // No back-fill of ticks missed while no runner ran: each scheduled job finds all its work.
      options: { backfillPeriod: 0, maxAttempts: definition.maxAttempts, priority: definition.priority, jobKey: definition.name, jobKeyMode: 'replace' as const },
    }];
  }));

  return {
    kind: 'graphile',
    ...queue,
    async start() {
      if (pool) throw new Error('the job runner was already started');
      // One pool for the worker and for queuing: graphile-worker needs a connection to LISTEN on.
      pool = new pg.Pool({ connectionString: o.connectionString, max: concurrency + 3 });
      // A connection that drops between queries must not crash the process: it is logged, and
      // graphile-worker reconnects.
      pool.on('error', (error) => o.log.error({ err: error }, 'job queue connection failed'));
      pool.on('connect', (client) => client.on('error', (error) => o.log.error({ err: error }, 'job queue connection failed')));
      runner = await run({
        pgPool: pool,
        schema: o.schema,
        concurrency,
        noHandleSignals: true,
        pollInterval: o.pollIntervalMs ?? 2000,
        logger: new Logger(() => (level: LogLevel, message: string, meta?: object) => relay(o.log, level, message, meta as Parameters<typeof relay>[3])),
        taskList,
        parsedCronItems: cronItems,
      });
      runner.promise.then(settle.resolve, (error: unknown) => {
        o.log.error({ err: error }, 'the job runner stopped on an error: no more jobs run in this process');
        settle.reject(error);
      });
      utils = await makeWorkerUtils({ pgPool: pool, schema: o.schema });
      for (const definition of definitions) {
        if (definition.schedule?.atStart) await queue.add(definition.name, {}, { jobKey: definition.name });
      }
    },
    async stop() {
      // A runner that stopped by itself (its database went away) says so: nothing more to stop.
      await runner?.stop().catch((error: unknown) => o.log.debug({ err: error }, 'job runner already stopped'));
      await utils?.release();
      await pool?.end();
      runner = null;
      utils = null;
      settle.resolve();
    },
    stopped,
  };
}

/**
 * graphile-worker's own lines: its errors stay errors; the rest (a line per job done) is detail.
 * A failed job is logged by attemptJob, with what happens next.
 */
function relay(log: JobLog, level: LogLevel, message: string, meta: { job?: { id: string; task_identifier: string } } = {}): void {
  // A job's id and name are enough: its payload (a customer's id) and its row stay out of the log.
  const data = { ...meta, job: meta.job ? { id: meta.job.id, task: meta.job.task_identifier } : undefined, from: 'graphile-worker' };
  if (level === 'error' && !message.startsWith('Failed task')) log.error(data, message);
  else if (level === 'warning') log.warn(data, message);
  else log.debug(data, message);
}
