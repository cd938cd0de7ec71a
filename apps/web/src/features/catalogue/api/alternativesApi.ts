import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@spesa/domain';
import { apiGet } from '../../../lib/api';
import { catalogueKeys } from './keys';

/** GET /ebsn/api/products/list-product-alternative?product_ids= : the product's substitutes. */
export async function fetchAlternatives(productId: number, signal?: AbortSignal): Promise<Product[]> {
  // Silent: substitutes are a suggestion; their failure must not interrupt the product page.
  const data = await apiGet<{ products: Product[] }>(
    'products/list-product-alternative',
    { product_ids: productId },
    { signal, silent: true },
  );
  return data.products ?? [];
}

export const alternativesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.alternatives(productId),
    queryFn: ({ signal }) => fetchAlternatives(productId, signal),
  });

export function useAlternatives(productId: number | undefined) {
  return useQuery({ ...alternativesQueryOptions(productId ?? 0), enabled: productId !== undefined });
}
