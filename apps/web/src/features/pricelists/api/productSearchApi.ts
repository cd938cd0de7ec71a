import { useQuery } from '@tanstack/react-query';
import type { Product, ProductList } from '@spesa/domain';
import { apiGet } from '../../../lib/api';
import { priceListKeys } from './keys';

/** How many products the proposal page's search offers. */
export const SEARCH_SIZE = 8;

/** GET products?q=: the catalogue's search, to add a product to a proposal from its page. */
export const useProductSearch = (q: string) =>
  useQuery({
    queryKey: [...priceListKeys.all, 'product-search', q],
    queryFn: async ({ signal }): Promise<Product[]> =>
      (await apiGet<ProductList>('products', { q, page_size: SEARCH_SIZE }, { signal, silent: true, cache: false }))
        .products,
    enabled: q.trim().length > 0,
  });
