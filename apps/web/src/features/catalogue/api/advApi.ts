import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@spesa/domain';
import { siteConfig } from '../../../lib/config';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

export type AdvLayout = 'bought_together' | 'same_category';

/** GET /ebsn/api/adv?product_id=&layout=&limit= : recommendations around a product. */
export async function fetchAdv(
  w: WarehouseScope,
  productId: number,
  layout: AdvLayout,
  limit: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  const data = await apiGet<{ products: Product[] }>(
    'adv',
    { product_id: productId, layout, limit },
    { signal, silent: true, cacheScope: w },
  );
  return data.products ?? [];
}

export const advQueryOptions = (
  w: WarehouseScope,
  productId: number,
  layout: AdvLayout,
  limit: number = siteConfig.productSliderLimit,
) =>
  queryOptions({
    queryKey: queryKeys.catalogue.adv(w, productId, layout, limit),
    queryFn: ({ signal }) => fetchAdv(w, productId, layout, limit, signal),
  });

export function useAdv(productId: number | undefined, layout: AdvLayout, limit?: number) {
  return useQuery({
    ...advQueryOptions(useWarehouseScope(), productId ?? 0, layout, limit),
    enabled: productId !== undefined,
  });
}
