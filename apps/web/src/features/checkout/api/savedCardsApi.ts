import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_TYPE, type PaymentAuth } from '@spesa/domain';
import { apiGet, queryKeys } from '../../../lib/api';

/** GET payment-type/list-auth: the shopper's saved cards for online card payment (type 12). */
export const savedCardsQuery = queryOptions({
  queryKey: queryKeys.checkout.savedCards,
  queryFn: async ({ signal }) =>
    (
      await apiGet<{ auths: PaymentAuth[] } | null>(
        'payment-type/list-auth',
        { payment_type_id: PAYMENT_TYPE.card },
        { silent: true, signal, cache: false },
      )
    )?.auths ?? [],
  staleTime: 60_000,
});

export const useSavedCards = (enabled: boolean) => useQuery({ ...savedCardsQuery, enabled });
