import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeafletDetail } from '@spesa/domain';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

/** GET /ebsn/api/leaflet/view?leaflet_id=<slug or id>: pages, hotspots and priced products. */
export const leafletQuery = (w: WarehouseScope, leaflet: string) =>
  queryOptions({
    queryKey: queryKeys.flyers.view(w, leaflet),
    queryFn: ({ signal }) =>
      apiGet<LeafletDetail>('leaflet/view', { leaflet_id: leaflet }, { signal, silent: true, cacheScope: w }),
    // An unknown or expired flyer stays so: asking again would not change the answer.
    retry: false,
  });

/**
 * Choosing a store in the middle of an add (the cart's flow) changes the warehouse scope: the
 * flyer stays on screen, with its dialog, while the new store's prices load.
 */
export function useLeaflet(leaflet: string) {
  const w = useWarehouseScope();
  return useQuery({
    ...leafletQuery(w, leaflet),
    placeholderData: (previous, query) => (query?.queryKey[3] === leaflet ? keepPreviousData(previous) : undefined),
  });
}
