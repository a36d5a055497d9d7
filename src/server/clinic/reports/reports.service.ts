import type { AutoOrdersReport, PrescriptionsReport, ReportKind, ReportQuery, SalesReport } from '../../../contracts/clinic-reports';
import type { Language } from '../../../domain/constants';
import { localDateOf, REPORT_MAX_DAYS, reportPeriods, reportRangeProblem, type ReportPeriod, type ReportRangeProblem } from '../../../domain/report-periods';
import { taxName } from '../../../domain/tax';
import { addDays, addWeeks, DAY_MS } from '../../../domain/time';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffIdentity } from '../../shared/staff-access';
import { money, num, text, toCsv, type CsvCell } from './csv';
import { REPORT_WORDS } from './report-words';
import * as q from './reports.queries';

/**
 * The clinic admin's reports (issue 17): the range is the clinic's local days (clinics.time_zone),
 * 30 days to today by default, at most REPORT_MAX_DAYS; each period of the range is a row, periods
 * without activity included (zeros), and the totals are the rows' sums.
 */
export const DEFAULT_RANGE_DAYS = 30;

/** The API's words for a range it cannot report on (the page says its own, in the staff member's language). */
const RANGE_MESSAGES: Record<ReportRangeProblem, string> = {
  fromInvalid: 'from must be a date (YYYY-MM-DD) that exists on the calendar.',
  toInvalid: 'to must be a date (YYYY-MM-DD) that exists on the calendar.',
  backwards: 'Please choose a start date on or before the end date.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days: please choose a shorter range.`,
};

interface Range { timeZone: string; from: string; to: string; by: ReportQuery['by']; periods: ReportPeriod[] }

async function rangeOf(db: Db, staff: StaffIdentity, query: ReportQuery, now: Date): Promise<Range> {
  const timeZone = await q.clinicTimeZone(db, staff.clinicId);
  const to = query.to ?? localDateOf(now, timeZone);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const problem = reportRangeProblem(from, to);
  if (problem) throw new AppError(400, 'report_range_invalid', RANGE_MESSAGES[problem], { problem });
  return { timeZone, from, to, by: query.by, periods: reportPeriods(from, to, query.by, timeZone) };
}

const zeros = <T>(periods: readonly ReportPeriod[], make: () => T) => periods.map(make);

export async function salesReport(db: Db, staff: StaffIdentity, query: ReportQuery, now: Date): Promise<SalesReport> {
  const range = await rangeOf(db, staff, query, now);
  const { periods } = range;
  const [orders, items, taxes, refunds] = await Promise.all([
    q.orderSums(db, staff.clinicId, periods), q.itemSums(db, staff.clinicId, periods),
    q.taxSums(db, staff.clinicId, periods), q.refundSums(db, staff.clinicId, periods),
  ]);
  const taxLabels = [...new Set(taxes.map((t) => t.label))].sort();
  const rows = zeros(periods, () => ({
    orders: 0, items: 0, subtotal: 0, discounts: 0, taxes: Object.fromEntries(taxLabels.map((l) => [l, 0])) as Record<string, number>,
    taxTotal: 0, shipping: 0, refunds: 0,
  }));
  for (const o of orders) Object.assign(rows[o.bucket]!, { orders: o.orders, subtotal: o.subtotal, discounts: o.discounts, shipping: o.shipping, taxTotal: o.taxes });
  for (const i of items) rows[i.bucket]!.items = i.items;
  for (const t of taxes) rows[t.bucket]!.taxes[t.label] = t.amount;
  for (const r of refunds) rows[r.bucket]!.refunds = r.refunds;
  const figures = rows.map((r) => {
    const sales = r.subtotal - r.discounts + r.shipping + r.taxTotal;
    return { orders: r.orders, items: r.items, subtotal: r.subtotal, discounts: r.discounts, taxes: r.taxes, shipping: r.shipping, sales, refunds: r.refunds, net: sales - r.refunds };
  });
  const sum = (pick: (f: (typeof figures)[number]) => number) => figures.reduce((acc, f) => acc + pick(f), 0);
  return {
    timeZone: range.timeZone, from: range.from, to: range.to, by: range.by, taxLabels,
    rows: figures.map((f, i) => ({ key: periods[i]!.key, startsOn: periods[i]!.startsOn, endsOn: periods[i]!.endsOn, ...f })),
    totals: {
      orders: sum((f) => f.orders), items: sum((f) => f.items), subtotal: sum((f) => f.subtotal), discounts: sum((f) => f.discounts),
      taxes: Object.fromEntries(taxLabels.map((l) => [l, sum((f) => f.taxes[l] ?? 0)])), shipping: sum((f) => f.shipping),
      sales: sum((f) => f.sales), refunds: sum((f) => f.refunds), net: sum((f) => f.net),
    },
  };
}

