import type { CartResponse, UpdateCartItemRequest } from '../../../../../contracts/cart';
import { apiPut } from '../../../../api/client';
import { cartSchema } from './cart-schema';

/** PUT /api/cart/item/{id}/?incr=false (cc §7): sets the line's quantity. */
export function updateCartItem(itemId: number, request: UpdateCartItemRequest): Promise<CartResponse> {
  return apiPut(`/api/cart/item/${itemId}/`, { query: { incr: 'false' }, body: request, schema: cartSchema, handleErrors: false });
}
