import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoOrderNowResponseSchema, autoOrderPreviewResponseSchema, autoOrderResponseSchema, type AutoOrder, type AutoOrderPreview } from '../../../contracts/autoorders';
import { addDays, toIsoDate } from '../../../domain/time';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { autoOrderProducts, ordersOf, subscribedShopper, subscriptionRow } from './autoorder-test-fixtures';

type Response = { statusCode: number; json: () => unknown; body: string };
type Shopper = Awaited<ReturnType<typeof subscribedShopper>>;

/**
 * POST /api/account/autoorders/:id/preview for every action (issue 15): it saves nothing, and what
 * it shows is what the action then does (same next date, same expected total), or it refuses with
 * the action's own code.
 */
describe.each(testEngines())('the AutoOrder action preview on %s', (engine) => {
  let t: TestApp;
  let products: { id: number }[];
  let n = 0;
  const db = () => t.database.db;
  const email = () => `aopreview-${engine}-${++n}@example.com`;
  const today = toIsoDate(new Date());
  const due = addDays(today, 10);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    products = await autoOrderProducts(db(), 3);
  });
  afterAll(() => t.close());

  const call = (s: Shopper, method: string, url: string, payload?: object): Promise<Response> =>
    s.api.call({ method, url: `/api/account/autoorders${url}`, ...(payload ? { payload } : {}) });
  const preview = async (s: Shopper, body: object): Promise<AutoOrderPreview> => {
    const res = await call(s, 'POST', `/${s.subscriptionId}/preview`, body);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return autoOrderPreviewResponseSchema.parse(res.json());
  };
  const act = async (s: Shopper, method: string, url: string, payload?: object): Promise<AutoOrder> => {
    const res = await call(s, method, `/${s.subscriptionId}${url}`, payload);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return autoOrderResponseSchema.parse(res.json()).autoOrder;
  };
  /** The preview saved nothing, then the action did what it showed. */
  async function previewThenAct(s: Shopper, body: object, method: string, url: string, payload?: object) {
    const before = await subscriptionRow(db(), s.subscriptionId);
    const shown = await preview(s, body);
    expect(await subscriptionRow(db(), s.subscriptionId)).toEqual(before);
    const after = await act(s, method, url, payload);
    expect(shown).toEqual({ nextOrderDate: after.nextOrderDate, frequencyWeeks: after.frequencyWeeks, expected: after.expected, placedToday: null });
    return { shown, after };
  }
  const code = (res: Response) => (res.json() as { code: string }).code;

  it('skip, undo skip and snooze show the date the action then sets', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    const undo = await call(s, 'POST', `/${s.subscriptionId}/preview`, { action: 'undoSkip' });
    expect([undo.statusCode, code(undo)]).toEqual([409, 'nothing_to_undo']);

    const { shown } = await previewThenAct(s, { action: 'skip' }, 'POST', '/skip');
    expect(shown.nextOrderDate).toBe(addDays(due, 28));
    const again = await call(s, 'POST', `/${s.subscriptionId}/preview`, { action: 'skip' });
    expect([again.statusCode, code(again)]).toEqual([409, 'already_skipped']);

    expect((await previewThenAct(s, { action: 'undoSkip' }, 'POST', '/undo-skip')).shown.nextOrderDate).toBe(due);
    expect((await previewThenAct(s, { action: 'snooze', weeks: 3 }, 'POST', '/snooze', { weeks: 3 })).shown.nextOrderDate).toBe(addDays(due, 21));
  });

  it('adding and removing a product show the total the action then has', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    const before = await act(s, 'GET', '');
    const added = await previewThenAct(s, { action: 'addItem', productId: products[1]!.id, petId: s.petId, quantity: 3 }, 'POST', '/items', { productId: products[1]!.id, petId: s.petId, quantity: 3 });
    expect(added.shown.expected.itemSubtotal).toBeGreaterThan(before.expected.itemSubtotal);
    const extra = added.after.items.find((i) => i.productId === products[1]!.id)!;
    const removed = await previewThenAct(s, { action: 'removeItem', itemId: extra.id }, 'DELETE', `/items/${extra.id}`);
    expect(removed.shown.expected).toEqual(before.expected);

    const last = await call(s, 'POST', `/${s.subscriptionId}/preview`, { action: 'removeItem', itemId: before.items[0]!.id });
    expect([last.statusCode, code(last)]).toEqual([409, 'last_item']);
    expect((await call(s, 'POST', `/${s.subscriptionId}/preview`, { action: 'removeItem', itemId: 999_999 })).statusCode).toBe(404);
  });

  it('a field change shows the date and total it saves', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    const a = await act(s, 'GET', '');
    const change = { frequencyWeeks: 6, quantities: [{ itemId: a.items[0]!.id, quantity: 4 }] };
    const { shown } = await previewThenAct(s, { action: 'change', ...change }, 'PUT', '', change);
    expect(shown.nextOrderDate).toBe(addDays(due, 14));
    expect(shown.expected.itemSubtotal).toBe(a.expected.itemSubtotal * 2);
  });

  it('"Order now" shows the order placed today and the next date a frequency from today', async () => {
    const s = await subscribedShopper(t, email(), products[2]!.id, due);
    const shown = await preview(s, { action: 'orderNow' });
    expect(await ordersOf(db(), s.subscriptionId)).toEqual([]);
    expect(shown.nextOrderDate).toBe(addDays(today, 28));
    const res = await call(s, 'POST', `/${s.subscriptionId}/order-now`);
    expect(res.statusCode).toBe(200);
    expect(autoOrderNowResponseSchema.parse(res.json()).autoOrder.nextOrderDate).toBe(shown.nextOrderDate);
    const [placed] = await ordersOf(db(), s.subscriptionId);
    expect(placed!.total_cents).toBe(shown.placedToday!.total);

    // Ordered today already: the preview refuses as "Order now" itself would.
    const again = await call(s, 'POST', `/${s.subscriptionId}/preview`, { action: 'orderNow' });
    expect([again.statusCode, code(again)]).toEqual([409, 'already_ordered_today']);
    const orderAgain = await call(s, 'POST', `/${s.subscriptionId}/order-now`);
    expect([orderAgain.statusCode, code(orderAgain)]).toEqual([409, 'already_ordered_today']);
    expect(await ordersOf(db(), s.subscriptionId)).toHaveLength(1);
  });

  it('a bad or missing action, or a bad body: 400 and nothing changed', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    const before = await subscriptionRow(db(), s.subscriptionId);
    for (const body of [{ action: 'explode' }, {}, { frequencyWeeks: 2 }, { action: 'snooze', weeks: 41 }, { action: 'snooze' }, { action: 'removeItem' }, { action: 'addItem', productId: products[1]!.id, quantity: 0 }]) {
      const res = await call(s, 'POST', `/${s.subscriptionId}/preview`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { message: string }).message, JSON.stringify(body)).not.toBe('');
    }
    expect(await subscriptionRow(db(), s.subscriptionId)).toEqual(before);
  });

  it('a cancelled subscription previews nothing (409, as its actions)', async () => {
    const s = await subscribedShopper(t, email(), products[0]!.id, due);
    await act(s, 'POST', '/cancel', { reason: 'Moving away' });
    const res = await call(s, 'POST', `/${s.subscriptionId}/preview`, { action: 'orderNow' });
    expect([res.statusCode, code(res)]).toEqual([409, 'autoorder_cancelled']);
  });

  it('another shopper\'s subscription or item: 404 for every action, nothing changed', async () => {
    const owner = await subscribedShopper(t, email(), products[0]!.id, due);
    const other = await subscribedShopper(t, email(), products[0]!.id, due);
    const before = await subscriptionRow(db(), owner.subscriptionId);
    const ownerItem = (await act(owner, 'GET', '')).items[0]!.id;
    const bodies = [
      { action: 'change', frequencyWeeks: 2 }, { action: 'skip' }, { action: 'undoSkip' }, { action: 'snooze', weeks: 1 }, { action: 'removeItem', itemId: ownerItem },
      { action: 'addItem', productId: products[1]!.id, quantity: 1 }, { action: 'orderNow' },
    ];
    for (const body of bodies) {
      const res = await call(other, 'POST', `/${owner.subscriptionId}/preview`, body);
      expect(res.statusCode, body.action).toBe(404);
    }
    // Their own subscription with the owner's item or pet:
    for (const body of [{ action: 'removeItem', itemId: ownerItem }, { action: 'addItem', productId: products[1]!.id, petId: owner.petId, quantity: 1 }]) {
      expect((await call(other, 'POST', `/${other.subscriptionId}/preview`, body)).statusCode, body.action).toBe(404);
    }
    expect(await subscriptionRow(db(), owner.subscriptionId)).toEqual(before);
    expect(await ordersOf(db(), owner.subscriptionId)).toEqual([]);
  });
});
