import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@spesa/domain';
import { apiRequest, type MutationConfig, type Query } from '../../../lib/api';
import { refreshAfterOrderCall } from '../../../lib/orders';

/**
 * An order call (spec section 7: ids in the query). Silent: the page says what happened where
 * the shopper is looking (a dialog, the note's field), so the client never says it twice.
 */
export function orderCall<T>(path: string, query: Query, body?: unknown): Promise<Envelope<T>> {
  return apiRequest<T>(path, { method: 'POST', query, body: body ?? {}, silent: true });
}

/** A mutation that refreshes the orders and the cart once it has been answered, either way. */
export function useOrderMutation<T, V>(
  mutationFn: (v: V) => Promise<Envelope<T>>,
  { onSettled, ...config }: MutationConfig<Envelope<T>, V> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSettled: async (...args) => {
      await refreshAfterOrderCall(client);
      await onSettled?.(...args);
    },
  });
}
