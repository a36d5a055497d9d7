import { useQuery } from '@tanstack/react-query';
import type { ApprovePrescriptionRequest } from '../../../../contracts/clinic';
import { renewalDecisionResponseSchema, renewalReportSchema, renewalTasksSchema } from '../../../../contracts/clinic-renewals';
import { apiGet, apiPost } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { currentLanguage } from '../../../i18n/runtime';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** Prescription renewals (issue 28): the tasks, the report, the veterinarian's decisions. */
export function useRenewalTasks() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [CLINIC_QUERY_ROOT, 'renewals', lang],
    queryFn: ({ signal }) => apiGet('/api/clinic/renewals', { query: { lang }, schema: renewalTasksSchema, signal }),
    staleTime: 0,
  });
}

export function useRenewalReport() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [CLINIC_QUERY_ROOT, 'renewal-report', lang],
    queryFn: ({ signal }) => apiGet('/api/clinic/renewals/report', { query: { lang }, schema: renewalReportSchema, signal }),
    staleTime: 0,
  });
}

export function approveRenewal(id: number, body: ApprovePrescriptionRequest) {
  return apiPost(`/api/clinic/renewals/${id}/approve`, { query: { lang: currentLanguage() }, body, schema: renewalDecisionResponseSchema, handleErrors: false });
}

export function declineRenewal(id: number, reason: string) {
  return apiPost(`/api/clinic/renewals/${id}/decline`, { query: { lang: currentLanguage() }, body: { reason }, schema: renewalDecisionResponseSchema, handleErrors: false });
}

/** The report as a CSV file in the page's language; resolves to the file's name. */
export function downloadRenewalReportCsv() {
  return downloadFile('/api/clinic/renewals/report.csv', { lang: currentLanguage() }, 'prescriptions.csv');
}
