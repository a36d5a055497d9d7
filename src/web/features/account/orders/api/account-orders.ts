import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buyAgainResponseSchema, orderDetailSchema, orderListResponseSchema, type CancelOrderRequest, type OrderPeriod,
} from '../../../../../contracts/account-orders';
import { shopperOrderReturnsSchema } from '../../../../../contracts/returns';
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
    queryFn: ({ signal }) => apiGet('/api/account/orders', { query: { period, pg }, schema: orderListResponseSchema, signal }),
  });

/** The order's returns and refunds (issue 17). */
export const orderReturnsQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...orderKeys.detail(orderId), 'returns'] as const,
    queryFn: ({ signal }) => apiGet(`/api/account/orders/${orderId}/returns`, { schema: shopperOrderReturnsSchema, signal }),
  });

export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => apiGet(`/api/account/orders/${orderId}`, { schema: orderDetailSchema, signal }),
  });

/** Buy again: the cart changed, so every cart answer (header, page) is read again. */
export function useBuyAgain(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(`/api/account/orders/${orderId}/buyAgain`, { body: {}, schema: buyAgainResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'cart' }),
  });
}

/** Cancel: the refusals (409) come back to the page, which says them in the shopper's words. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelOrderRequest) => apiPost(`/api/account/orders/${orderId}/cancel`, { body, schema: orderDetailSchema, handleErrors: false }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: ['account', 'orders', 'list'] });
    },
  });
}
