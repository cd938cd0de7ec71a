import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaflet } from '@spesa/domain';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

/**
 * GET /ebsn/api/leaflet/search: the flyers valid today for the shopper's store. The server picks
 * the warehouse (the cart's, else the default store's), as it does for prices.
 */
export const leafletsQuery = (w: WarehouseScope) =>
  queryOptions({
    queryKey: queryKeys.flyers.search(w),
    queryFn: ({ signal }) =>
      apiGet<{ leaflets: Leaflet[] }>('leaflet/search', {}, { signal, silent: true, cacheScope: w }).then(
        (d) => d.leaflets ?? [],
      ),
  });

export function useLeaflets() {
  return useQuery(leafletsQuery(useWarehouseScope()));
}
