import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Product, ProductList } from '@spesa/domain';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

/** The home page is a block-built category: GET /category?slug=home -> data.category. */
export const homeQuery = (w: WarehouseScope) =>
  queryOptions({
    queryKey: queryKeys.catalogue.home(w),
    queryFn: ({ signal }) =>
      apiGet<{ category: Category }>('category', { slug: 'home' }, { signal, cacheScope: w }).then(
        (d) => d.category,
      ),
  });

export function useHome() {
  return useQuery(homeQuery(useWarehouseScope()));
}

export interface TabSource {
  categoryId?: number;
  categorySlug?: string;
}

/** A tab names its category by id or slug; products are listed by parent_category_id (spec section 7). */
async function fetchTabProducts(
  w: WarehouseScope,
  tab: TabSource,
  limit: number,
  signal: AbortSignal,
): Promise<Product[]> {
  let id = tab.categoryId;
  if (id === undefined && tab.categorySlug) {
    const { category } = await apiGet<{ category: Category }>(
      'category',
      { slug: tab.categorySlug },
      { signal, silent: true, cacheScope: w },
    );
    id = category.categoryId;
  }
  if (id === undefined) return [];
  const list = await apiGet<ProductList>(
    'products',
    { parent_category_id: id, page_size: limit },
    { signal, silent: true, cacheScope: w },
  );
  return list.products;
}

export function useTabProducts(tab: TabSource | undefined, limit: number) {
  const w = useWarehouseScope();
  return useQuery({
    queryKey: queryKeys.catalogue.tabProducts(w, tab?.categoryId ?? tab?.categorySlug, limit),
    queryFn: ({ signal }) => fetchTabProducts(w, tab!, limit, signal),
    enabled: !!tab && (tab.categoryId !== undefined || !!tab.categorySlug),
  });
}
