import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@spesa/domain';
import { apiGet } from '../../../lib/api';
import { catalogueKeys } from './keys';

/** GET /ebsn/api/products?slug= : the product page reads the first product; null when none. */
export async function fetchProductBySlug(slug: string, signal?: AbortSignal): Promise<Product | null> {
  const data = await apiGet<{ products: Product[] }>('products', { slug }, { signal, silent: true });
  return data.products[0] ?? null;
}

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(slug),
    queryFn: ({ signal }) => fetchProductBySlug(slug, signal),
    enabled: slug !== '',
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
