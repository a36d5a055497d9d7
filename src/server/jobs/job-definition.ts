import type { z } from 'zod';

/**
 * Background work as job definitions (issue 23 §6; docs/decisions/080-job-queue.md): each is a name,
 * a payload schema, a handler, an optional schedule and a retry policy. The same definitions run on
 * graphile-worker when the database is PostgreSQL (graphile-runner.ts) and in-process on SQLite
 * (in-process-runner.ts). A job only schedules and retries work: what must happen once is guarded by
 * the feature's own unique keys (auto_order_runs, the outbox's claim, the checkout's state), so a
 * job that runs twice, or dies half-way and runs again, changes nothing twice.
 */

/** The pino-shaped logger jobs write to (the app's, or a command's). */
export interface JobLog {
  debug(data: object, message: string): void;
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface AddJobOptions {
  /**
   * At most one waiting job per key: adding again replaces the waiting one (its payload, its time,
   * a fresh count of attempts). A job with that key already running is left to finish, is not
   * retried, and the new one waits (graphile-worker's job_key, "replace" mode).
   */
  jobKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
}

export interface JobQueue {
  /** Queues one job of a registered definition; the payload is checked against its schema first. */
  add(name: string, payload: unknown, options?: AddJobOptions): Promise<void>;
  /** Queues many jobs of one definition at once (one statement on PostgreSQL). */
  addMany(name: string, jobs: readonly { payload: unknown; jobKey?: string }[]): Promise<void>;
}

export interface JobContext {
  log: JobLog;
  /** To queue follow-up jobs (a pass queues one job per unit of work). */
  queue: JobQueue;
  /** 1 on the first run, up to the definition's maxAttempts. */
  attempt: number;
}

export interface JobSchedule {
  /**
   * Runs at each minute of the UTC day that is a multiple of this: 10 at :00, :10, :20 …; 1440 once
   * a day at midnight UTC. A value that does not divide 1440 starts again at midnight (a shorter
   * last gap). graphile-worker's cron has a minute's resolution, and so has this.
   */
  everyMinutes: number;
  /** Also once when a runner starts (what a crash left waiting is settled without waiting a tick). */
  atStart?: boolean;
}

export interface JobDefinition<P = unknown> {
  /** graphile-worker's task identifier: `feature:what`, e.g. `autoorders:pass`. */
  readonly name: string;
  readonly payload: z.ZodType<P>;
  run(payload: P, context: JobContext): Promise<void>;
  /** Scheduled jobs are queued with the payload `{}`, under their name as job key. */
  readonly schedule?: JobSchedule;
  /** Runs in all, the first included; a failure waits retryDelayMs(attempt) before the next. */
  readonly maxAttempts: number;
  /** Lower runs first among jobs that are due (graphile-worker's priority); 0 by default. */
  readonly priority?: number;
}

/** The runner of a process: takes jobs until stopped. */
export interface JobRunner extends JobQueue {
  readonly kind: 'graphile' | 'in-process';
  start(): Promise<void>;
  /** Stops taking jobs and waits for the ones running. */
  stop(): Promise<void>;
  /** Settles when the runner has stopped: by stop(), or rejected when it failed on its own (its database went away). */
  readonly stopped: Promise<void>;
}

const NAME = /^[a-z][a-z0-9_-]*(:[a-z0-9_-]+)*$/;

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  if (!NAME.test(definition.name)) throw new Error(`job name '${definition.name}' must look like 'feature:what'`);
  if (!Number.isInteger(definition.maxAttempts) || definition.maxAttempts < 1) throw new Error(`job ${definition.name}: maxAttempts must be at least 1`);
  const every = definition.schedule?.everyMinutes;
  if (every !== undefined && !(Number.isInteger(every) && every >= 1 && every <= 1440)) {
    throw new Error(`job ${definition.name}: schedule.everyMinutes must be a whole number from 1 to 1440`);
  }
  return definition;
}

/**
 * The wait after failed attempt `attempt` (1, 2, …): e^min(attempt, 10) seconds, graphile-worker's
 * own back-off (2.7 s, 7.4 s, 20 s, 55 s … at most about 6 hours), so both runners retry alike.
 */
export function retryDelayMs(attempt: number): number {
  return Math.round(Math.exp(Math.min(attempt, 10)) * 1000);
}

/** Whether a schedule fires in the minute that `date` falls in (UTC). */
export function isScheduledMinute(schedule: JobSchedule, date: { getUTCHours(): number; getUTCMinutes(): number }): boolean {
  return (date.getUTCHours() * 60 + date.getUTCMinutes()) % schedule.everyMinutes === 0;
}

export function definitionsByName(definitions: readonly JobDefinition[]): Map<string, JobDefinition> {
  const byName = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new Error(`two jobs are named ${definition.name}`);
    byName.set(definition.name, definition);
  }
  return byName;
}

/** The definition of a name, or an error naming it (a job queued by a name nobody registered). */
export function definitionOf(byName: ReadonlyMap<string, JobDefinition>, name: string): JobDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`no job is named ${name}`);
  return definition;
}

/**
 * One attempt of a job, the same in both runners: the payload checked, the handler run, and a
 * failure logged with what happens next (retried after the back-off, or given up), then rethrown
 * for the runner to retry.
 */
export async function attemptJob(
  definition: JobDefinition,
  rawPayload: unknown,
  o: { log: JobLog; queue: JobQueue; attempt: number; maxAttempts: number; jobId: string },
): Promise<void> {
  const started = performance.now();
  try {
    const payload = definition.payload.parse(rawPayload);
    await definition.run(payload, { log: o.log, queue: o.queue, attempt: o.attempt });
    o.log.debug({ job: definition.name, jobId: o.jobId, attempt: o.attempt, ms: Math.round(performance.now() - started) }, 'job done');
  } catch (error) {
    const about = { job: definition.name, jobId: o.jobId, attempt: o.attempt, maxAttempts: o.maxAttempts, err: error };
    if (o.attempt < o.maxAttempts) o.log.warn({ ...about, retryInMs: retryDelayMs(o.attempt) }, 'job failed; it is tried again after the back-off');
    else o.log.error(about, 'job failed on its last attempt; given up');
    throw error;
  }
}
