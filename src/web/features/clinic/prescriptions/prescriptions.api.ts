import { useQuery } from '@tanstack/react-query';
import {
  prescriptionDecisionResponseSchema, prescriptionQueueSchema, prescriptionRequestSchema, type ApprovePrescriptionRequest,
} from '../../../../contracts/clinic';
import { apiGet, apiPost } from '../../../api/client';
import { currentLanguage } from '../../../i18n/runtime';
import { clinicKeys } from '../clinic-keys';

export function usePrescriptionQueue(enabled: boolean) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: clinicKeys.queue(lang),
    queryFn: ({ signal }) => apiGet('/api/clinic/prescriptions', { query: { lang }, schema: prescriptionQueueSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

export function usePrescription(enabled: boolean, id: number) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: clinicKeys.prescription(id, lang),
    queryFn: ({ signal }) => apiGet(`/api/clinic/prescriptions/${id}`, { query: { lang }, schema: prescriptionRequestSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

export function approvePrescription(id: number, body: ApprovePrescriptionRequest) {
  return apiPost(`/api/clinic/prescriptions/${id}/approve`, { body, schema: prescriptionDecisionResponseSchema, handleErrors: false });
}

export function denyPrescription(id: number, reason: string) {
  return apiPost(`/api/clinic/prescriptions/${id}/deny`, { body: { reason }, schema: prescriptionDecisionResponseSchema, handleErrors: false });
}
