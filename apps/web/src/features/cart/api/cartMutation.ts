import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CART_ANSWER_LEAN,
  isLeanCart,
  productsOfCart,
  wholeCartOf,
  type Cart,
  type Envelope,
  type LeanCart,
} from '@spesa/domain';
import { trackCartChange } from '../../../lib/analytics';
import { apiRequest, queryKeys, type MutationConfig } from '../../../lib/api';
import { CART_QUERY, cartQuery } from '../../../lib/cart';

export type CartEnvelope = Envelope<Cart>;
/** What a change answers when asked for the lean answer (decision 0068): a lean cart, or the whole one. */
export type LeanCartEnvelope = Envelope<Cart | LeanCart>;

type CallOptions = { body?: unknown; query?: Record<string, string> };

/** POST of a cart call: always with the cart's query, silent (see cartCall). */
const post = <T>(path: string, opts: CallOptions) =>
  apiRequest<T>(path, {
    method: 'POST',
    query: { ...CART_QUERY, ...opts.query },
    body: opts.body ?? {},
    silent: true,
  });

/**
 * A cart call. Silent: the caller decides what the shopper hears (the add-to-cart toast rule of
 * spec section 4, a refusal shown next to the line), so the client never shows it twice.
 */
export const cartCall = (path: string, opts: CallOptions = {}): Promise<CartEnvelope> =>
  post<Cart>(path, opts);

/**
 * A cart call answered lean (`answer=lean`, decision 0068): the lines' figures and the totals, but
 * the products only of the lines it wrote; useCartMutation puts the products the cart held back.
 * For the changes the shopper makes most (add, quantity, removal): their answers stay small.
 */
export const leanCartCall = (path: string, opts: { body?: unknown } = {}): Promise<LeanCartEnvelope> =>
  post<Cart | LeanCart>(path, { ...opts, query: { answer: CART_ANSWER_LEAN } });

/**
 * Every call that changes the cart answers the whole cart: it replaces the cached one (no second
 * cart/view). A refusal may mean the picture was stale (another tab, a locked cart): reload it.
 */
export function useCartMutation<V>(
  mutationFn: (v: V) => Promise<CartEnvelope | LeanCartEnvelope>,
  { onSuccess, onError, onMutate, ...config }: MutationConfig<CartEnvelope, V> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...config,
    // A lean answer is made whole from the products of the cart shown (so every caller and the
    // cache see the contract's cart); a product the cart did not hold (another tab's add) makes
    // it read cart/view instead.
    mutationFn: async (v: V): Promise<CartEnvelope> => {
      const answer = await mutationFn(v);
      const data = answer.data;
      if (!isLeanCart(data)) return { ...answer, data };
      const whole = wholeCartOf(data, productsOfCart(client.getQueryData<Cart | null>(queryKeys.cart.all)));
      return { ...answer, data: whole ?? (await client.fetchQuery({ ...cartQuery, staleTime: 0 }))! };
    },
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
