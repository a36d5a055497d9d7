import { MINUTE_MS } from '../../domain/time';
import {
  attemptJob, definitionOf, definitionsByName, isScheduledMinute, retryDelayMs, type AddJobOptions, type JobDefinition, type JobLog, type JobRunner,
  type JobSchedule,
} from './job-definition';

/**
 * The job runner of a store on SQLite: the same definitions as graphile-worker runs, in this process
 * (one process writes an SQLite file at a time anyway). Timers fire the schedules at the same
 * minutes as graphile-worker's cron, a failure waits the same back-off, a job key keeps one waiting
 * job as graphile-worker's does. The queue lives in memory: a process that stops loses the jobs
 * still waiting, which is safe because every scheduled job finds its work again in the tables
 * (what is due, what is unsent) at its next tick.
 */
interface QueuedJob {
  id: number;
  definition: JobDefinition;
  payload: unknown;
  runAt: number;
  attempts: number;
  key: string | undefined;
  /** Replaced while it ran (a newer job with its key waits): not retried. */
  superseded: boolean;
}

export interface InProcessRunnerOptions {
  log: JobLog;
  /** Jobs run at once (default 1). */
  concurrency?: number;
}

export function createInProcessRunner(definitions: readonly JobDefinition[], { log, concurrency = 1 }: InProcessRunnerOptions): JobRunner {
  const byName = definitionsByName(definitions);
  const waiting: QueuedJob[] = [];
  const waitingByKey = new Map<string, QueuedJob>();
  const running = new Map<number, QueuedJob>();
  const inFlight = new Set<Promise<void>>();
  const scheduleTimers = new Set<NodeJS.Timeout>();
  let wake: NodeJS.Timeout | null = null;
  let nextId = 1;
  let state: 'idle' | 'started' | 'stopped' = 'idle';
  let markStopped: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => { markStopped = resolve; });

  function enqueue(definition: JobDefinition, payload: unknown, options: AddJobOptions = {}): void {
    definition.payload.parse(payload);
    const runAt = options.runAt?.getTime() ?? Date.now();
    const key = options.jobKey;
    if (key !== undefined) {
      const queued = waitingByKey.get(key);
      if (queued) {
        Object.assign(queued, { definition, payload, runAt, attempts: 0 });
        return;
      }
      for (const job of running.values()) if (job.key === key) job.superseded = true;
    }
    park({ id: nextId++, definition, payload, runAt, attempts: 0, key, superseded: false });
  }

  function park(job: QueuedJob): void {
    waiting.push(job);
    if (job.key !== undefined) waitingByKey.set(job.key, job);
  }

  const queue = {
    async add(name: string, payload: unknown, options?: AddJobOptions) {
      enqueue(definitionOf(byName, name), payload, options);
      pump();
    },
    async addMany(name: string, jobs: readonly { payload: unknown; jobKey?: string }[]) {
      const definition = definitionOf(byName, name);
      for (const job of jobs) enqueue(definition, job.payload, { jobKey: job.jobKey });
      pump();
    },
  };

  /** The next due job: lowest priority number, then earliest, then first queued. */
  function takeDue(now: number): QueuedJob | undefined {
    let best = -1;
    for (let i = 0; i < waiting.length; i += 1) {
      const job = waiting[i]!;
      if (job.runAt > now) continue;
      const current = waiting[best];
      if (!current || order(job, current) < 0) best = i;
    }
    if (best < 0) return undefined;
    const [job] = waiting.splice(best, 1);
    if (job!.key !== undefined) waitingByKey.delete(job!.key);
    return job;
  }
  const order = (a: QueuedJob, b: QueuedJob) => (a.definition.priority ?? 0) - (b.definition.priority ?? 0) || a.runAt - b.runAt || a.id - b.id;

  function pump(): void {
    if (state !== 'started') return;
    if (wake) clearTimeout(wake);
    wake = null;
    const now = Date.now();
    while (running.size < concurrency) {
      const job = takeDue(now);
      if (!job) break;
      execute(job);
    }
    if (waiting.length > 0 && running.size < concurrency) {
      const soonest = Math.min(...waiting.map((job) => job.runAt));
      wake = setTimeout(pump, Math.max(0, soonest - now));
      wake.unref();
    }
  }

  function execute(job: QueuedJob): void {
    job.attempts += 1;
    running.set(job.id, job);
    const { definition } = job;
    const attempt = attemptJob(definition, job.payload, { log, queue, attempt: job.attempts, maxAttempts: definition.maxAttempts, jobId: String(job.id) })
      .catch(() => {
        // attemptJob logged it; a job replaced meanwhile leaves the retry to its replacement.
        if (job.attempts < definition.maxAttempts && !job.superseded && state !== 'stopped') {
          job.runAt = Date.now() + retryDelayMs(job.attempts);
          park(job);
        }
      })
      .finally(() => {
        running.delete(job.id);
        inFlight.delete(attempt);
        pump();
      });
    inFlight.add(attempt);
  }

  /** Fires at the start of each minute the schedule names, for as long as the runner runs. */
  function follow(definition: JobDefinition, schedule: JobSchedule): void {
    const next = new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
    while (!isScheduledMinute(schedule, next)) next.setTime(next.getTime() + MINUTE_MS);
    const timer = setTimeout(() => {
      scheduleTimers.delete(timer);
      if (state !== 'started') return;
      void queue.add(definition.name, {}, { jobKey: definition.name });
      follow(definition, schedule);
    }, next.getTime() - Date.now());
    timer.unref();
    scheduleTimers.add(timer);
  }

  return {
    kind: 'in-process',
    ...queue,
    async start() {
      if (state !== 'idle') throw new Error('the job runner was already started');
      state = 'started';
      for (const definition of definitions) {
        if (!definition.schedule) continue;
        follow(definition, definition.schedule);
        if (definition.schedule.atStart) enqueue(definition, {}, { jobKey: definition.name });
      }
      pump();
    },
    async stop() {
      state = 'stopped';
      if (wake) clearTimeout(wake);
      for (const timer of scheduleTimers) clearTimeout(timer);
      scheduleTimers.clear();
      waiting.length = 0;
      waitingByKey.clear();
      await Promise.all([...inFlight]);
      markStopped();
    },
    stopped,
  };
}
