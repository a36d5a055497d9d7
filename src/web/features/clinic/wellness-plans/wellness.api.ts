import { useQuery } from '@tanstack/react-query';
import { clientListSchema } from '../../../../contracts/clinic';
import {
  declinedListSchema, enrolmentListSchema, enrolmentResponseSchema, enrolOptionsSchema, okSchema, planListSchema, planResponseSchema,
  type WellnessCancelOptionInput, type WellnessEnrolInput, type WellnessPlanInput,
} from '../../../../contracts/wellness-plans';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The clinic's wellness plan calls (issue 27); failures come back to the page (handleErrors: false). */
const root = [CLINIC_QUERY_ROOT, 'wellness'] as const;
export const wellnessKeys = { all: root };

export const usePlans = () => useQuery({
  queryKey: [...root, 'plans'], staleTime: 0,
  queryFn: ({ signal }) => apiGet('/api/clinic/wellness-plans', { schema: planListSchema, signal }),
});
export const usePlan = (id: number | null) => useQuery({
  queryKey: [...root, 'plan', id], staleTime: 0, enabled: id !== null,
  queryFn: ({ signal }) => apiGet(`/api/clinic/wellness-plans/${id}`, { schema: planResponseSchema, signal }),
});
export const useEnrolments = () => useQuery({
  queryKey: [...root, 'enrolments'], staleTime: 0,
  queryFn: ({ signal }) => apiGet('/api/clinic/wellness-enrolments', { schema: enrolmentListSchema, signal }),
});
export const useEnrolment = (id: number) => useQuery({
  queryKey: [...root, 'enrolment', id], staleTime: 0,
  queryFn: ({ signal }) => apiGet(`/api/clinic/wellness-enrolments/${id}`, { schema: enrolmentResponseSchema, signal }),
});
export const useDeclined = () => useQuery({
  queryKey: [...root, 'declined'], staleTime: 0,
  queryFn: ({ signal }) => apiGet('/api/clinic/wellness-payments/declined', { schema: declinedListSchema, signal }),
});
export const useClientSearch = (q: string) => useQuery({
  queryKey: [...root, 'clients', q], staleTime: 0, enabled: q.trim().length >= 2,
  queryFn: ({ signal }) => apiGet('/api/clinic/clients', { query: { q }, schema: clientListSchema, signal }),
});
export const useEnrolOptions = (clientId: number | null) => useQuery({
  queryKey: [...root, 'options', clientId], staleTime: 0, enabled: clientId !== null,
  queryFn: ({ signal }) => apiGet(`/api/clinic/wellness-plans/enrol-options/${clientId}`, { schema: enrolOptionsSchema, signal }),
});

const quiet = { handleErrors: false } as const;
export const createPlan = (body: WellnessPlanInput) => apiPost('/api/clinic/wellness-plans', { body, schema: planResponseSchema, ...quiet });
export const updatePlan = (id: number, body: WellnessPlanInput) => apiPut(`/api/clinic/wellness-plans/${id}`, { body, schema: planResponseSchema, ...quiet });
export const retirePlan = (id: number, retire: boolean) =>
  apiPost(`/api/clinic/wellness-plans/${id}/${retire ? 'retire' : 'reinstate'}`, { schema: planResponseSchema, ...quiet });
export const deletePlan = (id: number) => apiDelete(`/api/clinic/wellness-plans/${id}`, { schema: okSchema, ...quiet });
export const enrolPet = (body: WellnessEnrolInput) => apiPost('/api/clinic/wellness-enrolments', { body, schema: enrolmentResponseSchema, ...quiet });

const enrolmentAction = (id: number, action: string, body?: object) =>
  apiPost(`/api/clinic/wellness-enrolments/${id}/${action}`, { ...(body ? { body } : {}), schema: enrolmentResponseSchema, ...quiet });
export const recordServiceUse = (id: number, planServiceId: number, usedOn: string) => enrolmentAction(id, 'service-uses', { planServiceId, usedOn });
export const holdEnrolment = (id: number, reason: string) => enrolmentAction(id, 'hold', { reason });
export const resumeEnrolment = (id: number) => enrolmentAction(id, 'resume');
export const markDeceased = (id: number) => enrolmentAction(id, 'deceased');
export const cancelEnrolment = (id: number, option: WellnessCancelOptionInput) => enrolmentAction(id, 'cancel', { option });
export const refundPayment = (paymentId: number) =>
  apiPost(`/api/clinic/wellness-payments/${paymentId}/refund`, { schema: enrolmentResponseSchema, ...quiet });
