import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Product, ProductList } from '@spesa/domain';
import { apiGet } from '../../../lib/api';

/** The home page is a block-built category: GET /category?slug=home -> data.category. */
export const homeQuery = queryOptions({
  queryKey: ['category', 'home'],
  queryFn: ({ signal }) =>
    apiGet<{ category: Category }>('category', { slug: 'home' }, { signal }).then((d) => d.category),
});

export function useHome() {
  return useQuery(homeQuery);
}

export interface TabSource {
  categoryId?: number;
  categorySlug?: string;
}

/** A tab names its category by id or slug; products are listed by parent_category_id (spec section 7). */
async function fetchTabProducts(tab: TabSource, limit: number, signal: AbortSignal): Promise<Product[]> {
  let id = tab.categoryId;
  if (id === undefined && tab.categorySlug) {
    const { category } = await apiGet<{ category: Category }>(
      'category',
      { slug: tab.categorySlug },
      { signal, silent: true },
    );
    id = category.categoryId;
  }
  if (id === undefined) return [];
  const list = await apiGet<ProductList>(
    'products',
    { parent_category_id: id, page_size: limit },
    { signal, silent: true },
  );
  return list.products;
}

export function useTabProducts(tab: TabSource | undefined, limit: number) {
  return useQuery({
    queryKey: ['home', 'tab-products', tab?.categoryId ?? tab?.categorySlug, limit],
    queryFn: ({ signal }) => fetchTabProducts(tab!, limit, signal),
    enabled: !!tab && (tab.categoryId !== undefined || !!tab.categorySlug),
  });
}
