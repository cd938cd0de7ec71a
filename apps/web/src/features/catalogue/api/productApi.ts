import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@spesa/domain';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

/** GET /ebsn/api/products?slug= : the product page reads the first product; null when none. */
export async function fetchProductBySlug(
  w: WarehouseScope,
  slug: string,
  signal?: AbortSignal,
): Promise<Product | null> {
  const data = await apiGet<{ products: Product[] }>(
    'products',
    { slug },
    { signal, silent: true, cacheScope: w },
  );
  return data.products[0] ?? null;
}

export const productQueryOptions = (w: WarehouseScope, slug: string) =>
  queryOptions({
    queryKey: queryKeys.catalogue.product(w, slug),
    queryFn: ({ signal }) => fetchProductBySlug(w, slug, signal),
    enabled: slug !== '',
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(useWarehouseScope(), slug));
}
