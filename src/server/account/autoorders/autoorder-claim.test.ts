import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../../testing/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database';
import { RUN_LEASE_MS } from './autoorder-engine';
import { claimDueRuns, claimRun, type RunState } from './autoorders.queries';
import { MINUTE_MS } from '../../../domain/time';

/**
 * The AutoOrder claim's lease (issue 15): a due date's run belongs to the runner that claimed it
 * while its lease is live (claimed less than RUN_LEASE_MS ago), so no second runner places it too;
 * once the lease has run out the runner is taken to have stopped, and the next one takes the run
 * over. Both claim functions keep the rule on their own: claimRun (the engine's and "Order now"'s
 * claim of one run) and claimDueRuns (a pass's batch), whoever ends up calling them.
 */
const NOW = new Date('2027-03-01T12:00:00.000Z');
const DUE = '2027-03-01';
const STALE_BEFORE = new Date(NOW.getTime() - RUN_LEASE_MS);
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe.each(testEngines())('claiming AutoOrder runs on %s', (engine) => {
  let database: TestDatabase;
  let userId: number;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    userId = await createShopper(database.db, { email: `claims-${engine}@example.com`, password: 'Claims-test-pass-1' });
  });
  afterAll(() => database.dispose());

  async function subscription(nextOrderDate = DUE): Promise<number> {
    const row = await db().insertInto('auto_order_subscriptions').values({
      user_id: userId, checkout_id: null, frequency_weeks: 4, next_order_date: nextOrderDate, shipping_address_id: null, billing_address_id: null,
      payment_method_id: null, shipping_option_id: 'standard', status: 'active', created_at: ago(RUN_LEASE_MS * 100).toISOString(),
      attention_reason: null, skipped_date: null, retry_at: null, reminder_sent_for: null, cancelled_at: null, cancel_reason: null, last_order_date: null,
    }).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** A run of the due date left in `state` by a runner at `claimedAt`. */
  async function runOf(subscriptionId: number, claimedAt: Date, state: RunState = 'claimed', dueDate = DUE): Promise<number> {
    const row = await db().insertInto('auto_order_runs')
      .values({ subscription_id: subscriptionId, due_date: dueDate, state, claimed_at: claimedAt.toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  const run = (id: number) => db().selectFrom('auto_order_runs').select(['state', 'claimed_at', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
  const claim = (subscriptionId: number) => db().transaction().execute((trx) => claimRun(trx, subscriptionId, DUE, NOW, STALE_BEFORE));
  /** The runs a pass's batch claims (the ones another runner took meanwhile are `lost`, not claimed). */
  const pass = async (onlyIds: number[], limit = 10) =>
    (await claimDueRuns(db(), { asOf: DUE, now: NOW, staleBefore: STALE_BEFORE, exclude: [], limit, onlyIds })).claimed;

  it('a due date is claimed once: the second claim finds it held', async () => {
    const id = await subscription();
    const runId = await claim(id);
    expect(runId).not.toBeNull();
    expect(await claim(id)).toBeNull();
    expect(await run(runId!)).toEqual({ state: 'claimed', claimed_at: NOW.toISOString(), attempts: 1 });
  });

  it('a run held by a runner whose lease is live is not taken over, up to the lease\'s last moment', async () => {
    for (const claimedAt of [ago(MINUTE_MS), STALE_BEFORE]) {
      const id = await subscription();
      const runId = await runOf(id, claimedAt);
      expect(await claim(id), `claimed at ${claimedAt.toISOString()}`).toBeNull();
      expect(await run(runId)).toEqual({ state: 'claimed', claimed_at: claimedAt.toISOString(), attempts: 1 });
    }
  });

  it('a run whose runner\'s lease ran out is taken over: claimed anew, one attempt more', async () => {
    const id = await subscription();
    const runId = await runOf(id, ago(RUN_LEASE_MS + 1));
    expect(await claim(id)).toBe(runId);
    expect(await run(runId)).toEqual({ state: 'claimed', claimed_at: NOW.toISOString(), attempts: 2 });
  });

  it('a placed or skipped run is never claimed again, however old; a declined one or one needing attention is', async () => {
    const long = ago(RUN_LEASE_MS * 10);
    for (const state of ['placed', 'skipped'] as const) {
      const id = await subscription();
      await runOf(id, long, state);
      expect(await claim(id), state).toBeNull();
    }
    for (const state of ['declined', 'needs_attention'] as const) {
      const id = await subscription();
      const runId = await runOf(id, ago(1000), state);
      expect(await claim(id), state).toBe(runId);
    }
  });

  it('a pass leaves a run held under a live lease to its runner and takes over one whose lease ran out', async () => {
    const [held, abandoned, fresh] = [await subscription(), await subscription(), await subscription()];
    const heldRun = await runOf(held, ago(MINUTE_MS));
    const abandonedRun = await runOf(abandoned, ago(RUN_LEASE_MS + MINUTE_MS));
    const claims = await pass([held, abandoned, fresh]);
    expect(claims.map((c) => c.subscriptionId).sort((a, b) => a - b)).toEqual([abandoned, fresh]);
    expect(claims.find((c) => c.subscriptionId === abandoned)).toEqual({ runId: abandonedRun, subscriptionId: abandoned, dueDate: DUE });
    expect(await run(heldRun)).toEqual({ state: 'claimed', claimed_at: ago(MINUTE_MS).toISOString(), attempts: 1 });
  });

  it('runs held under live leases do not fill a pass\'s batch: the due subscription behind them is claimed', async () => {
    // The engine stops a pass at a batch that claims nothing, so held runs taking the batch's places
    // would leave the subscriptions due behind them for another day.
    const earlier = ['2027-02-27', '2027-02-28'];
    const held = [await subscription(earlier[0]), await subscription(earlier[1])];
    for (const [i, id] of held.entries()) await runOf(id, ago(MINUTE_MS), 'claimed', earlier[i]);
    const due = await subscription(DUE);
    expect((await pass([...held, due], 1)).map((c) => c.subscriptionId)).toEqual([due]);
  });
});
