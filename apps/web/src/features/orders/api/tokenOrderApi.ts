import { useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '../../../lib/api';
import type { OrderView } from './orderTypes';

/** GET token-order/view: the order named by the confirmation e-mail's signed link (no login). */
export function useTokenOrder(orderId: number, token: string) {
  return useQuery({
    queryKey: queryKeys.tokenOrder(orderId, token),
    queryFn: ({ signal }) =>
      apiGet<OrderView>(
        'token-order/view',
        { order_id: orderId, access_token: token, show_replaced: 'true' },
        { silent: true, signal },
      ),
    enabled: orderId > 0 && token.length > 0,
    retry: false,
  });
}
