import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryKeys } from '../../../lib/api';

/**
 * POST cart/close: a cart locked by checkout/prepare and not ordered is given back to the shopper
 * (open again, editable), so a refused order never leaves the cart stuck in payment.
 */
export const releaseCart = async (cartId: number) =>
  (
    await apiRequest<{ cartId: number; cartStatusId: number } | null>('cart/close', {
      method: 'POST',
      query: { cart_id: cartId },
      silent: true,
    })
  ).data;

export function useReleaseCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releaseCart,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
