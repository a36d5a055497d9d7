import { useQuery } from '@tanstack/react-query';
import {
  distributorMeSchema, distributorOrderDetailSchema, distributorOrderListSchema, distributorStepResultSchema, type DistributorShip, type DistributorSplit,
} from '../../../../contracts/distributor';
import { apiGet, apiPost } from '../../../api/client';
import { MINUTE_MS } from '../../../../domain/time';
import { PLATFORM_QUERY_ROOT } from '../platform-me';

export const distributorKeys = {
  all: [PLATFORM_QUERY_ROOT, 'distributor'] as const,
  me: [PLATFORM_QUERY_ROOT, 'distributor', 'me'] as const,
  list: (status: string) => [PLATFORM_QUERY_ROOT, 'distributor', 'orders', status] as const,
  order: (id: number) => [PLATFORM_QUERY_ROOT, 'distributor', 'order', id] as const,
};

/** GET /api/platform/distributor/me: the layout tells a visitor or anyone else what went wrong. */
export function useDistributorMe() {
  return useQuery({
    queryKey: distributorKeys.me,
    queryFn: ({ signal }) => apiGet('/api/platform/distributor/me', { schema: distributorMeSchema, signal, handleErrors: false }),
    meta: { silentErrors: true },
    retry: false,
    staleTime: MINUTE_MS,
  });
}

/** GET /api/platform/distributor/orders (status). */
export function useDistributorOrders(status: string) {
  return useQuery({
    queryKey: distributorKeys.list(status),
    queryFn: ({ signal }) => apiGet('/api/platform/distributor/orders', { query: status ? { status } : {}, schema: distributorOrderListSchema, signal }),
    staleTime: 0,
  });
}

/** GET /api/platform/distributor/orders/:id */
export function useDistributorOrder(id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: distributorKeys.order(id),
    queryFn: ({ signal }) => apiGet(`/api/platform/distributor/orders/${id}`, { schema: distributorOrderDetailSchema, signal }),
    staleTime: 0,
  });
}

export type StepRequest =
  | { step: 'send-to-shipping' | 'backorder' }
  | { step: 'confirm'; body: DistributorShip }
  | { step: 'split'; body: DistributorSplit };

/** POST /api/platform/distributor/orders/:id/<step>: the page says what failed. */
export function takeDistributorStep(id: number, request: StepRequest) {
  return apiPost(`/api/platform/distributor/orders/${id}/${request.step}`, {
    ...('body' in request ? { body: request.body } : {}), schema: distributorStepResultSchema, handleErrors: false,
  });
}
