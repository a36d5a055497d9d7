import { useQuery } from '@tanstack/react-query';
import {
  autoOrdersReportSchema, prescriptionsReportSchema, salesReportSchema, type AutoOrdersReport, type PrescriptionsReport, type ReportKind, type SalesReport,
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

export function useReport<K extends ReportKind>(kind: K, params: ReportParams) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [CLINIC_QUERY_ROOT, 'reports', kind, params, lang] as const,
    queryFn: ({ signal }) => apiGet(`/api/clinic/reports/${kind}`, { query: queryOf(params, lang), schema: schemas[kind], signal }),
    staleTime: 0,
  });
}

/** Downloads the report's CSV in the page's language; answers the file's name. */
export function downloadReportCsv(kind: ReportKind, params: ReportParams): Promise<string> {
  const lang = currentLanguage();
  return downloadFile(`/api/clinic/reports/${kind}.csv`, queryOf(params, lang), `${kind}.csv`);
}
