import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@spesa/domain';
import { siteConfig } from '../../../lib/config';
import { apiGet } from '../../../lib/api';
import { catalogueKeys } from './keys';

export type AdvLayout = 'bought_together' | 'same_category';

/** GET /ebsn/api/adv?product_id=&layout=&limit= : recommendations around a product. */
export async function fetchAdv(
  productId: number,
  layout: AdvLayout,
  limit: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  const data = await apiGet<{ products: Product[] }>(
    'adv',
    { product_id: productId, layout, limit },
    { signal, silent: true },
  );
  return data.products ?? [];
}

export const advQueryOptions = (
  productId: number,
  layout: AdvLayout,
  limit: number = siteConfig.productSliderLimit,
) =>
  queryOptions({
    queryKey: catalogueKeys.adv(productId, layout, limit),
    queryFn: ({ signal }) => fetchAdv(productId, layout, limit, signal),
  });

export function useAdv(productId: number | undefined, layout: AdvLayout, limit?: number) {
  return useQuery({ ...advQueryOptions(productId ?? 0, layout, limit), enabled: productId !== undefined });
}
