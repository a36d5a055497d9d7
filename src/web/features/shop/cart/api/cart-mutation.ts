import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '../../../../../contracts/cart';
import { applyCartResponse } from './cart-keys';
import { reportCartError } from './cart-errors';

export interface CartMutationOptions {
  /** Replaces the default failure handling (a 401 goes to sign-in, anything else an error toast). */
  onError?: (error: unknown) => void;
}

/**
 * A cart-changing call as a TanStack mutation: its answer becomes the cart everywhere (header,
 * count, page). Each endpoint's hook is this with its fetcher.
 */
export function useCartMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<CartResponse>,
  options: CartMutationOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (response) => applyCartResponse(queryClient, response),
    onError: options.onError ?? reportCartError,
  });
}
