import type { CartResponse } from '../../../../../contracts/cart';
import { apiPut } from '../../../../api/client';
import { cartSchema } from './cart-schema';
import { useCartMutation, type CartMutationOptions } from './cart-mutation';

/**
 * PUT /api/cart/coupon/apply (cc §7); isao=1 only while an AutoOrder subscription is being created
 * (the checkout page). A refused code answers 200 with an error notification and the cart unchanged.
 */
export function applyCoupon(couponCode: string, options: { isao?: boolean } = {}): Promise<CartResponse> {
  return apiPut('/api/cart/coupon/apply', {
    query: { isao: options.isao ? '1' : undefined },
    body: { couponCode },
    schema: cartSchema,
    handleErrors: false,
  });
}

export function useApplyCoupon(options?: CartMutationOptions) {
  return useCartMutation<string>((code) => applyCoupon(code), options);
}
