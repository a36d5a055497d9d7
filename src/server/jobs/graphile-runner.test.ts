import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enqueueEmail } from '../integrations/email/outbox.queries';
import { createTestApp } from '../testing/test-app';
import { createGraphileRunner } from './graphile-runner';
import { defineJob, type JobDefinition, type JobRunner } from './job-definition';

/**
 * graphile-worker running the store's job definitions on PostgreSQL (issue 23 §6). Each test file
 * isolates graphile-worker the way test databases isolate our tables: a schema of its own
 * (JOBS_SCHEMA), dropped at the end.
 */
const url = process.env.TEST_DATABASE_URL;

function recordingLog() {
  const lines: { level: string; data: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (data: object, message: string) => void lines.push({ level, data: data as Record<string, unknown>, message });
  return { lines, log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}

describe.runIf(url)('graphile-worker runs the job definitions on PostgreSQL', () => {
  const schema = `jobs_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const runners: JobRunner[] = [];
  const runner = (definitions: JobDefinition[], log = recordingLog().log, concurrency = 2) => {
    const r = createGraphileRunner(definitions, { connectionString: url!, schema, log, concurrency, pollIntervalMs: 200 });
    runners.push(r);
    return r;
  };

  beforeAll(async () => {
    // Two runners starting on an empty schema both migrate it; graphile-worker serialises that itself.
    await admin.query(`create schema ${schema}`);
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
  });
  afterAll(async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('runs each job once across two workers, both taking a share', async () => {
    const done: { worker: string; n: number }[] = [];
    const job = (worker: string) => defineJob({
      name: 'test:unit', payload: z.object({ n: z.number().int() }), maxAttempts: 1,
      run: async ({ n }) => {
        await sleep(20);
        done.push({ worker, n });
      },
    });
    const a = runner([job('a')]);
    const b = runner([job('b')]);
    await Promise.all([a.start(), b.start()]);
    await a.addMany('test:unit', Array.from({ length: 40 }, (_, n) => ({ payload: { n } })));
    await until(() => done.length, (n) => n >= 40);
    await sleep(500); // a second run of any job would show here
    expect(done.map((d) => d.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(new Set(done.map((d) => d.worker))).toEqual(new Set(['a', 'b']));
  });

  it('retries a failing job with its back-off, then gives it up, logging each failure', async () => {
    const { lines, log } = recordingLog();
    const attempts: number[] = [];
    const r = runner([defineJob({
      name: 'test:failing', payload: z.object({}), maxAttempts: 2,
      run: async (_payload, { attempt }) => {
        attempts.push(Date.now());
        throw new Error(`provider down (attempt ${attempt})`);
      },
    })], log);
    await r.start();
    await r.add('test:failing', {});
    const row = await until(
      async () => (await admin.query<{ attempts: number; max_attempts: number; last_error: string }>(`select attempts, max_attempts, last_error from ${schema}.jobs where task_identifier = 'test:failing'`)).rows[0],
      (job) => job?.attempts === 2 && job.last_error.includes('attempt 2'),
    );
    expect(row).toMatchObject({ attempts: 2, max_attempts: 2 });
    expect(row!.last_error).toContain('provider down (attempt 2)');
    // graphile-worker's back-off after a first failure: e¹ seconds.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(2_500);
    const failures = lines.filter((l) => l.level === 'warn' || l.level === 'error');
    expect(failures.map((l) => [l.level, l.data.job, l.data.attempt, l.message])).toEqual([
      ['warn', 'test:failing', 1, 'job failed; it is tried again after the back-off'],
      ['error', 'test:failing', 2, 'job failed on its last attempt; given up'],
    ]);
  });

  it("registers a schedule with graphile-worker's cron and queues a start-up job once", async () => {
    let sweeps = 0;
    const sweep = defineJob({ name: 'test:sweep', payload: z.object({}), schedule: { everyMinutes: 5, atStart: true }, maxAttempts: 1, run: async () => void (sweeps += 1) });
    const a = runner([sweep]);
    await a.start();
    await until(() => sweeps, (n) => n >= 1);
    const known = await admin.query<{ identifier: string }>(`select identifier from ${schema}._private_known_crontabs`);
    expect(known.rows.map((r) => r.identifier)).toContain('test:sweep');
    await sleep(500);
    expect(sweeps).toBe(1);
  });

  it("is the server's runner with JOB_RUNNER=graphile: app.deliverEmails() sends through it", async () => {
    const t = await createTestApp('postgres', { products: 0, env: { DATABASE_URL: url!, JOB_RUNNER: 'graphile', JOBS_SCHEMA: schema } });
    try {
      await enqueueEmail(t.database.db, { to: 'graphile@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', kind: 'test' });
      t.app.deliverEmails();
      const sent = await until(
        async () => (await t.database.db.selectFrom('email_outbox').select('sent_at').where('to_address', '=', 'graphile@example.com').executeTakeFirstOrThrow()).sent_at,
        (at) => at !== null,
      );
      expect(sent).not.toBeNull();
      // The app's runner keeps its queue in the app's own database (a copy of the run's template).
      const tasks = await sql<{ identifier: string }>`select identifier from ${sql.id(schema, '_private_tasks')}`.execute(t.database.db);
      expect(tasks.rows.map((r) => r.identifier)).toContain('email:deliver');
    } finally {
      await t.close();
    }
  });
});
