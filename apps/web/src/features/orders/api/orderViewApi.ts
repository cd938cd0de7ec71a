import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '../../../lib/api';
import type { OrderView } from './orderTypes';

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    // silent: 'not found' is the page's own message, not a toast.
    queryFn: ({ signal }) =>
      apiGet<OrderView>('order/view', { order_id: orderId, show_replaced: 'true' }, { silent: true, signal }),
  });

/** GET order/view: one order of the logged-in shopper. */
export const useOrder = (orderId: number) => useQuery({ ...orderQuery(orderId), enabled: orderId > 0 });
