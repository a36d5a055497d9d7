import { queryOptions } from '@tanstack/react-query';
import type { PromoProductChoicesResponse } from '../../../../../contracts/cart';
import { apiGet } from '../../../../api/client';
import { promoProductChoicesSchema } from './cart-schema';
import { cartKeys } from './cart-keys';

/** GET /api/cart/item/{id}/getPromoProductChoices/ (cc §7): the products a free or discounted item may be. */
export function fetchPromoProductChoices(itemId: number, signal?: AbortSignal): Promise<PromoProductChoicesResponse> {
  return apiGet(`/api/cart/item/${itemId}/getPromoProductChoices/`, { schema: promoProductChoicesSchema, handleErrors: false, signal });
}

export function promoProductChoicesQuery(itemId: number) {
  return queryOptions({
    queryKey: cartKeys.promoChoices(itemId),
    queryFn: ({ signal }) => fetchPromoProductChoices(itemId, signal),
    meta: { silentErrors: true },
    retry: false,
  });
}
