import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BuyAgainResponse, CancelOrderRequest, OrderDetail, OrderListResponse, OrderPeriod,
} from '../../../../../contracts/account-orders';
import type { z } from 'zod';
import type { shopperOrderReturnsSchema } from '../../../../../contracts/returns';
import { apiGet, apiPost } from '../../../../api/client';

/** The account's order calls (issue 14), one function per endpoint (STYLE §5). */
export const orderKeys = {
  all: ['account', 'orders'] as const,
  list: (period: OrderPeriod, pg: number) => ['account', 'orders', 'list', period, pg] as const,
  detail: (orderId: number) => ['account', 'orders', 'detail', orderId] as const,
};

export const orderListQuery = (period: OrderPeriod, pg: number) =>
  queryOptions({
    queryKey: orderKeys.list(period, pg),
    queryFn: ({ signal }) => apiGet<OrderListResponse>('/api/account/orders', { query: { period, pg }, signal }),
  });

/** The order's returns and refunds (issue 17). */
export const orderReturnsQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...orderKeys.detail(orderId), 'returns'] as const,
    queryFn: ({ signal }) => apiGet<z.infer<typeof shopperOrderReturnsSchema>>(`/api/account/orders/${orderId}/returns`, { signal }),
  });

export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => apiGet<OrderDetail>(`/api/account/orders/${orderId}`, { signal }),
  });

/** Buy again: the cart changed, so every cart answer (header, page) is read again. */
export function useBuyAgain(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<BuyAgainResponse>(`/api/account/orders/${orderId}/buyAgain`, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'cart' }),
  });
}

/** Cancel: the refusals (409) come back to the page, which says them in the shopper's words. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelOrderRequest) => apiPost<OrderDetail>(`/api/account/orders/${orderId}/cancel`, { body, handleErrors: false }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ['account', 'orders', 'list'] });
    },
  });
}
