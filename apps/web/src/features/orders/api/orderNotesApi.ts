import { useQuery } from '@tanstack/react-query';
import { apiRequest, queryKeys } from '../../../lib/api';
import type { OrderNote } from './orderTypes';

/** POST note/list/ with { orderId }: the order's notes, oldest first. */
export function useOrderNotes(orderId: number) {
  return useQuery({
    queryKey: queryKeys.orders.notes(orderId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ notes: OrderNote[] }>('note/list', {
          method: 'POST',
          body: { orderId },
          silent: true,
          signal,
        })
      ).data.notes,
  });
}
