import type { CartResponse } from '../../../../../contracts/cart';
import { apiPut } from '../../../../api/client';
import { cartSchema } from './cart-schema';
import { useCartMutation, type CartMutationOptions } from './cart-mutation';

/** PUT /api/cart/coupon/remove (cc §7). */
export function removeCoupon(options: { isao?: boolean } = {}): Promise<CartResponse> {
  return apiPut('/api/cart/coupon/remove', { query: { isao: options.isao ? '1' : undefined }, schema: cartSchema, handleErrors: false });
}

export function useRemoveCoupon(options?: CartMutationOptions) {
  return useCartMutation<void>(() => removeCoupon(), options);
}
