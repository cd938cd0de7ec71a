import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, Envelope } from '@spesa/domain';
import { trackCartChange } from '../../../lib/analytics';
import { apiRequest, queryKeys, type MutationConfig } from '../../../lib/api';
import { CART_QUERY } from '../../../lib/cart';

export type CartEnvelope = Envelope<Cart>;

/**
 * A cart call. Silent: the caller decides what the shopper hears (the add-to-cart toast rule of
 * spec section 4, a refusal shown next to the line), so the client never shows it twice.
 */
export function cartCall(
  path: string,
  opts: { body?: unknown; query?: Record<string, string> } = {},
): Promise<CartEnvelope> {
  return apiRequest<Cart>(path, {
    method: 'POST',
    query: { ...CART_QUERY, ...opts.query },
    body: opts.body ?? {},
    silent: true,
  });
}

/**
 * Every call that changes the cart answers the whole cart: it replaces the cached one (no second
 * cart/view). A refusal may mean the picture was stale (another tab, a locked cart): reload it.
 */
export function useCartMutation<V>(
  mutationFn: (v: V) => Promise<CartEnvelope>,
  { onSuccess, onError, onMutate, ...config }: MutationConfig<CartEnvelope, V> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    // A cart read still on its way started before this change: landing after the change's answer
    // it would put back the older cart. The change answers the whole cart, so cancel the read.
    onMutate: async (...args) => {
      await client.cancelQueries({ queryKey: queryKeys.cart.all });
      return onMutate?.(...args);
    },
    onSuccess: async (...args) => {
      const after = args[0].data;
      if (after) {
        // The analytics' additions and removals: what changed between the cart shown and this one.
        trackCartChange(client.getQueryData<Cart | null>(queryKeys.cart.all), after);
        client.setQueryData(queryKeys.cart.all, after);
      }
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      await client.invalidateQueries({ queryKey: queryKeys.cart.all });
      await onError?.(...args);
    },
  });
}
