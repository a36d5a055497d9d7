import type { AddCartItemRequest, CartResponse } from '../../../../../contracts/cart';
import { apiPost } from '../../../../api/client';
import { cartSchema } from './cart-schema';
import { useCartMutation, type CartMutationOptions } from './cart-mutation';

/** POST /api/cart/item/ (cc §7): productId, petId, quantity, acceptedSpecialOfferPromoIds. */
export function addCartItem(request: AddCartItemRequest): Promise<CartResponse> {
  return apiPost('/api/cart/item/', { body: request, schema: cartSchema, handleErrors: false });
}

export function useAddCartItem(options?: CartMutationOptions) {
  return useCartMutation<AddCartItemRequest>(addCartItem, options);
}
