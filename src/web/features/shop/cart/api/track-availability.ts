import { useMutation } from '@tanstack/react-query';
import type { TrackAvailabilityResponse } from '../../../../../contracts/cart-account';
import { apiPost } from '../../../../api/client';
import { trackAvailabilitySchema } from './cart-schema';
import { reportCartError } from './cart-errors';

/** POST /api/account/trackproductavailability?productId=&trackProduct= (cc §7): notify me / cancel notification. */
export function trackAvailability(productId: number, trackProduct: boolean): Promise<TrackAvailabilityResponse> {
  return apiPost('/api/account/trackproductavailability', {
    query: { productId, trackProduct: String(trackProduct) },
    schema: trackAvailabilitySchema,
    handleErrors: false,
  });
}

export function useTrackAvailability() {
  return useMutation({
    mutationFn: ({ productId, trackProduct }: { productId: number; trackProduct: boolean }) => trackAvailability(productId, trackProduct),
    onError: reportCartError,
  });
}
