import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@spesa/domain';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

/** GET /ebsn/api/products/list-product-alternative?product_ids= : the product's substitutes. */
export async function fetchAlternatives(
  w: WarehouseScope,
  productId: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  // Silent: substitutes are a suggestion; their failure must not interrupt the product page.
  const data = await apiGet<{ products: Product[] }>(
    'products/list-product-alternative',
    { product_ids: productId },
    { signal, silent: true, cacheScope: w },
  );
  return data.products ?? [];
}

export const alternativesQueryOptions = (w: WarehouseScope, productId: number) =>
  queryOptions({
    queryKey: queryKeys.catalogue.alternatives(w, productId),
    queryFn: ({ signal }) => fetchAlternatives(w, productId, signal),
  });

export function useAlternatives(productId: number | undefined) {
  return useQuery({
    ...alternativesQueryOptions(useWarehouseScope(), productId ?? 0),
    enabled: productId !== undefined,
  });
}
