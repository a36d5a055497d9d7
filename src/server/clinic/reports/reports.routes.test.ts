import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoOrdersReportSchema, prescriptionsReportSchema, salesReportSchema } from '../../../contracts/clinic-reports';
import { dateFieldMessage } from '../../../contracts/fields';
import { RX_STATUS } from '../../../domain/constants';
import { localDateOf } from '../../../domain/report-periods';
import { addDays, DAY_MS } from '../../../domain/time';
import { createStaff, insertSubscription } from '../clinic-test-fixtures';
import { DEMO_SHOPPER } from '../../db/seed';
import { injectChecked } from '../../testing/contract-inject';
import { createClinic, createShopper, insertOrder } from '../../testing/fixtures';
import { createTestApp, signInAs, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

const PASSWORD = DEMO_SHOPPER.password;
type Headers = Record<string, string>;

/** A CSV file as a spreadsheet reads it: BOM dropped, CRLF rows, quoted fields (quotes doubled). */
function parseCsv(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const rows = body.slice(1).split('\r\n');
  expect(rows.pop()).toBe('');
  return rows.map((row) => (row === '' ? [] : (row.match(/"((?:[^"]|"")*)"/g) ?? []).map((cell) => cell.slice(1, -1).replaceAll('""', '"'))));
}

interface Figures { at: string; subtotal: number; discount: number; rebate: number; shipping: number; shippingDiscount: number; taxes: [string, number][]; credit: number; quantity: number; status?: string }

describe.each(testEngines())('clinic reports API on %s', (engine) => {
  let t: TestApp;
  let admin: Headers;
  let staff: Headers;
  let vet: Headers;
  let shopper: Headers;
  let clinicId: number;
  let clientId: number;
  let productId: number;
  let petId: number;
  const included: number[] = [];

  const db = () => t.database.db;

  async function order(f: Figures, atClinic = clinicId, userId = clientId): Promise<number> {
    const { id } = await insertOrder(db(), { userId, clinicId: atClinic, status: f.status ?? 'submitted', productId, petId: null, requiresApproval: false });
    const tax = f.taxes.reduce((sum, [, amount]) => sum + amount, 0);
    const total = f.subtotal - f.discount - f.rebate + f.shipping - f.shippingDiscount + tax - f.credit;
    await sql`update orders set created_at = ${f.at} where id = ${id}`.execute(db());
    await db().updateTable('orders').set({
      item_subtotal_cents: f.subtotal, discount_cents: f.discount, rebate_cents: f.rebate, shipping_cents: f.shipping,
      shipping_discount_cents: f.shippingDiscount, tax_cents: tax, account_credit_cents: f.credit, total_cents: total,
    }).where('id', '=', id).execute();
    await db().updateTable('order_items').set({ quantity: f.quantity }).where('order_id', '=', id).execute();
    for (const [label, amount] of f.taxes) {
      await db().insertInto('order_taxes').values({
        order_id: id, code: label, label, rate: 0.05, items_amount_cents: amount, shipping_amount_cents: 0, amount_cents: amount,
      }).execute();
    }
    return id;
  }

  async function completedReturn(orderId: number, completedAt: string | null, refund: number, status: 'completed' | 'pending' = 'completed', atClinic = clinicId) {
    await db().insertInto('returns').values({
      clinic_id: atClinic, order_id: orderId, user_id: clientId, status, reason: 'damaged', responsibility: 'client', fee_kind: 'none', fee_value: 0,
      items_refund_cents: refund, items_tax_refund_cents: 0, shipping_refund_cents: 0, fee_cents: 0, fee_tax_cents: 0, custom_refund_cents: null,
      refund_total_cents: refund, refund_method: 'card', provider_refund_id: null, admin_notes: '', window_override_note: null, cancel_reason: null,
      cancel_note: null, cancelled_at: null, created_by_user_id: clientId, created_at: completedAt ?? '2026-01-12T12:00:00.000Z', completed_at: completedAt,
    }).execute();
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { products: 200 });
    clinicId = await createClinic(db());
    await db().updateTable('clinics').set({ time_zone: 'America/Toronto' }).where('id', '=', clinicId).execute();
    await createStaff(db(), { email: 'reports-admin@example.com', password: PASSWORD, clinicId, isAdmin: true });
    await createStaff(db(), { email: 'reports-staff@example.com', password: PASSWORD, clinicId });
    await createStaff(db(), { email: 'reports-vet@example.com', password: PASSWORD, clinicId, isVeterinarian: true });
    clientId = await createShopper(db(), { email: 'reports-client@example.com', password: PASSWORD, clinicId });
    productId = (await db().selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    petId = (await db().insertInto('pets').values({ user_id: clientId, name: '=HYPERLINK("http://evil")', species: 'dogs', is_deleted: 0, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id').executeTakeFirstOrThrow()).id;
    admin = (await signInAs(t.app, 'reports-admin@example.com', PASSWORD)).headers;
    staff = (await signInAs(t.app, 'reports-staff@example.com', PASSWORD)).headers;
    vet = (await signInAs(t.app, 'reports-vet@example.com', PASSWORD)).headers;
    shopper = (await signInAs(t.app, 'reports-client@example.com', PASSWORD)).headers;

    const base = { discount: 0, rebate: 0, shipping: 0, shippingDiscount: 0, credit: 0, quantity: 1 };
    included.push(
      await order({ ...base, at: '2026-01-10T15:00:00.000Z', subtotal: 10000, discount: 1000, rebate: 200, shipping: 999, taxes: [['GST/HST', 1144]], quantity: 3 }),
      // 23:30 in Ottawa on the 14th: the 14th's sale, though the 15th in UTC.
      await order({ ...base, at: '2026-01-15T04:30:00.000Z', subtotal: 5000, taxes: [['GST', 250], ['QST', 499]], credit: 1000, quantity: 2 }),
      await order({ ...base, at: '2026-01-15T05:30:00.000Z', subtotal: 2345, discount: 345, shipping: 500, shippingDiscount: 500, taxes: [['GST/HST', 260]] }),
      // 23:59 local on the last day: in; one minute later (the 17th, local): out.
      await order({ ...base, at: '2026-01-17T04:59:00.000Z', subtotal: 1999, taxes: [['GST/HST', 260]], quantity: 4 }),
    );
    await order({ ...base, at: '2026-01-17T05:00:00.000Z', subtotal: 777, taxes: [] });
    await order({ ...base, at: '2026-01-12T12:00:00.000Z', subtotal: 3333, taxes: [['GST/HST', 433]], status: 'cancelled' });
    await order({ ...base, at: '2026-01-12T12:00:00.000Z', subtotal: 4444, taxes: [['GST/HST', 577]], status: 'pending_payment' });
    const otherClinic = await createClinic(db());
    const stranger = await createShopper(db(), { email: 'reports-stranger@example.com', password: PASSWORD, clinicId: otherClinic });
    const strangersOrder = await order({ ...base, at: '2026-01-12T12:00:00.000Z', subtotal: 9999, taxes: [['GST/HST', 1300]] }, otherClinic, stranger);

    await completedReturn(included[0]!, '2026-01-16T12:00:00.000Z', 1500);
    await completedReturn(included[0]!, '2026-01-16T06:00:00.000Z', 1, 'pending');
    await completedReturn(included[1]!, '2026-01-17T05:00:00.000Z', 700);
    await completedReturn(strangersOrder, '2026-01-13T12:00:00.000Z', 900, 'completed', otherClinic);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const range = 'from=2026-01-10&to=2026-01-16';

  it('is for the clinic admin only: staff, veterinarian and shopper get 403, a visitor 401', async () => {
    for (const url of ['/api/clinic/reports/sales', '/api/clinic/reports/prescriptions', '/api/clinic/reports/autoorders',
      '/api/clinic/reports/sales.csv', '/api/clinic/reports/prescriptions.csv', '/api/clinic/reports/autoorders.csv']) {
      for (const headers of [staff, vet, shopper]) {
        const response = await get(`${url}?${range}`, headers);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: expect.stringMatching(/^(clinic_admin_only|not_staff)$/) });
      }
      expect((await get(`${url}?${range}`, {})).statusCode).toBe(401);
    }
  });

  it('refuses a range that ends before it starts or is longer than a year', async () => {
    for (const query of ['from=2026-01-10&to=2026-01-09', 'from=2025-01-01&to=2026-01-10']) {
      const response = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/reports/sales?${query}`, headers: admin }, salesReportSchema);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'report_range_invalid' });
    }
  });

  it('says which range problem it is, and refuses impossible dates rather than reading them as other days', async () => {
    for (const [query, problem] of [['from=2026-01-10&to=2026-01-09', 'backwards'], ['from=2025-01-01&to=2026-01-10', 'tooLong']] as const) {
      const response = await get(`/api/clinic/reports/sales?${query}`, admin);
      expect(response.json()).toMatchObject({ code: 'report_range_invalid', data: { problem } });
    }
    // 2026-02-31 was read as March 3 and 2026-13-45 answered a range error: both are not dates.
    for (const kind of ['sales', 'prescriptions', 'autoorders', 'sales.csv']) {
      for (const [query, field] of [['from=2026-02-31&to=2026-03-05', 'from'], ['from=2026-01-01&to=2026-13-45', 'to'], ['from=2026-02-29&to=2026-03-01', 'from']] as const) {
        const response = await get(`/api/clinic/reports/${kind}?${query}`, admin);
        expect(response.statusCode, `${kind}?${query}`).toBe(400);
        expect(response.json().message).toContain(dateFieldMessage(field));
      }
    }
  });

  it("groups sales by the clinic's local day: orders, items, discounts, taxes by label, shipping, refunds, net", async () => {
    const response = await injectChecked(t.app, { method: 'GET', url: `/api/clinic/reports/sales?${range}&by=day`, headers: admin }, salesReportSchema);
    expect(response.statusCode, response.body).toBe(200);
    const report = salesReportSchema.parse(response.json());
    expect(report).toMatchObject({ timeZone: 'America/Toronto', from: '2026-01-10', to: '2026-01-16', by: 'day', taxLabels: ['GST', 'GST/HST', 'QST'] });
    expect(report.rows.map((r) => r.key)).toEqual(['2026-01-10', '2026-01-11', '2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16']);
    const day = (key: string) => report.rows.find((r) => r.key === key)!;
    expect(day('2026-01-10')).toMatchObject({ orders: 1, items: 3, subtotal: 10000, discounts: 1200, shipping: 999, taxes: { 'GST/HST': 1144, GST: 0, QST: 0 }, sales: 10943, refunds: 0 });
    expect(day('2026-01-12')).toMatchObject({ orders: 0, items: 0, subtotal: 0, sales: 0, refunds: 0 });
    expect(day('2026-01-14')).toMatchObject({ orders: 1, items: 2, subtotal: 5000, taxes: { GST: 250, QST: 499, 'GST/HST': 0 }, sales: 5749 });
    expect(day('2026-01-15')).toMatchObject({ orders: 1, subtotal: 2345, discounts: 345, shipping: 0, sales: 2260 });
    expect(day('2026-01-16')).toMatchObject({ orders: 1, items: 4, sales: 2259, refunds: 1500, net: 759 });
    expect(report.totals).toMatchObject({ orders: 4, items: 10, subtotal: 19344, discounts: 1545, shipping: 999, refunds: 1500 });

    const weeks = salesReportSchema.parse((await get(`/api/clinic/reports/sales?${range}&by=week`, admin)).json());
    expect(weeks.rows.map((r) => [r.key, r.startsOn, r.endsOn, r.orders])).toEqual([['2026-01-05', '2026-01-10', '2026-01-11', 1], ['2026-01-12', '2026-01-12', '2026-01-16', 3]]);
    expect(weeks.totals).toEqual(report.totals);
  });

  it("has CSV totals equal to the sum of the range's orders, to the cent", async () => {
    const orders = await db().selectFrom('orders').select(['total_cents', 'account_credit_cents', 'tax_cents', 'item_subtotal_cents'])
      .where('id', 'in', included).execute();
    const sum = (pick: (o: (typeof orders)[number]) => number) => orders.reduce((acc, o) => acc + Number(pick(o)), 0);
    const cents = (value: number) => (value / 100).toFixed(2);
    const returns = await db().selectFrom('returns').select('refund_total_cents').where('clinic_id', '=', clinicId).where('status', '=', 'completed')
      .where('completed_at', '>=', '2026-01-10T05:00:00.000Z').where('completed_at', '<', '2026-01-17T05:00:00.000Z').execute();
    const refunds = returns.reduce((acc, r) => acc + Number(r.refund_total_cents), 0);

    for (const by of ['day', 'week', 'month']) {
      const response = await get(`/api/clinic/reports/sales.csv?${range}&by=${by}&lang=en`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="sales-2026-01-10-2026-01-16.csv"');
      const [header, ...rows] = parseCsv(response.body);
      expect(header).toEqual(['Period', 'From', 'To', 'Orders', 'Items', 'Subtotal', 'Discounts', 'Tax GST', 'Tax GST/HST', 'Tax QST', 'Shipping', 'Sales', 'Refunds', 'Net']);
      const total = Object.fromEntries(header!.map((h, i) => [h, rows[rows.length - 1]![i]!]));
      expect(total).toMatchObject({ Period: 'Total', From: '2026-01-10', To: '2026-01-16', Orders: String(orders.length) });
      expect(total.Subtotal).toBe(cents(sum((o) => o.item_subtotal_cents)));
      expect(cents(Math.round(Number(total['Tax GST']) * 100 + Number(total['Tax GST/HST']) * 100 + Number(total['Tax QST']) * 100))).toBe(cents(sum((o) => o.tax_cents)));
      // What the orders are worth (card and account credit), then less the refunds completed in the range.
      expect(total.Sales).toBe(cents(sum((o) => o.total_cents + o.account_credit_cents)));
      expect(total.Refunds).toBe(cents(refunds));
      expect(total.Net).toBe(cents(sum((o) => o.total_cents + o.account_credit_cents) - refunds));
      // The periods' rows add up to the total row, column by column.
      for (let column = 3; column < header!.length; column += 1) {
        const cellsSum = rows.slice(0, -1).reduce((acc, row) => acc + Math.round(Number(row[column]) * 100), 0);
        expect(cellsSum, header![column]).toBe(Math.round(Number(rows[rows.length - 1]![column]) * 100));
      }
    }
  });

  it('writes the French CSV with French headers and dot decimals, never decimal commas', async () => {
    const response = await get(`/api/clinic/reports/sales.csv?${range}&by=month&lang=fr`, admin);
    expect(response.headers['content-disposition']).toBe('attachment; filename="ventes-2026-01-10-2026-01-16.csv"');
    const [header, month, total] = parseCsv(response.body);
    // Issue 24 item 19: the French names of the taxes (TPS, TVH, TVQ), never GST, HST or QST.
    expect(header).toEqual(['Période', 'Du', 'Au', 'Commandes', 'Articles', 'Sous-total', 'Rabais', 'TPS', 'TPS/TVH', 'TVQ', 'Livraison', 'Ventes', 'Remboursements', 'Net']);
    expect(response.body).not.toMatch(/GST|HST|QST/);
    expect(month).toEqual(['2026-01', '2026-01-10', '2026-01-16', '4', '10', '193.44', '15.45', '2.50', '16.64', '4.99', '9.99', '212.11', '15.00', '197.11']);
    expect(total![0]).toBe('Total');
    expect(response.body).not.toMatch(/\d,\d/);
  });

  it('reports prescriptions approved, denied and expiring soon; the CSV guards a name that looks like a formula', async () => {
    const familyId = (await db().selectFrom('product_families').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const rx = (over: object) => ({
      user_id: clientId, pet_id: petId, family_id: familyId, rx_status_id: RX_STATUS.validated, quantity: 1, refill_quantity: 0,
      refill_quantity_remaining: 0, vet_name: 'Dr. Test', expires_at: null, denial_reason: '', created_at: '2026-01-01T00:00:00.000Z', ...over,
    });
    const soon = new Date(Date.now() + 10 * DAY_MS).toISOString();
    await db().insertInto('prescriptions').values([
      rx({ decided_at: '2026-01-11T15:00:00.000Z', expires_at: soon }),
      rx({ decided_at: '2026-01-15T04:00:00.000Z' }), // the 14th, local
      rx({ rx_status_id: RX_STATUS.cancelled, denial_reason: 'Not suitable', decided_at: '2026-01-15T12:00:00.000Z' }),
      rx({ decided_at: '2026-01-20T12:00:00.000Z', expires_at: new Date(Date.now() + 40 * DAY_MS).toISOString() }),
    ]).execute();
    const report = prescriptionsReportSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/reports/prescriptions?${range}`, headers: admin }, prescriptionsReportSchema)).json());
    expect(report.totals).toEqual({ approved: 2, denied: 1 });
    expect(report.rows.filter((r) => r.approved + r.denied > 0).map((r) => [r.key, r.approved, r.denied])).toEqual([['2026-01-11', 1, 0], ['2026-01-14', 1, 0], ['2026-01-15', 0, 1]]);
    expect(report.expiringSoon).toEqual([expect.objectContaining({ petName: '=HYPERLINK("http://evil")', clientName: 'Test Shopper', expiresOn: localDateOf(new Date(soon), 'America/Toronto') })]);

    const csv = (await get(`/api/clinic/reports/prescriptions.csv?${range}&lang=fr`, admin)).body;
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(parseCsv(csv)[0]).toEqual(['Période', 'Du', 'Au', 'Approuvées', 'Refusées']);
  });

  it('reports AutoOrders: active, expected in the next 30 days, placed and declined by period', async () => {
    const today = localDateOf(new Date(), 'America/Toronto');
    const subId = await insertSubscription(db(), { userId: clientId, status: 'active', productId, petId });
    await db().updateTable('auto_order_subscriptions').set({ next_order_date: addDays(today, 3), frequency_weeks: 2 }).where('id', '=', subId).execute();
    await db().updateTable('auto_order_items').set({ quantity: 2, unit_price_cents: 1500 }).where('subscription_id', '=', subId).execute();
    await insertSubscription(db(), { userId: clientId, status: 'cancelled', productId, petId });
    const run = (dueDate: string, state: string, finishedAt: string) => ({
      subscription_id: subId, due_date: dueDate, state, claimed_at: finishedAt, finished_at: finishedAt,
    });
    await db().insertInto('auto_order_runs').values([
      run('2026-01-11', 'placed', '2026-01-11T14:00:00.000Z'), run('2026-01-13', 'declined', '2026-01-13T14:00:00.000Z'),
      run('2026-01-14', 'declined', '2026-01-15T03:00:00.000Z'), run('2026-01-20', 'placed', '2026-01-20T14:00:00.000Z'),
    ]).execute();
    const report = autoOrdersReportSchema.parse((await injectChecked(t.app, { method: 'GET', url: `/api/clinic/reports/autoorders?${range}&by=week`, headers: admin }, autoOrdersReportSchema)).json());
    // Due in 3 days, then every two weeks: twice in the next 30 days, $30.00 of items each time.
    expect(report).toMatchObject({ active: 1, expectedOrdersNext30Days: 2, expectedRevenueNext30Days: 6000, totals: { placed: 1, declined: 2 } });
    const csv = parseCsv((await get(`/api/clinic/reports/autoorders.csv?${range}&by=week`, admin)).body);
    expect(csv.slice(-3)).toEqual([['Active AutoOrders', '1'], ['Orders expected in the next 30 days', '2'], ['Revenue expected in the next 30 days', '60.00']]);
  });
});
