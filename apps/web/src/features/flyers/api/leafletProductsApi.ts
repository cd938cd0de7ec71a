import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@spesa/domain';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

/** GET /ebsn/api/leaflet/product-search: a text search among the flyer's products. */
export const leafletProductsQuery = (w: WarehouseScope, leaflet: string, q: string) =>
  queryOptions({
    queryKey: queryKeys.flyers.productSearch(w, leaflet, { q }),
    queryFn: ({ signal }) =>
      apiGet<ProductList>(
        'leaflet/product-search',
        { leaflet_id: leaflet, q, page_size: 100 },
        { signal, silent: true, cacheScope: w },
      ),
    placeholderData: keepPreviousData,
  });

/** Only while the shopper has typed something: the whole list is leaflet/view's. */
export function useLeafletProducts(leaflet: string, q: string) {
  return useQuery({ ...leafletProductsQuery(useWarehouseScope(), leaflet, q), enabled: q.trim().length >= 2 });
}
