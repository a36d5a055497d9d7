import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS, toIsoDate } from '../../../domain/time';
import { addMonths, paymentSchedule, wellnessPaymentReference, WELLNESS_CONSENT_VERSION } from '../../../domain/wellness-plans';
import type { Db } from '../../db/database';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { createClinic } from '../../testing/fixtures';
import { testEngines } from '../../testing/test-database';
import { sharedDatabase } from '../autoorders/autoorder-test-fixtures';
import { runDueWellnessPayments, WELLNESS_LEASE_MS } from './wellness-billing';
import { WELLNESS_PASS_JOB } from './wellness.jobs';

/**
 * Issue 27 "a month's payment is charged once across instances and crashes", the AutoOrder kill
 * test's approach (autoorder-kill.test.ts): a runner in a process of its own (the operations
 * command `npm run wellness -- run`, or a job worker taking a `wellness:pass` and its charge jobs)
 * is SIGKILLed while it charges, twice, wherever it is (between the claim, the authorisation, the
 * capture and our write). A runner after the lease then finishes: every month due is paid, one
 * authorisation and one capture per payment reference in the sandbox ledger, none missed.
 */
const ENROLMENTS = 10;
const ROOT = join(import.meta.dirname, '../../../..');
const RUNNERS = ['the operations command', 'a job worker'] as const;

