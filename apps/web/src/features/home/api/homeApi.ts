import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Category, Product, ProductList } from '@spesa/domain';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';
import { productTabConfig } from '../blocks/tab-config';

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

const tabProductsQuery = (w: WarehouseScope, tab: TabSource | undefined, limit: number) =>
  queryOptions({
    queryKey: queryKeys.catalogue.tabProducts(w, tab?.categoryId ?? tab?.categorySlug, limit),
    queryFn: ({ signal }) => fetchTabProducts(w, tab!, limit, signal),
    enabled: !!tab && (tab.categoryId !== undefined || !!tab.categorySlug),
  });

export function useTabProducts(tab: TabSource | undefined, limit: number) {
  return useQuery(tabProductsQuery(useWarehouseScope(), tab, limit));
}

/**
 * The home and the products of each product-tab block's first tab (the one on screen): the
 * server renders them, so the block arrives at its full height instead of growing after
 * hydration (the home's layout shift). A failing tab only leaves that tab to the browser.
 */
export async function prefetchHome(qc: QueryClient, w: WarehouseScope): Promise<void> {
  const home = await qc.fetchQuery(homeQuery(w)).catch(() => null);
  const tabBlocks = (home?.categoryBlocks ?? []).filter(
    (b) => b.templateBlockType?.modeName === 'ProductTab',
  );
  await Promise.all(
    tabBlocks.map((b) => {
      const { tabs, limit } = productTabConfig(b);
      return tabs[0] ? qc.prefetchQuery(tabProductsQuery(w, tabs[0], limit)) : undefined;
    }),
  );
}
