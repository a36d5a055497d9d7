import { z } from 'zod';
import { LANGUAGES } from '../domain/constants';
import { REPORT_GRANULARITIES } from '../domain/report-periods';
import { dateField } from './fields';

/**
 * The clinic's reports (issue 17 "Reports"), for the clinic admin under /api/clinic/reports: sales,
 * prescriptions and AutoOrders over a range of the clinic's local days, by day, week or month. Each
 * has a JSON answer (the page's table and chart) and a CSV export (`.csv`), in the language asked.
 * Money is integer cents.
 */
export const REPORT_KINDS = ['sales', 'prescriptions', 'autoorders'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reportQuerySchema = z.object({
  /** First and last local day, both counted; by default the last 30 days. */
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  by: z.enum(REPORT_GRANULARITIES, { error: `by must be one of ${REPORT_GRANULARITIES.join(', ')}` }).default('day'),
  lang: z.enum(LANGUAGES).default('en'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const rangeFields = {
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  by: z.enum(REPORT_GRANULARITIES),
};

const periodFields = { key: z.string(), startsOn: z.string(), endsOn: z.string() };

const salesFigures = {
  orders: z.number(),
  items: z.number(),
  subtotal: z.number(),
  discounts: z.number(),
  /** Tax amount per tax label (GST/HST, QST, PST...), every label of the report present. */
  taxes: z.record(z.string(), z.number()),
  shipping: z.number(),
  /** Orders' worth: subtotal − discounts + shipping + taxes (paid by card or account credit). */
  sales: z.number(),
  refunds: z.number(),
  /** sales − refunds */
  net: z.number(),
};

export const salesReportSchema = z.object({
  ...rangeFields,
  taxLabels: z.array(z.string()),
  rows: z.array(z.object({ ...periodFields, ...salesFigures })),
  totals: z.object(salesFigures),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const prescriptionsReportSchema = z.object({
  ...rangeFields,
  rows: z.array(z.object({ ...periodFields, approved: z.number(), denied: z.number() })),
  totals: z.object({ approved: z.number(), denied: z.number() }),
  /** Approved prescriptions whose expiry falls in the next 30 days, soonest first. */
  expiringSoon: z.array(z.object({
    id: z.number(), clientName: z.string(), petName: z.string(), productName: z.string(), expiresOn: z.string(),
  })),
});
export type PrescriptionsReport = z.infer<typeof prescriptionsReportSchema>;

export const autoOrdersReportSchema = z.object({
  ...rangeFields,
  active: z.number(),
  /** Orders the active subscriptions will place in the next 30 days, and what their items come to (before taxes and shipping). */
  expectedOrdersNext30Days: z.number(),
  expectedRevenueNext30Days: z.number(),
  rows: z.array(z.object({ ...periodFields, placed: z.number(), declined: z.number() })),
  totals: z.object({ placed: z.number(), declined: z.number() }),
});
export type AutoOrdersReport = z.infer<typeof autoOrdersReportSchema>;

export const reportErrorCodes = ['report_range_invalid', 'not_a_master_clinic'] as const;

/**
 * A master clinic's group report (issue 25 "Master clinics"): the sales, prescriptions and AutoOrders
 * reports' totals for the master clinic and each of its children over one range (the master's
 * local days), and for the whole group. `GET /api/clinic/reports/group`, a master clinic's admin only.
 */
const groupFigures = {
  sales: z.object(salesFigures),
  prescriptions: z.object({ approved: z.number(), denied: z.number() }),
  autoOrders: z.object({
    active: z.number(), placed: z.number(), declined: z.number(), expectedOrdersNext30Days: z.number(), expectedRevenueNext30Days: z.number(),
  }),
};
export const groupReportSchema = z.object({
  ...rangeFields,
  taxLabels: z.array(z.string()),
  clinics: z.array(z.object({ id: z.number(), name: z.string(), isMaster: z.boolean(), ...groupFigures })),
  totals: z.object(groupFigures),
});
export type GroupReport = z.infer<typeof groupReportSchema>;
