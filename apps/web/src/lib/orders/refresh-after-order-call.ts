import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api';

/** After an order call: the order, the list and the cart may all have changed. */
export async function refreshAfterOrderCall(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.orders.all }),
    client.invalidateQueries({ queryKey: queryKeys.cart.all }),
  ]);
}
