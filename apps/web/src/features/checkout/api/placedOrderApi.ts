import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutBuyAnswer } from '@spesa/domain';
import { queryKeys } from '../../../lib/api';
import { placedOrder } from '../flow/placedOrders';
import { buyOrder } from './buyApi';
import { fetchOrderView } from './orderViewApi';

/**
 * An order placed in this tab, as it stands now: checkout/buy asked again with the attempt's own
 * request and Idempotency-Key answers the order's latest state (paid, declined, awaiting) and
 * places nothing, since the key is used; it also answers the provider's page of a payment still
 * open. Starts from the answer kept when it was placed. An order of another tab or device is read
 * with order/view.
 */
export const placedOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.checkout.order(orderId),
    queryFn: async ({ signal }): Promise<CheckoutBuyAnswer | null> => {
      const placed = placedOrder(orderId);
      if (!placed) {
        const order = await fetchOrderView(orderId, signal);
        return order ? { order, paymentUrl: null } : null;
      }
      const outcome = await buyOrder({ request: placed.request, key: placed.key });
      return { order: outcome.order, paymentUrl: outcome.paymentUrl };
    },
    initialData: () => {
      const placed = placedOrder(orderId);
      return placed ? { order: placed.order, paymentUrl: null } : undefined;
    },
    // The kept answer may be older than the provider's: ask at once, then leave it.
    initialDataUpdatedAt: 0,
    staleTime: 10_000,
    retry: 1,
  });

export const usePlacedOrder = (orderId: number) =>
  useQuery({ ...placedOrderQuery(orderId), enabled: orderId > 0 });
