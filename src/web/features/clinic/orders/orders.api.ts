import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderDetailSchema, orderListSchema, orderMoveResponseSchema, reinstateOrderResponseSchema, type OrderMoveRequest } from '../../../../contracts/clinic';
import { apiGet, apiPost } from '../../../api/client';
import { clinicKeys } from '../clinic-keys';

export function useOrders(filters: Record<string, string>, { enabled = true } = {}) {
  return useQuery({
    enabled,
    queryKey: clinicKeys.orders(filters),
    queryFn: ({ signal }) => apiGet('/api/clinic/orders', { query: filters, schema: orderListSchema, signal }),
    staleTime: 0,
    // The page shown stays while the next one loads (the table is marked busy).
    placeholderData: keepPreviousData,
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

/** Reinstates a cancelled order as a new one (issue 25); a repeat answers the same new order. */
export function reinstateOrder(id: number) {
  return apiPost(`/api/clinic/orders/${id}/reinstate`, { schema: reinstateOrderResponseSchema, handleErrors: false });
}
