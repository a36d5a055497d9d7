import type { AutoOrdersReport, GroupReport, PrescriptionsReport, ReportKind, ReportQuery, SalesReport } from '../../../contracts/clinic-reports';
import type { Language } from '../../../domain/constants';
import { localDateOf, REPORT_MAX_DAYS, reportPeriods, reportRangeProblem, type ReportPeriod, type ReportRangeProblem } from '../../../domain/report-periods';
import { taxName } from '../../../domain/tax';
import { addDays, addWeeks, DAY_MS } from '../../../domain/time';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffIdentity } from '../../shared/staff-access';
import { money, num, text, toCsv, type CsvCell } from './csv';
import { REPORT_WORDS } from './report-words';
import { clinicTimeZone } from '../clinic-records.queries';
import * as q from './reports.queries';

/**
 * The clinic admin's reports (issue 17): the range is the clinic's local days (clinics.time_zone),
 * 30 days to today by default, at most REPORT_MAX_DAYS; each period of the range is a row, periods
 * without activity included (zeros), and the totals are the rows' sums.
 */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * Whose figures a report sums: one clinic (its admin's reports) or a master clinic's group (issue
 * 25), the range read in `timeZoneClinicId`'s local days. The same queries serve both.
 */
export interface ReportScope { clinicIds: readonly number[]; timeZoneClinicId: number }
export const clinicScope = (staff: StaffIdentity): ReportScope => ({ clinicIds: [staff.clinicId], timeZoneClinicId: staff.clinicId });

/** The API's words for a range it cannot report on (the page says its own, in the staff member's language). */
const RANGE_MESSAGES: Record<ReportRangeProblem, string> = {
  fromInvalid: 'from must be a date (YYYY-MM-DD) that exists on the calendar.',
  toInvalid: 'to must be a date (YYYY-MM-DD) that exists on the calendar.',
  backwards: 'Please choose a start date on or before the end date.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days: please choose a shorter range.`,
};

interface Range { timeZone: string; from: string; to: string; by: ReportQuery['by']; periods: ReportPeriod[] }

async function rangeOf(db: Db, scope: ReportScope, query: ReportQuery, now: Date): Promise<Range> {
  const timeZone = await clinicTimeZone(db, scope.timeZoneClinicId);
  const to = query.to ?? localDateOf(now, timeZone);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const problem = reportRangeProblem(from, to);
  if (problem) throw new AppError(400, 'report_range_invalid', RANGE_MESSAGES[problem], { problem });
  return { timeZone, from, to, by: query.by, periods: reportPeriods(from, to, query.by, timeZone) };
}

const zeros = <T>(periods: readonly ReportPeriod[], make: () => T) => periods.map(make);

export async function salesReport(db: Db, scope: ReportScope, query: ReportQuery, now: Date): Promise<SalesReport> {
  const range = await rangeOf(db, scope, query, now);
  const { periods } = range;
  const [orders, items, taxes, refunds] = await Promise.all([
    q.orderSums(db, scope.clinicIds, periods), q.itemSums(db, scope.clinicIds, periods),
    q.taxSums(db, scope.clinicIds, periods), q.refundSums(db, scope.clinicIds, periods),
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

export async function prescriptionsReport(db: Db, scope: ReportScope, query: ReportQuery, now: Date): Promise<PrescriptionsReport> {
  const range = await rangeOf(db, scope, query, now);
  const { periods } = range;
  const [decisions, expiring] = await Promise.all([
    q.prescriptionDecisions(db, scope.clinicIds, periods),
    q.expiringPrescriptions(db, scope.clinicIds, now.toISOString(), new Date(now.getTime() + 30 * DAY_MS).toISOString()),
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

export async function autoOrdersReport(db: Db, scope: ReportScope, query: ReportQuery, now: Date): Promise<AutoOrdersReport> {
  const range = await rangeOf(db, scope, query, now);
  const { periods } = range;
  const today = localDateOf(now, range.timeZone);
  const [active, values, runs] = await Promise.all([
    q.activeSubscriptionCount(db, scope.clinicIds), q.activeSubscriptionValues(db, scope.clinicIds), q.autoOrderRuns(db, scope.clinicIds, periods),
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

export async function reportCsv(db: Db, scope: ReportScope, kind: ReportKind, query: ReportQuery, now: Date): Promise<CsvFile> {
  const w = REPORT_WORDS[query.lang as Language];
  const head = [w.period, w.from, w.to];
  let header: string[];
  let rows: CsvCell[][];
  let range: { from: string; to: string };
  if (kind === 'sales') {
    const report = await salesReport(db, scope, query, now);
    range = report;
    header = [...head, w.orders, w.items, w.subtotal, w.discounts, ...report.taxLabels.map((l) => w.tax(taxName(l, query.lang as Language))), w.shipping, w.sales, w.refunds, w.net];
    const figures = (f: SalesReport['totals']) => [
      num(f.orders), num(f.items), money(f.subtotal), money(f.discounts), ...report.taxLabels.map((l) => money(f.taxes[l] ?? 0)),
      money(f.shipping), money(f.sales), money(f.refunds), money(f.net),
    ];
    rows = [...report.rows.map((r) => [...periodCells(r), ...figures(r)]), [text(w.total), text(report.from), text(report.to), ...figures(report.totals)]];
  } else if (kind === 'prescriptions') {
    const report = await prescriptionsReport(db, scope, query, now);
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
    const report = await autoOrdersReport(db, scope, query, now);
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

// ------------------------------------------------------------------ Group report (issue 25)

async function groupFiguresOf(db: Db, scope: ReportScope, query: ReportQuery, now: Date) {
  const [sales, prescriptions, autoOrders] = await Promise.all([
    salesReport(db, scope, query, now), prescriptionsReport(db, scope, query, now), autoOrdersReport(db, scope, query, now),
  ]);
  return {
    range: sales, taxLabels: sales.taxLabels,
    figures: {
      sales: sales.totals, prescriptions: prescriptions.totals,
      autoOrders: {
        active: autoOrders.active, placed: autoOrders.totals.placed, declined: autoOrders.totals.declined,
        expectedOrdersNext30Days: autoOrders.expectedOrdersNext30Days, expectedRevenueNext30Days: autoOrders.expectedRevenueNext30Days,
      },
    },
  };
}

/**
 * The group report of a master clinic: the same three reports, each clinic of the group by itself
 * and the whole group (the same queries with the group's clinic list), over the master's local
 * days. A clinic without children is not a master clinic: 403.
 */
export async function groupReport(db: Db, staff: StaffIdentity, query: ReportQuery, now: Date): Promise<GroupReport> {
  const clinics = (await q.listGroupClinics(db, staff.clinicId)).filter((c) => Number(c.id) === staff.clinicId || Number(c.master_clinic_id) === staff.clinicId);
  if (!clinics.some((c) => Number(c.master_clinic_id) === staff.clinicId)) {
    throw new AppError(403, 'not_a_master_clinic', 'The group report is for a master clinic, which has child clinics.');
  }
  const ids = clinics.map((c) => Number(c.id));
  const [group, ...each] = await Promise.all([
    groupFiguresOf(db, { clinicIds: ids, timeZoneClinicId: staff.clinicId }, query, now),
    ...ids.map((id) => groupFiguresOf(db, { clinicIds: [id], timeZoneClinicId: staff.clinicId }, query, now)),
  ]);
  const taxLabels = group!.taxLabels;
  const withLabels = (sales: SalesReport['totals']) => ({ ...sales, taxes: Object.fromEntries(taxLabels.map((l) => [l, sales.taxes[l] ?? 0])) });
  const ordered = clinics.map((c, i) => ({ c, f: each[i]!.figures })).sort((a, b) => Number(Number(a.c.id) !== staff.clinicId) - Number(Number(b.c.id) !== staff.clinicId));
  return {
    timeZone: group!.range.timeZone, from: group!.range.from, to: group!.range.to, by: group!.range.by, taxLabels,
    clinics: ordered.map(({ c, f }) => ({ id: Number(c.id), name: c.practice_name, isMaster: Number(c.id) === staff.clinicId, ...f, sales: withLabels(f.sales) })),
    totals: group!.figures,
  };
}
