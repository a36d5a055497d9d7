import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feeRatesSchema, settlementReportSchema, type SettlementReport } from '../../../contracts/clinic-statements';
import { orderMoveResponseSchema } from '../../../contracts/clinic';
import { returnDetailSchema } from '../../../contracts/returns';
import type { SettlementSourceLine } from '../../../contracts/settlement';
import { captureFee, payoutDay } from '../../../domain/settlement';
import { addDays, DAY_MS } from '../../../domain/time';
import { runDueAutoOrders } from '../../account/autoorders';
import { autoOrderProducts, engineDeps, subscribedShopper } from '../../account/autoorders/autoorder-test-fixtures';
import { DEMO_SHOPPER, DEMO_SITE_ADMIN } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';
import { createStaff, givePasscode } from '../clinic-test-fixtures';
import { settlementReport } from './settlement.service';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/**
 * The transaction settlement report (issue 27) on both engines: orders and an AutoOrder placed,
 * shipped (captured) and one returned (refunded) through the real code; the report's lines, day
 * totals and period totals agree to the cent with each other and with the sandbox's ledger.
 */
describe.each(testEngines())('settlement report on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let staff: Headers;
  let otherAdmin: Headers;
  let platform: Headers;
  let clinicId: number;
  const db = () => t.database.db;
  const report = (headers: Headers, query = '') => injectChecked(t.app, { method: 'GET', url: `/api/clinic/settlement${query}`, headers }, settlementReportSchema);
  const move = (orderId: number, body: object) =>
    injectChecked(t.app, { method: 'POST', url: `/api/clinic/orders/${orderId}/move`, headers: admin, payload: body }, orderMoveResponseSchema);

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    clinicId = await createClinic(db());
    await createStaff(db(), { email: `settle-admin-${engine}@example.com`, password: PASSWORD, clinicId, isAdmin: true });
    await createStaff(db(), { email: `settle-staff-${engine}@example.com`, password: PASSWORD, clinicId });
    const otherClinicId = await createClinic(db());
    await createStaff(db(), { email: `settle-other-${engine}@example.com`, password: PASSWORD, clinicId: otherClinicId, isAdmin: true });
    admin = (await signInAs(t.app, `settle-admin-${engine}@example.com`, PASSWORD)).headers;
    await givePasscode(t.app, admin, PASSWORD);
    staff = (await signInAs(t.app, `settle-staff-${engine}@example.com`, PASSWORD)).headers;
    otherAdmin = (await signInAs(t.app, `settle-other-${engine}@example.com`, PASSWORD)).headers;
    await givePasscode(t.app, otherAdmin, PASSWORD);
    platform = (await signInAs(t.app, DEMO_SITE_ADMIN.email, PASSWORD)).headers;
  });
  afterAll(() => t.close());

  it('lists captures, an AutoOrder and a refund by payout day, with fees; totals = lines = the ledger less fees', async () => {
    const rate = await injectChecked(t.app, { method: 'POST', url: '/api/platform/fee-rates', headers: platform, payload: { percentBp: 290, fixedCents: 30 } }, feeRatesSchema);
    expect(rate.statusCode).toBe(200);
    const rateAudit = await db().selectFrom('audit_events').select(['entity_id', 'after_json']).where('entity', '=', 'platform_fee_rate').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Number(rateAudit.entity_id)).toBeGreaterThan(0);
    expect(JSON.parse(rateAudit.after_json)).toMatchObject({ percentBp: 290, fixedCents: 30 });

    // A checkout that also starts an AutoOrder, and the AutoOrder's first order placed by the engine.
    const [product] = await autoOrderProducts(db(), 1);
    const today = new Date().toISOString().slice(0, 10);
    const s = await subscribedShopper(t, `settle-client-${engine}@example.com`, product!.id, today, { clinicId, quantity: 3 });
    await runDueAutoOrders(engineDeps(t), { asOf: today, now: new Date(), onlyIds: [s.subscriptionId] });
    const orders = await db().selectFrom('orders').select(['id', 'total_cents', 'auto_order_subscription_id', 'is_auto_order', 'order_number'])
      .where('clinic_id', '=', clinicId).orderBy('id').execute();
    expect(orders.length).toBe(2);

    for (const order of orders) {
      expect((await move(order.id, { move: 'validate' })).statusCode).toBe(200);
      expect((await move(order.id, { move: 'ship', carrier: 'canada_post', trackingNumber: `1111222233334${order.id}` })).statusCode).toBe(200);
      // Shipping again is refused and captures nothing more.
      expect((await move(order.id, { move: 'ship', carrier: 'canada_post', trackingNumber: '1' })).statusCode).toBe(409);
    }
    // Return one unit of the first order, refunded to the card.
    const first = orders[0]!;
    // rr §9: refunds only 24 hours after billing (its delivery here); the order left two days ago.
    await sql`update order_history set created_at = ${new Date(Date.now() - 2 * DAY_MS).toISOString()} where order_id = ${first.id} and event = 'shipped'`.execute(db());
    const item = await db().selectFrom('order_items').select('id').where('order_id', '=', first.id).executeTakeFirstOrThrow();
    const created = await injectChecked(t.app, {
      method: 'POST', url: `/api/clinic/orders/${first.id}/returns`, headers: admin,
      payload: { items: [{ orderItemId: item.id, quantity: 1 }], responsibility: 'client', method: 'card' },
    }, returnDetailSchema);
    expect(created.statusCode, created.body).toBe(200);
    const returned = returnDetailSchema.parse(created.parsed);
    expect((await injectChecked(t.app, { method: 'POST', url: `/api/clinic/returns/${returned.id}/complete`, headers: admin }, returnDetailSchema)).statusCode).toBe(200);

    // The ledger: what the gateway captured for these orders and refunded for the return.
    const captures = await db().selectFrom('payment_captures').select(['capture_id', 'amount_cents', 'reference', 'created_at'])
      .where('reference', 'in', orders.map((o) => `order:${o.id}`)).execute();
    expect(captures.map((c) => Number(c.amount_cents)).sort()).toEqual(orders.map((o) => Number(o.total_cents)).sort());
    const refunds = await db().selectFrom('payment_refunds').select(['refund_id', 'amount_cents']).where('reference', '=', `return:${returned.id}`).execute();
    expect(refunds.length).toBe(1);
    const captured = captures.reduce((sum, c) => sum + Number(c.amount_cents), 0);
    const refunded = Number(refunds[0]!.amount_cents);
    const fees = captures.reduce((sum, c) => sum + captureFee(Number(c.amount_cents), { percentBp: 290, fixedCents: 30 }), 0);

    const res = await report(admin, `?from=${today}&to=${addDays(today, 7)}`);
    expect(res.statusCode).toBe(200);
    const body: SettlementReport = settlementReportSchema.parse(res.parsed);
    const lines = body.days.flatMap((d) => d.lines);
    expect(lines.map((l) => l.kind).sort()).toEqual(['autoorder', 'order', 'refund']);
    const autoOrder = orders.find((o) => o.auto_order_subscription_id !== null)!;
    expect(lines.find((l) => l.kind === 'autoorder')!.reference).toBe(autoOrder.order_number);
    expect(lines.find((l) => l.kind === 'refund')).toMatchObject({ amountCents: -refunded, feeCents: 0, netCents: -refunded, reference: first.order_number });
    for (const line of lines) expect(line.payoutDay).toBe(payoutDay(line.occurredAt));
    // To the cent: the period's totals are the sums of its lines and of its days, and the ledger's captures less refunds and fees.
    const sum = (key: 'amountCents' | 'feeCents' | 'netCents', rows: readonly { amountCents: number; feeCents: number; netCents: number }[]) => rows.reduce((a, r) => a + r[key], 0);
    expect(body.totals).toEqual({ amountCents: sum('amountCents', lines), feeCents: sum('feeCents', lines), netCents: sum('netCents', lines) });
    expect(body.totals).toEqual({ amountCents: sum('amountCents', body.days.map((d) => d.totals)), feeCents: sum('feeCents', body.days.map((d) => d.totals)), netCents: sum('netCents', body.days.map((d) => d.totals)) });
    expect(body.totals).toEqual({ amountCents: captured - refunded, feeCents: fees, netCents: captured - refunded - fees });

    // The day's CSV: a line per settlement line and the day's total.
    const day = body.days[0]!;
    const csv = await t.app.inject({ method: 'GET', url: `/api/clinic/settlement/day.csv?day=${day.payoutDay}&lang=fr`, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toContain('"Jour de versement"');
    expect(rows.length).toBe(day.lines.length + 2);
    expect(rows.at(-1)).toContain(`"${(day.totals.netCents / 100).toFixed(2)}"`);

    // A chargeback on a capture is a negative line; a second with the same reference records nothing more.
    const chargeback = { captureId: captures[0]!.capture_id, amountCents: 500, reason: 'Disputed', reference: `cb-test-${engine}` };
    const recorded = await injectChecked(t.app, { method: 'POST', url: '/api/platform/sandbox/chargebacks', headers: platform, payload: chargeback }, z.unknown());
    expect(recorded.statusCode).toBe(200);
    expect((await injectChecked(t.app, { method: 'POST', url: '/api/platform/sandbox/chargebacks', headers: platform, payload: chargeback }, z.unknown())).statusCode).toBe(200);
    const tooMuch = await injectChecked(t.app, { method: 'POST', url: '/api/platform/sandbox/chargebacks', headers: platform, payload: { ...chargeback, amountCents: 10_000_000, reference: `cb-big-${engine}` } }, z.unknown());
    expect(tooMuch.statusCode).toBe(400);
    const after = settlementReportSchema.parse((await report(admin, `?from=${today}&to=${addDays(today, 7)}`)).parsed);
    const chargebacks = after.days.flatMap((d) => d.lines).filter((l) => l.kind === 'chargeback');
    expect(chargebacks).toEqual([expect.objectContaining({ amountCents: -500, feeCents: 0, netCents: -500 })]);
    expect(after.totals.netCents).toBe(body.totals.netCents - 500);

    // Another clinic's admin sees none of it.
    const other = settlementReportSchema.parse((await report(otherAdmin, `?from=${today}&to=${addDays(today, 7)}`)).parsed);
    expect(other.days).toEqual([]);
  });

  it('is the clinic admin\'s only: staff get 403, a visitor 401; a bad period is a 400', async () => {
    expect((await report(staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/settlement/day.csv?day=2026-11-02', headers: staff })).statusCode).toBe(403);
    expect((await report({})).statusCode).toBe(401);
    expect((await report(platform)).statusCode).toBe(403);
    expect((await report(admin, '?from=2026-11-10&to=2026-11-01')).statusCode).toBe(400);
    expect((await report(admin, '?from=2020-01-01&to=2026-11-01')).statusCode).toBe(400);
    expect((await report(admin, '?from=2026-02-30')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/settlement/day.csv?day=nope', headers: admin })).statusCode).toBe(400);
  });

  it('is a passcode page: an admin who has not given their password again gets 403 passcode_required, the report and its CSV alike', async () => {
    const fresh = (await signInAs(t.app, `settle-admin-${engine}@example.com`, PASSWORD)).headers;
    const refused = await report(fresh);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'passcode_required' });
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/settlement/day.csv?day=2026-11-02', headers: fresh })).json()).toMatchObject({ code: 'passcode_required' });
    await givePasscode(t.app, fresh, PASSWORD);
    expect((await report(fresh)).statusCode).toBe(200);
  });

  it('any mix of lines: each day totals its lines, the period its days, net = amount − fee (fast-check)', async () => {
    const line = fc.record({
      kind: fc.constantFrom('order' as const, 'autoorder' as const, 'plan_payment' as const, 'custom_payment' as const, 'refund' as const, 'chargeback' as const),
      minutes: fc.integer({ min: 0, max: 20 * 24 * 60 }),
      cents: fc.integer({ min: 1, max: 500_000 }),
    });
    await fc.assert(fc.asyncProperty(fc.array(line, { maxLength: 40 }), async (drawn) => {
      const start = Date.parse('2026-03-01T00:00:00Z');
      const lines: SettlementSourceLine[] = drawn.map((d, i) => ({
        kind: d.kind, providerId: `p${i}`, reference: `R${i}`, clientName: '', occurredAt: new Date(start + d.minutes * 60_000).toISOString(),
        amountCents: d.kind === 'refund' || d.kind === 'chargeback' ? -d.cents : d.cents,
      }));
      // The same lines from two sources are counted once.
      const source = async () => lines;
      const result = await settlementReport(db(), clinicId, { from: '2026-03-01', to: '2026-03-31' }, new Date(), [source, source]);
      const all = result.days.flatMap((d) => d.lines);
      expect(all.length).toBe(lines.filter((l) => payoutDay(l.occurredAt) <= '2026-03-31').length);
      for (const l of all) expect(l.netCents).toBe(l.amountCents - l.feeCents);
      for (const d of result.days) {
        expect(d.totals.amountCents).toBe(d.lines.reduce((a, l) => a + l.amountCents, 0));
        expect(d.totals.feeCents).toBe(d.lines.reduce((a, l) => a + l.feeCents, 0));
      }
      expect(result.totals.netCents).toBe(result.days.reduce((a, d) => a + d.totals.netCents, 0));
      expect(result.totals.amountCents).toBe(all.reduce((a, l) => a + l.amountCents, 0));
    }), { numRuns: 30 });
  });
});
