import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/database';
import { seedDemoData } from '../../db/seed';
import { createClinic, createShopper, insertOrder } from '../../testing/fixtures';
import { finishesOrWaitsOn, holdTransaction } from '../../testing/lock-waits';
import { createTestDatabase, testEngines } from '../../testing/test-database';
import { creditBalance, creditHistory, giveCredit, spendCredit, undoOrderSpends } from './credit.service';
import { MINUTE_MS } from '../../../domain/time';

/**
 * The account-credit ledger (issue 17): a balance is the sum of a shopper's entries, an order
 * spends only what the balance holds (never an overdraft, even when two orders spend at once), a
 * cancelled order gives its spend back, and a released checkout's spends are undone.
 */
async function ledgerDatabase(engine: Engine) {
  const database = await createTestDatabase(engine);
  // insertOrder's item needs a product; the smallest catalogue the seed makes is enough.
  await seedDemoData(database.db, { products: 1 });
  const product = await database.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  const clinicId = await createClinic(database.db);
  let n = 0;
  return {
    database,
    async shopper() {
      const userId = await createShopper(database.db, { email: `ledger-${engine}-${++n}@example.com`, password: 'Ledger-test-pass-1', clinicId });
      const order = async () => (await insertOrder(database.db, { userId, clinicId, status: 'submitted', productId: product.id, petId: null, requiresApproval: false })).id;
      return { userId, order };
    },
  };
}

