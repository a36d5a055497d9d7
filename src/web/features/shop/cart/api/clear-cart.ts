import type { CartResponse } from '../../../../../contracts/cart';
import { apiPut } from '../../../../api/client';
import { cartSchema } from './cart-schema';
import { useCartMutation, type CartMutationOptions } from './cart-mutation';

/** PUT /api/cart/clearCart (cc §7): every item, and the coupon with them. */
export function clearCart(): Promise<CartResponse> {
  return apiPut('/api/cart/clearCart', { schema: cartSchema, handleErrors: false });
}

export function useClearCart(options?: CartMutationOptions) {
  return useCartMutation<void>(() => clearCart(), options);
}
