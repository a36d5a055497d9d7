import { useQuery } from '@tanstack/react-query';
import { couponListSchema, couponResponseSchema, type CouponInput } from '../../../../contracts/clinic-coupons';
import { apiGet, apiPost, apiPut } from '../../../api/client';
import { CLINIC_QUERY_ROOT } from '../staff-me';

/** The clinic admin's coupon calls (issue 17); failures come back to the page (handleErrors: false). */
export const couponKeys = { list: [CLINIC_QUERY_ROOT, 'coupons'] as const };

export function useCoupons() {
  return useQuery({
    queryKey: couponKeys.list,
    queryFn: ({ signal }) => apiGet('/api/clinic/coupons', { schema: couponListSchema, signal }),
    staleTime: 0,
  });
}

export const createCoupon = (body: CouponInput) => apiPost('/api/clinic/coupons', { body, schema: couponResponseSchema, handleErrors: false });
export const updateCoupon = (id: number, body: CouponInput) =>
  apiPut(`/api/clinic/coupons/${id}`, { body, schema: couponResponseSchema, handleErrors: false });
export const endCoupon = (id: number) => apiPost(`/api/clinic/coupons/${id}/end`, { schema: couponResponseSchema, handleErrors: false });
