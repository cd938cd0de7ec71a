import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@spesa/domain';
import { apiRequest, queryKeys, type MutationConfig } from '../../../lib/api';
import { CART_QUERY } from '../../../lib/cart';

/**
 * POST checkout/prepare: locks the cart for payment and checks it as the order will (lines, address,
 * slot open and not full, billing data). Silent: the page shows the first error text itself (spec).
 */
export async function prepareCheckout(): Promise<Cart | null> {
  return (
    await apiRequest<Cart | null>('checkout/prepare', { method: 'POST', query: CART_QUERY, silent: true })
  ).data;
}

/** The answer is the re-priced, locked cart: it replaces the cached one. */
export function usePrepareCheckout(config: MutationConfig<Cart | null, void> = {}) {
  const client = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: prepareCheckout,
    onSuccess: async (...args) => {
      if (args[0]) client.setQueryData(queryKeys.cart.all, args[0]);
      await onSuccess?.(...args);
    },
  });
}
