import { useQuery } from '@tanstack/react-query';
import {
  clientActionResponseSchema,
  clientDetailSchema,
  clientListSchema,
  dashboardSchema,
  orderDetailSchema,
  orderListSchema,
  orderMoveResponseSchema,
  prescriptionDecisionResponseSchema,
  prescriptionQueueSchema,
  prescriptionRequestSchema,
  type ApprovePrescriptionRequest,
  type ClientAction,
  type ClientStatus,
  type OrderMoveRequest,
} from '../../../contracts/clinic';
import { apiGet, apiPost } from '../../api/client';
import { CLINIC_QUERY_ROOT } from '../../ui/clinic/staff-me';
import { currentLanguage } from '../../i18n/runtime';

/** The clinic portal's calls (issue 16). Product names come in the page's language. */
export const clinicKeys = {
  all: [CLINIC_QUERY_ROOT] as const,
  dashboard: ['clinic', 'dashboard'] as const,
  clients: (q: string, status: string, autoOrders: string) => ['clinic', 'clients', q, status, autoOrders] as const,
  client: (id: number, lang: string) => ['clinic', 'client', id, lang] as const,
  queue: (lang: string) => ['clinic', 'prescriptions', lang] as const,
  prescription: (id: number, lang: string) => ['clinic', 'prescription', id, lang] as const,
  orders: (filters: Record<string, string>) => ['clinic', 'orders', filters] as const,
  order: (id: number) => ['clinic', 'order', id] as const,
};

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: clinicKeys.dashboard,
    queryFn: ({ signal }) => apiGet('/api/clinic/dashboard', { schema: dashboardSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

export function useClients(enabled: boolean, q: string, status: ClientStatus | '', autoOrders: 'needs_attention' | '' = '') {
  return useQuery({
    queryKey: clinicKeys.clients(q, status, autoOrders),
    queryFn: ({ signal }) => apiGet('/api/clinic/clients', {
      query: { q: q || undefined, status: status || undefined, autoOrders: autoOrders || undefined }, schema: clientListSchema, signal,
    }),
    enabled,
    staleTime: 0,
  });
}

export function useClient(enabled: boolean, id: number) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: clinicKeys.client(id, lang),
    queryFn: ({ signal }) => apiGet(`/api/clinic/clients/${id}`, { query: { lang }, schema: clientDetailSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

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

/** Failures come back to the page (handleErrors: false), which says them in place. */
export function postClientAction(id: number, action: ClientAction, body: { reason?: string; note?: string }) {
  return apiPost(`/api/clinic/clients/${id}/${action}`, { body, schema: clientActionResponseSchema, handleErrors: false });
}

export function approvePrescription(id: number, body: ApprovePrescriptionRequest) {
  return apiPost(`/api/clinic/prescriptions/${id}/approve`, { body, schema: prescriptionDecisionResponseSchema, handleErrors: false });
}

export function denyPrescription(id: number, reason: string) {
  return apiPost(`/api/clinic/prescriptions/${id}/deny`, { body: { reason }, schema: prescriptionDecisionResponseSchema, handleErrors: false });
}

export function useOrders(filters: Record<string, string>) {
  return useQuery({
    queryKey: clinicKeys.orders(filters),
    queryFn: ({ signal }) => apiGet('/api/clinic/orders', { query: filters, schema: orderListSchema, signal }),
    staleTime: 0,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: clinicKeys.order(id),
    queryFn: ({ signal }) => apiGet(`/api/clinic/orders/${id}`, { schema: orderDetailSchema, signal }),
    staleTime: 0,
  });
}

export function moveOrder(id: number, body: OrderMoveRequest) {
  return apiPost(`/api/clinic/orders/${id}/move`, { body, schema: orderMoveResponseSchema, handleErrors: false });
}
