import { useQuery } from '@tanstack/react-query';
import { settlementReportSchema } from '../../../../contracts/clinic-statements';
import { apiGet } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { currentLanguage } from '../../../i18n/runtime';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The settlement report (issue 27): empty dates ask for the server's default (the last 30 days). */
export interface SettlementParams { from: string; to: string }

export function useSettlement(params: SettlementParams) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [CLINIC_QUERY_ROOT, 'settlement', params, lang] as const,
    queryFn: ({ signal }) => apiGet('/api/clinic/settlement', {
      query: { from: params.from || undefined, to: params.to || undefined, lang }, schema: settlementReportSchema, signal, ownStatuses: [400],
    }),
    staleTime: 0,
    meta: { silentErrors: true },
  });
}

/** One payout day's lines as a CSV file, in the page's language; answers the file's name. */
export function downloadSettlementDay(day: string): Promise<string> {
  return downloadFile('/api/clinic/settlement/day.csv', { day, lang: currentLanguage() }, `settlement-${day}.csv`);
}