const NOW = new Date('2027-03-01T12:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE_MS);

describe.each(testEngines())('the account-credit ledger on %s', (engine) => {
  let ledger: Awaited<ReturnType<typeof ledgerDatabase>>;
  const db = () => ledger.database.db;
  const entriesOf = (userId: number) =>
    db().selectFrom('credit_entries').select(['amount_cents', 'kind', 'order_id']).where('user_id', '=', userId).orderBy('id').execute();

  beforeAll(async () => {
    ledger = await ledgerDatabase(engine);
  });
  afterAll(() => ledger.database.dispose());

  it('a balance is the sum of the entries: 0 with none; credit given adds, nothing is written for 0 or less', async () => {
    const s = await ledger.shopper();
    expect(await creditBalance(db(), s.userId)).toBe(0);
    await giveCredit(db(), { userId: s.userId, cents: 1500, kind: 'opening_balance' }, NOW);
    await giveCredit(db(), { userId: s.userId, cents: 250, kind: 'adjustment', note: 'goodwill' }, later(1));
    await giveCredit(db(), { userId: s.userId, cents: 0, kind: 'adjustment' }, later(2));
    await giveCredit(db(), { userId: s.userId, cents: -40, kind: 'adjustment' }, later(3));
    expect(await creditBalance(db(), s.userId)).toBe(1750);
    expect(await entriesOf(s.userId)).toEqual([
      { amount_cents: 1500, kind: 'opening_balance', order_id: null },
      { amount_cents: 250, kind: 'adjustment', order_id: null },
    ]);
    // Another shopper's entries are not in this balance.
    const other = await ledger.shopper();
    await giveCredit(db(), { userId: other.userId, cents: 999, kind: 'adjustment' }, NOW);
    expect(await creditBalance(db(), s.userId)).toBe(1750);
  });

  it('a spend the balance covers is one negative entry against its order; a spend of 0 succeeds and writes nothing', async () => {
    const s = await ledger.shopper();
    const orderId = await s.order();
    await giveCredit(db(), { userId: s.userId, cents: 1000, kind: 'opening_balance' }, NOW);
    expect(await spendCredit(db(), s.userId, orderId, 0, later(1))).toBe(true);
    expect(await spendCredit(db(), s.userId, orderId, 400, later(2))).toBe(true);
    expect(await creditBalance(db(), s.userId)).toBe(600);
    expect(await entriesOf(s.userId)).toEqual([
      { amount_cents: 1000, kind: 'opening_balance', order_id: null },
      { amount_cents: -400, kind: 'order_spend', order_id: orderId },
    ]);
  });

  it('a spend over the balance is refused and writes nothing: the balance never goes below zero', async () => {
    const s = await ledger.shopper();
    const [first, second] = [await s.order(), await s.order()];
    expect(await spendCredit(db(), s.userId, first, 1, NOW)).toBe(false);
    await giveCredit(db(), { userId: s.userId, cents: 500, kind: 'opening_balance' }, NOW);
    expect(await spendCredit(db(), s.userId, first, 501, later(1))).toBe(false);
    expect(await creditBalance(db(), s.userId)).toBe(500);
    expect(await spendCredit(db(), s.userId, first, 500, later(2))).toBe(true);
    expect(await spendCredit(db(), s.userId, second, 1, later(3))).toBe(false);
    expect(await creditBalance(db(), s.userId)).toBe(0);
    expect((await entriesOf(s.userId)).map((e) => e.amount_cents)).toEqual([500, -500]);
  });

  it('a cancelled order gives its spend back; undoing a released checkout removes only its orders\' spends', async () => {
    const s = await ledger.shopper();
    const [cancelled, released, kept] = [await s.order(), await s.order(), await s.order()];
    await giveCredit(db(), { userId: s.userId, cents: 1000, kind: 'opening_balance' }, NOW);
    for (const [orderId, cents] of [[cancelled, 300], [released, 200], [kept, 100]] as const) {
      expect(await spendCredit(db(), s.userId, orderId, cents, later(1))).toBe(true);
    }
    expect(await creditBalance(db(), s.userId)).toBe(400);
    await giveCredit(db(), { userId: s.userId, cents: 300, kind: 'order_cancelled', orderId: cancelled }, later(2));
    expect(await creditBalance(db(), s.userId)).toBe(700);

    await undoOrderSpends(db(), [released, cancelled]);
    // The released order's spend never happened; the cancelled order's spend and its give-back stay
    // (undo removes spends only, and the cancellation is history); the kept order is untouched.
    expect(await entriesOf(s.userId)).toEqual([
      { amount_cents: 1000, kind: 'opening_balance', order_id: null },
      { amount_cents: -100, kind: 'order_spend', order_id: kept },
      { amount_cents: 300, kind: 'order_cancelled', order_id: cancelled },
    ]);
    expect(await creditBalance(db(), s.userId)).toBe(1200);
    await undoOrderSpends(db(), []);
    expect(await creditBalance(db(), s.userId)).toBe(1200);
  });

  it('the history lists the entries newest first with their order numbers, and the balance', async () => {
    const s = await ledger.shopper();
    const orderId = await s.order();
    const orderNumber = (await db().selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow()).order_number;
    await giveCredit(db(), { userId: s.userId, cents: 800, kind: 'opening_balance' }, NOW);
    await spendCredit(db(), s.userId, orderId, 300, later(1));
    const history = await creditHistory(db(), s.userId);
    expect(history.balanceCents).toBe(500);
    expect(history.entries.map(({ amountCents, kind, orderId: id, orderNumber: number, returnId, createdAt }) => ({ amountCents, kind, id, number, returnId, createdAt })))
      .toEqual([
        { amountCents: -300, kind: 'order_spend', id: orderId, number: orderNumber, returnId: null, createdAt: later(1).toISOString() },
        { amountCents: 800, kind: 'opening_balance', id: null, number: null, returnId: null, createdAt: NOW.toISOString() },
      ]);
  });

  it('goodwill credit past its last day cannot be spent at checkout; a spend before it uses the expiring credit first (issue 27)', async () => {
    const s = await ledger.shopper();
    const [early, late] = [await s.order(), await s.order()];
    await giveCredit(db(), { userId: s.userId, cents: 500, kind: 'opening_balance' }, NOW);
    await giveCredit(db(), { userId: s.userId, cents: 400, kind: 'goodwill', expiresOn: '2027-03-05' }, NOW);
    expect(await spendCredit(db(), s.userId, early, 300, new Date('2027-03-05T20:00:00.000Z'))).toBe(true);
    // 100 of the goodwill credit was left; it is gone from the 6th: 500 remain, never 600.
    expect(await creditBalance(db(), s.userId, new Date('2027-03-06T00:00:00.000Z'))).toBe(500);
    expect(await spendCredit(db(), s.userId, late, 501, new Date('2027-03-06T10:00:00.000Z'))).toBe(false);
    expect(await spendCredit(db(), s.userId, late, 500, new Date('2027-03-06T10:00:00.000Z'))).toBe(true);
  });

  it('orders spending one balance at once: only those it covers succeed, and it never goes below zero', async () => {
    const s = await ledger.shopper();
    const orders = [];
    for (let i = 0; i < 5; i += 1) orders.push(await s.order());
    await giveCredit(db(), { userId: s.userId, cents: 1000, kind: 'opening_balance' }, NOW);
    // Each spend in its own transaction, as each order's claim is.
    const spent = await Promise.all(orders.map((orderId) => db().transaction().execute((trx) => spendCredit(trx, s.userId, orderId, 300, later(1)))));
    expect(spent.filter(Boolean)).toHaveLength(3);
    expect(await creditBalance(db(), s.userId)).toBe(100);
  });

  // The race made certain, on PostgreSQL (SQLite runs one transaction at a time): the first order has
  // spent the whole balance and not yet committed when the second spends. The second must wait for
  // the first's lock, then see the balance it left, not the one from before it.
  if (engine === 'postgres') it('the second spend waits for the first transaction, then is refused: no overdraft', async () => {
    const s = await ledger.shopper();
    const [first, second] = [await s.order(), await s.order()];
    await giveCredit(db(), { userId: s.userId, cents: 500, kind: 'opening_balance' }, NOW);

    const held = await holdTransaction(db(), (trx) => spendCredit(trx, s.userId, first, 500, later(1)));
    let spendingSecond: Promise<boolean> | undefined;
    try {
      expect(held.result).toBe(true);
      spendingSecond = db().transaction().execute((trx) => spendCredit(trx, s.userId, second, 500, later(2)));
      expect(await finishesOrWaitsOn(db(), held.pid, spendingSecond), 'the second spend went ahead while the first was uncommitted').toBe('waiting');
    } finally {
      await held.release();
    }
    expect(await spendingSecond).toBe(false);
    expect(await creditBalance(db(), s.userId)).toBe(0);
  });
});