/** `count` clients of a new clinic, each with a dog on a plan started a month ago: months one and two are due today. */
async function dueEnrolments(db: Db, count: number, prefix: string): Promise<string[]> {
  const clinicId = await createClinic(db);
  const now = new Date().toISOString();
  const start = addMonths(toIsoDate(new Date()), -1);
  const plan = await db.insertInto('wellness_plans').values({
    clinic_id: clinicId, name_en: 'Puppy wellness', name_fr: 'Bien-être chiot', description_en: '', description_fr: '', species: 'dogs', monthly_price_cents: 3999,
    term_months: 12, enrolment_fee_cents: 2500, store_discount_percent: 0, retired_at: null, deleted_at: null, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  const references: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await db.insertInto('users').values({
      email: `${prefix}-${i}@example.com`, password_hash: 'x', first_name: 'Kill', last_name: 'Test', phone: '613-555-0100', province: 'ON', language: 'en',
      clinic_id: clinicId, status: 'active', failed_sign_ins: 0, locked_until: null, password_changed_at: null, account_credit_cents: 0, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const pet = await db.insertInto('pets').values({ user_id: user.id, name: `Rex ${i}`, species: 'dogs', is_deleted: 0, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const card = await db.insertInto('payment_methods').values({
      user_id: user.id, token: 'tok_sandbox_demo_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, card_holder: 'Kill Test', billing_address_id: null,
      is_default: 1, is_deleted: 0, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const e = await db.insertInto('wellness_enrolments').values({
      clinic_id: clinicId, plan_id: plan.id, user_id: user.id, pet_id: pet.id, payment_method_id: card.id, status: 'active', start_date: start,
      consent_text_version: WELLNESS_CONSENT_VERSION, consent_recorded_by: user.id, consent_at: now, end_option: null, ended_on: null, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('wellness_payments').values(paymentSchedule({ monthlyPriceCents: 3999, termMonths: 12, enrolmentFeeCents: 2500 }, start).map((p) => ({
      enrolment_id: e.id, clinic_id: clinicId, month: p.month, due_date: p.dueDate, amount_cents: p.amountCents, state: 'pending',
      reference: wellnessPaymentReference(Number(e.id), p.month), retry_at: null, claimed_at: null, authorization_id: null, capture_id: null, paid_at: null,
      refund_reference: null, refund_id: null, refunded_at: null, updated_at: now,
    }))).execute();
    references.push(wellnessPaymentReference(Number(e.id), 1), wellnessPaymentReference(Number(e.id), 2));
  }
  return references;
}

describe.each(testEngines().flatMap((engine) => RUNNERS.map((kind) => [engine, kind] as const)))('a wellness billing runner SIGKILLed mid-run on %s: %s', (engine, kind) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  const db = () => shared.database.db;
  const asOf = toIsoDate(new Date());
  const jobsSchema = `jobs_${randomBytes(5).toString('hex')}`;
  const running = new Set<ChildProcess>();

  beforeAll(async () => {
    shared = await sharedDatabase(engine);
  }, 60_000);
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    if (engine === 'postgres') await sql`drop schema if exists ${sql.id(jobsSchema)} cascade`.execute(db());
    await shared?.database.dispose();
  });

  function runner(): ChildProcess {
    const args = kind === 'a job worker' ? ['scripts/jobs.ts', 'work', '--now', WELLNESS_PASS_JOB] : ['scripts/wellness.ts', 'run', '--as-of', asOf];
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', 'tsx', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: shared.url, PAYMENT_SANDBOX_DELAY_MS: '40', JOBS_SCHEMA: jobsSchema,
        AUTOORDER_INTERVAL_MINUTES: '0', WELLNESS_INTERVAL_MINUTES: '0',
      },
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    return child;
  }

  const paidCount = async (refs: string[]) => Number((await db().selectFrom('wellness_payments').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('reference', 'in', refs).where('state', '=', 'paid').executeTakeFirstOrThrow()).n);

  async function killMidRun(refs: string[], atLeast: number): Promise<number> {
    const child = runner();
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    const deadline = Date.now() + 30_000;
    while ((await paidCount(refs)) < atLeast) {
      if (child.exitCode !== null) throw new Error(`the runner ended before it was killed (${child.exitCode}): ${stderr}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the runner paid fewer than ${atLeast} payments in 30 s: ${stderr}`);
      }
      await sleep(15);
    }
    await sleep(Math.random() * 60);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    return paidCount(refs);
  }

  it('a later runner pays every due month exactly once: one authorisation and one capture per reference', async () => {
    const refs = await dueEnrolments(db(), ENROLMENTS, `wellness-kill-${engine}-${kind === 'a job worker' ? 'w' : 'c'}`);
    const afterFirst = await killMidRun(refs, 3);
    const afterSecond = await killMidRun(refs, afterFirst + 3);
    expect(afterSecond).toBeLessThan(refs.length);

    const later = new Date(Date.now() + WELLNESS_LEASE_MS + MINUTE_MS);
    const deps = { db: db(), payments: createPaymentProvider({ paymentProvider: 'sandbox', paymentSandboxDelayMs: 0 }), baseUrl: 'http://store.test' };
    await runDueWellnessPayments(deps, { asOf, now: later });

    const rows = await db().selectFrom('wellness_payments').select(['reference', 'state', 'amount_cents', 'claimed_at']).where('reference', 'in', refs).execute();
    expect(rows.map((r) => [r.reference, r.state, r.claimed_at]).sort()).toEqual(refs.map((r) => [r, 'paid', null]).sort());
    const auths = await db().selectFrom('payment_authorizations').select(['reference', 'status']).where('reference', 'in', refs).execute();
    expect(auths.map((a) => a.reference).sort()).toEqual([...refs].sort());
    expect(auths.every((a) => a.status === 'approved')).toBe(true);
    const captures = await db().selectFrom('payment_captures').select(['reference', 'amount_cents']).where('reference', 'in', refs).execute();
    expect(captures.map((c) => c.reference).sort()).toEqual([...refs].sort());
    expect(captures.reduce((n, c) => n + Number(c.amount_cents), 0)).toBe(ENROLMENTS * (3999 + 2500 + 3999));
    // Month three is not due yet, and nothing more happens today whoever runs next.
    expect(await runDueWellnessPayments(deps, { asOf, now: new Date(later.getTime() + 2 * WELLNESS_LEASE_MS) })).toEqual([]);
  }, 90_000);
});
