import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, createShopper, insertOrder as insertFixtureOrder } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { insertOrder } from './orders.queries';

/**
 * Order numbers are random (order-records.ts): a number already taken must cost a new draw, not the
 * shopper's order (the orders benchmark met one in 50,000 orders as a 500).
 */
describe.each(testEngines())('order numbers on %s', (engine) => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 20 });
  });
  afterAll(() => t.close());

  async function takenOrder() {
    const clinicId = await createClinic(db());
    const userId = await createShopper(db(), { email: `numbers-${Math.random().toString(36).slice(2)}@example.com`, password: 'Password1!', clinicId });
    const product = await db().selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
    const taken = await insertFixtureOrder(db(), { userId, clinicId, status: 'submitted', productId: product.id, petId: null, requiresApproval: false });
    const { id: _id, ...row } = await db().selectFrom('orders').selectAll().where('id', '=', taken.id).executeTakeFirstOrThrow();
    // Another group of the same checkout, under the number the first one holds.
    return { taken, row: { ...row, group_number: 2 } };
  }

  it('draws another number when the one drawn is taken, within the same transaction', async () => {
    const { taken, row } = await takenOrder();
    const placed = await db().transaction().execute((trx) => insertOrder(trx, row, () => `VS-TEST-${engine}`));
    expect(placed.orderNumber).toBe(`VS-TEST-${engine}`);
    const stored = await db().selectFrom('orders').select(['id', 'order_number']).where('checkout_id', '=', row.checkout_id).orderBy('group_number').execute();
    expect(stored).toEqual([{ id: taken.id, order_number: taken.orderNumber }, { id: placed.id, order_number: `VS-TEST-${engine}` }]);
  });

  it('gives up after a few draws that are all taken, and stores nothing', async () => {
    const { row } = await takenOrder();
    const draws: string[] = [];
    const drawTaken = () => {
      draws.push(row.order_number);
      return row.order_number;
    };
    await expect(insertOrder(db(), row, drawTaken)).rejects.toThrow(/No free order number after 5 draws/);
    expect(draws).toHaveLength(4);
    expect(await db().selectFrom('orders').select('id').where('checkout_id', '=', row.checkout_id).execute()).toHaveLength(1);
  });
});
