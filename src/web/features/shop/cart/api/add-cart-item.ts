import type { AddCartItemRequest, CartResponse } from '../../../../../contracts/cart';
import { apiPost } from '../../../../api/client';
import { useCartMutation, type CartMutationOptions } from './cart-mutation';

/** POST /api/cart/item/ (cc §7): productId, petId, quantity, acceptedSpecialOfferPromoIds. */
export function addCartItem(request: AddCartItemRequest): Promise<CartResponse> {
  return apiPost<CartResponse>('/api/cart/item/', { body: request, handleErrors: false });
}

export function useAddCartItem(options?: CartMutationOptions) {
  return useCartMutation<AddCartItemRequest>(addCartItem, options);
}
