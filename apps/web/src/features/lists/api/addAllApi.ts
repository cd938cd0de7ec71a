import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddAllAnswer, Cart } from '@spesa/domain';
import { trackCartChange } from '../../../lib/analytics';
import { apiRequest, queryKeys } from '../../../lib/api';
import { notify } from '../../../lib/events';
import { CART_QUERY } from '../../../lib/cart';

/**
 * POST cart/add-all-from-wishlist: the answer is the cart (it replaces the cached one) with a
 * result per line, which the list page shows itself (silent: the notices would say it twice).
 */
export function useAddAllToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) =>
      apiRequest<AddAllAnswer>('cart/add-all-from-wishlist', {
        method: 'POST',
        query: { ...CART_QUERY, list_id: listId },
        body: {},
        silent: true,
      }),
    onSuccess: ({ data }) => {
      const { wishlistResults: _results, ...cart } = data;
      trackCartChange(client.getQueryData<Cart | null>(queryKeys.cart.all), cart);
      client.setQueryData(queryKeys.cart.all, cart);
    },
    onError: async (e) => {
      notify({ variant: 'error', message: (e as Error).message });
      await client.invalidateQueries({ queryKey: queryKeys.cart.all });
    },
  });
}
