import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@spesa/domain';
import { apiRequest, queryKeys } from '../../../lib/api';

/** POST order/modify-cancel ("Annulla modifiche"): the order stays as it was, the cart is put back. */
export const cancelModify = (orderId: number) =>
  apiRequest<unknown>('order/modify-cancel', {
    method: 'POST',
    query: { order_id: orderId },
    body: {},
    silent: true,
  });

/** Then the cart and the orders are read again: the cart is the shopper's own again. */
export function useCancelModify(config: { onSuccess?: () => void; onError?: (e: Error) => void } = {}) {
  const client = useQueryClient();
  return useMutation<Envelope<unknown>, Error, number>({
    mutationFn: cancelModify,
    ...config,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
        client.invalidateQueries({ queryKey: queryKeys.cart.all }),
      ]),
  });
}
