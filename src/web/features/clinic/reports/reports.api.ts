import { useQuery } from '@tanstack/react-query';
import {
  autoOrdersReportSchema, groupReportSchema, prescriptionsReportSchema, salesReportSchema, type AutoOrdersReport, type PrescriptionsReport, type ReportKind, type SalesReport,
} from '../../../../contracts/clinic-reports';
import type { ReportGranularity } from '../../../../domain/report-periods';
import { apiGet, type AnswerSchema } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { currentLanguage } from '../../../i18n/runtime';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The clinic admin's report calls (issue 17). An empty range asks for the server's default (the last 30 days). */
export interface ReportParams { from: string; to: string; by: ReportGranularity }

type Answer = { sales: SalesReport; prescriptions: PrescriptionsReport; autoorders: AutoOrdersReport };
const schemas: { [K in ReportKind]: AnswerSchema<Answer[K]> } = { sales: salesReportSchema, prescriptions: prescriptionsReportSchema, autoorders: autoOrdersReportSchema };

const queryOf = (p: ReportParams, lang: string) => ({ from: p.from || undefined, to: p.to || undefined, by: p.by, lang });

/**
 * A report; a range the page knows to be wrong is not asked for (`enabled`), and a 400 the server
 * still answers (a range the page could not check: one date given, the other the server's) comes
 * back to the page to say in place, never as the error page (issue 24).
 */
export function useReport<K extends ReportKind>(kind: K, params: ReportParams, { enabled = true } = {}) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [CLINIC_QUERY_ROOT, 'reports', kind, params, lang] as const,
    queryFn: ({ signal }) => apiGet(`/api/clinic/reports/${kind}`, { query: queryOf(params, lang), schema: schemas[kind], signal, ownStatuses: [400] }),
    staleTime: 0,
    enabled,
    // The page says its 400 itself; every other failure was shown by the call layer.
    meta: { silentErrors: true },
  });
}

/** Downloads the report's CSV in the page's language; answers the file's name. */
export function downloadReportCsv(kind: ReportKind, params: ReportParams): Promise<string> {
  const lang = currentLanguage();
  return downloadFile(`/api/clinic/reports/${kind}.csv`, queryOf(params, lang), `${kind}.csv`);
}

/** A master clinic's group report (issue 25): the master and each child clinic, and the group. */
export function useGroupReport(enabled: boolean) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [CLINIC_QUERY_ROOT, 'reports', 'group', lang] as const,
    queryFn: ({ signal }) => apiGet('/api/clinic/reports/group', { query: { lang }, schema: groupReportSchema, signal }),
    staleTime: 0,
    enabled,
  });
}