export async function prescriptionsReport(db: Db, staff: StaffIdentity, query: ReportQuery, now: Date): Promise<PrescriptionsReport> {
  const range = await rangeOf(db, staff, query, now);
  const { periods } = range;
  const [decisions, expiring] = await Promise.all([
    q.prescriptionDecisions(db, staff.clinicId, periods),
    q.expiringPrescriptions(db, staff.clinicId, now.toISOString(), new Date(now.getTime() + 30 * DAY_MS).toISOString()),
  ]);
  const rows = zeros(periods, () => ({ approved: 0, denied: 0 }));
  for (const d of decisions) rows[d.bucket] = { approved: d.approved, denied: d.denied };
  return {
    timeZone: range.timeZone, from: range.from, to: range.to, by: range.by,
    rows: rows.map((r, i) => ({ key: periods[i]!.key, startsOn: periods[i]!.startsOn, endsOn: periods[i]!.endsOn, ...r })),
    totals: { approved: rows.reduce((a, r) => a + r.approved, 0), denied: rows.reduce((a, r) => a + r.denied, 0) },
    expiringSoon: expiring.map((rx) => ({
      id: Number(rx.id), clientName: `${rx.first_name} ${rx.last_name}`, petName: rx.pet_name,
      productName: query.lang === 'fr' ? rx.name_fr : rx.name_en, expiresOn: localDateOf(new Date(rx.expires_at!), range.timeZone),
    })),
  };
}

/** How many of a subscription's orders fall in [today, today + 30 days). */
export function ordersWithin30Days(nextOrderDate: string, frequencyWeeks: number, today: string): number {
  const end = addDays(today, 30);
  let count = 0;
  for (let date = nextOrderDate < today ? today : nextOrderDate; date < end; date = addWeeks(date, Math.max(1, frequencyWeeks))) count += 1;
  return count;
}

export async function autoOrdersReport(db: Db, staff: StaffIdentity, query: ReportQuery, now: Date): Promise<AutoOrdersReport> {
  const range = await rangeOf(db, staff, query, now);
  const { periods } = range;
  const today = localDateOf(now, range.timeZone);
  const [active, values, runs] = await Promise.all([
    q.activeSubscriptionCount(db, staff.clinicId), q.activeSubscriptionValues(db, staff.clinicId), q.autoOrderRuns(db, staff.clinicId, periods),
  ]);
  let expectedOrders = 0;
  let expectedRevenue = 0;
  for (const s of values) {
    const count = ordersWithin30Days(s.nextOrderDate, s.frequencyWeeks, today);
    expectedOrders += count;
    expectedRevenue += count * s.value;
  }
  const rows = zeros(periods, () => ({ placed: 0, declined: 0 }));
  for (const r of runs) rows[r.bucket] = { placed: r.placed, declined: r.declined };
  return {
    timeZone: range.timeZone, from: range.from, to: range.to, by: range.by, active,
    expectedOrdersNext30Days: expectedOrders, expectedRevenueNext30Days: expectedRevenue,
    rows: rows.map((r, i) => ({ key: periods[i]!.key, startsOn: periods[i]!.startsOn, endsOn: periods[i]!.endsOn, ...r })),
    totals: { placed: rows.reduce((a, r) => a + r.placed, 0), declined: rows.reduce((a, r) => a + r.declined, 0) },
  };
}

// ------------------------------------------------------------------ CSV

export interface CsvFile { fileName: string; body: string }

const periodCells = (r: { key: string; startsOn: string; endsOn: string }) => [text(r.key), text(r.startsOn), text(r.endsOn)];

export async function reportCsv(db: Db, staff: StaffIdentity, kind: ReportKind, query: ReportQuery, now: Date): Promise<CsvFile> {
  const w = REPORT_WORDS[query.lang as Language];
  const head = [w.period, w.from, w.to];
  let header: string[];
  let rows: CsvCell[][];
  let range: { from: string; to: string };
  if (kind === 'sales') {
    const report = await salesReport(db, staff, query, now);
    range = report;
    header = [...head, w.orders, w.items, w.subtotal, w.discounts, ...report.taxLabels.map((l) => w.tax(taxName(l, query.lang as Language))), w.shipping, w.sales, w.refunds, w.net];
    const figures = (f: SalesReport['totals']) => [
      num(f.orders), num(f.items), money(f.subtotal), money(f.discounts), ...report.taxLabels.map((l) => money(f.taxes[l] ?? 0)),
      money(f.shipping), money(f.sales), money(f.refunds), money(f.net),
    ];
    rows = [...report.rows.map((r) => [...periodCells(r), ...figures(r)]), [text(w.total), text(report.from), text(report.to), ...figures(report.totals)]];
  } else if (kind === 'prescriptions') {
    const report = await prescriptionsReport(db, staff, query, now);
    range = report;
    header = [...head, w.approved, w.denied];
    rows = [
      ...report.rows.map((r) => [...periodCells(r), num(r.approved), num(r.denied)]),
      [text(w.total), text(report.from), text(report.to), num(report.totals.approved), num(report.totals.denied)],
      [],
      [text(w.expiring)],
      [text(w.client), text(w.pet), text(w.product), text(w.expiresOn)],
      ...report.expiringSoon.map((rx) => [text(rx.clientName), text(rx.petName), text(rx.productName), text(rx.expiresOn)]),
    ];
  } else {
    const report = await autoOrdersReport(db, staff, query, now);
    range = report;
    header = [...head, w.placed, w.declined];
    rows = [
      ...report.rows.map((r) => [...periodCells(r), num(r.placed), num(r.declined)]),
      [text(w.total), text(report.from), text(report.to), num(report.totals.placed), num(report.totals.declined)],
      [],
      [text(w.active), num(report.active)],
      [text(w.expectedOrders), num(report.expectedOrdersNext30Days)],
      [text(w.expectedRevenue), money(report.expectedRevenueNext30Days)],
    ];
  }
  return { fileName: `${w.file[kind]}-${range.from}-${range.to}.csv`, body: toCsv(header, rows) };
}
