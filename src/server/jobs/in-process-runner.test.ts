import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createInProcessRunner } from './in-process-runner';
import { defineJob, retryDelayMs, type JobDefinition, type JobRunner } from './job-definition';
import { MINUTE_MS } from '../../domain/time';

/**
 * The runner a store on SQLite uses (issue 23 §6): the definitions graphile-worker runs on
 * PostgreSQL, run in this process on the same minutes, with the same back-off and job keys. Timers
 * and the clock are Vitest's fake ones: each test moves time itself.
 */
function recordingLog() {
  const lines: { level: string; data: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (data: object, message: string) => void lines.push({ level, data: data as Record<string, unknown>, message });
  return { lines, log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('the in-process job runner', () => {
  let runner: JobRunner | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:03:20Z'));
  });
  afterEach(async () => {
    await runner?.stop();
    runner = null;
    vi.useRealTimers();
  });

  const start = async (definitions: JobDefinition[], concurrency = 1) => {
    const { lines, log } = recordingLog();
    runner = createInProcessRunner(definitions, { log, concurrency });
    await runner.start();
    return lines;
  };
  const minute = (iso: string) => new Date(iso).getTime();

  it('runs a schedule at each multiple of its minutes in the UTC day, and a start-up job once at start', async () => {
    const ticks: string[] = [];
    const starts: string[] = [];
    await start([
      defineJob({ name: 'test:tick', payload: z.object({}), schedule: { everyMinutes: 10 }, maxAttempts: 1, run: async () => void ticks.push(new Date().toISOString()) }),
      defineJob({ name: 'test:sweep', payload: z.object({}), schedule: { everyMinutes: 60, atStart: true }, maxAttempts: 1, run: async () => void starts.push(new Date().toISOString()) }),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual(['2026-11-21T10:03:20.000Z']);
    await vi.advanceTimersByTimeAsync(minute('2026-11-21T10:40:00Z') - Date.now());
    expect(ticks).toEqual(['2026-11-21T10:10:00.000Z', '2026-11-21T10:20:00.000Z', '2026-11-21T10:30:00.000Z', '2026-11-21T10:40:00.000Z']);
    await vi.advanceTimersByTimeAsync(minute('2026-11-21T11:00:00Z') - Date.now());
    expect(starts).toEqual(['2026-11-21T10:03:20.000Z', '2026-11-21T11:00:00.000Z']);
  });

  it('retries a failing job after the back-off graphile-worker uses, until it succeeds', async () => {
    const runs: number[] = [];
    const lines = await start([defineJob({
      name: 'test:flaky', payload: z.object({ n: z.number() }), maxAttempts: 5,
      run: async (_payload, { attempt }) => {
        runs.push(Date.now());
        if (attempt < 3) throw new Error(`not yet (${attempt})`);
      },
    })]);
    const t0 = Date.now();
    await runner!.add('test:flaky', { n: 1 });
    await vi.advanceTimersByTimeAsync(MINUTE_MS);
    expect(runs.map((t) => t - t0)).toEqual([0, retryDelayMs(1), retryDelayMs(1) + retryDelayMs(2)]);
    expect([retryDelayMs(1), retryDelayMs(2), retryDelayMs(10), retryDelayMs(25)]).toEqual([2718, 7389, 22026466, 22026466]);
    expect(lines.filter((l) => l.level !== 'debug').map((l) => [l.level, l.data.job, l.data.attempt, l.data.retryInMs, l.message])).toEqual([
      ['warn', 'test:flaky', 1, 2718, 'job failed; it is tried again after the back-off'],
      ['warn', 'test:flaky', 2, 7389, 'job failed; it is tried again after the back-off'],
    ]);
  });

  it('gives a job up after its last attempt, and says so in the log with its error', async () => {
    let runs = 0;
    const lines = await start([defineJob({
      name: 'test:broken', payload: z.object({}), maxAttempts: 3, run: async () => {
        runs += 1;
        throw new Error('the mailbox is gone');
      },
    })]);
    await runner!.add('test:broken', {});
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(runs).toBe(3);
    const failures = lines.filter((l) => l.level === 'warn' || l.level === 'error');
    expect(failures.map((l) => [l.level, l.data.attempt, l.data.maxAttempts])).toEqual([['warn', 1, 3], ['warn', 2, 3], ['error', 3, 3]]);
    expect(failures[2]!.message).toBe('job failed on its last attempt; given up');
    expect((failures[2]!.data.err as Error).message).toBe('the mailbox is gone');
  });

  it('keeps one waiting job per key, and runs a key again when it was added while that job ran', async () => {
    const payloads: unknown[] = [];
    let release: () => void = () => undefined;
    await start([defineJob({
      name: 'test:keyed', payload: z.object({ v: z.number() }), maxAttempts: 1,
      run: async (payload) => {
        payloads.push(payload);
        if (payload.v === 1) await new Promise<void>((resolve) => { release = resolve; });
      },
    })]);
    await runner!.add('test:keyed', { v: 1 }, { jobKey: 'k' });
    await vi.advanceTimersByTimeAsync(0);
    expect(payloads).toEqual([{ v: 1 }]);
    // While v1 runs: v2 waits, v3 replaces it.
    await runner!.add('test:keyed', { v: 2 }, { jobKey: 'k' });
    await runner!.add('test:keyed', { v: 3 }, { jobKey: 'k' });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(payloads).toEqual([{ v: 1 }, { v: 3 }]);
  });

  it('runs due jobs by priority, then by time', async () => {
    const order: string[] = [];
    let hold: (() => void) | null = null;
    await start([
      defineJob({ name: 'test:first', payload: z.object({}), maxAttempts: 1, run: async () => { order.push('first'); await new Promise<void>((r) => { hold = r; }); } }),
      defineJob({ name: 'test:bulk', payload: z.object({ i: z.number() }), maxAttempts: 1, run: async ({ i }) => void order.push(`bulk ${i}`) }),
      defineJob({ name: 'test:urgent', payload: z.object({}), maxAttempts: 1, priority: -10, run: async () => void order.push('urgent') }),
    ]);
    await runner!.add('test:first', {});
    await vi.advanceTimersByTimeAsync(0);
    await runner!.addMany('test:bulk', [{ payload: { i: 1 } }, { payload: { i: 2 } }]);
    await runner!.add('test:urgent', {});
    hold!();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['first', 'urgent', 'bulk 1', 'bulk 2']);
  });

  it('refuses a payload its schema does not accept, and a job nobody defined', async () => {
    await start([defineJob({ name: 'test:typed', payload: z.object({ id: z.number().int() }), maxAttempts: 1, run: async () => undefined })]);
    await expect(runner!.add('test:typed', { id: 'seven' })).rejects.toThrow(/id/);
    await expect(runner!.add('test:unknown', {})).rejects.toThrow('no job is named test:unknown');
  });

  it('stops: waits for the job running, and runs nothing after', async () => {
    let finished = 0;
    let runs = 0;
    await start([defineJob({
      name: 'test:slow', payload: z.object({}), schedule: { everyMinutes: 1 }, maxAttempts: 1,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        finished += 1;
      },
    })]);
    await runner!.add('test:slow', {});
    await vi.advanceTimersByTimeAsync(0);
    const stopped = runner!.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(finished).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS);
    expect(runs).toBe(1);
  });
});

describe('job definitions', () => {
  it('refuse a name graphile-worker would not take, no attempts, and a schedule outside a day', () => {
    const base = { payload: z.object({}), maxAttempts: 1, run: async () => undefined };
    expect(() => defineJob({ ...base, name: 'Send Emails' })).toThrow(/feature:what/);
    expect(() => defineJob({ ...base, name: 'email:deliver', maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => defineJob({ ...base, name: 'email:deliver', schedule: { everyMinutes: 1441 } })).toThrow(/everyMinutes/);
    expect(defineJob({ ...base, name: 'autoorders:run' }).name).toBe('autoorders:run');
  });
});
