import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfig } from '../../../lib/config';
import type { ProductList, ProductSort } from '@spesa/domain';
import { apiGet, queryKeys, type Query, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';
import type { ListFilters } from '../hooks/useListFilters';

/** Parameters of GET /ebsn/api/products as the listing pages use them. */
export interface ProductListParams {
  parentCategoryId?: number;
  q?: string;
  page?: number;
  pageSize?: number;
  sort?: ProductSort;
  promo?: boolean;
  isNew?: boolean;
  vendors?: Array<number | string>;
  productClasses?: Array<number | string>;
}

/** A listing page's request: the page's own filter (category, search, offers) with the URL's. */
export function listingParams(base: ProductListParams, filters: ListFilters): ProductListParams {
  return {
    ...base,
    ...filters,
    // The offers page lists promotions whatever the URL says.
    promo: base.promo || filters.promo,
    vendors: filters.vendors,
    productClasses: filters.productClasses,
  };
}

/** The API's parameter names; defaults and empty filters are left out so cache keys stay few. */
export function productListQuery(p: ProductListParams): Query {
  return {
    parent_category_id: p.parentCategoryId,
    q: p.q || undefined,
    page: p.page && p.page > 1 ? p.page : undefined,
    page_size: p.pageSize ?? siteConfig.defaultPageSize,
    sort: p.sort && p.sort !== 'relevance' ? p.sort : undefined,
    promo: p.promo ? 'true' : undefined,
    new: p.isNew ? 'true' : undefined,
    vendor: p.vendors?.length ? p.vendors.join(',') : undefined,
    product_class: p.productClasses?.length ? p.productClasses.join(',') : undefined,
  };
}

export async function fetchProducts(
  w: WarehouseScope,
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<ProductList> {
  return apiGet<ProductList>('products', productListQuery(params), { signal, cacheScope: w });
}

export const productsQueryOptions = (w: WarehouseScope, params: ProductListParams) =>
  queryOptions({
    queryKey: queryKeys.catalogue.products(w, params),
    queryFn: ({ signal }) => fetchProducts(w, params, signal),
    // Keep the current page on screen while the next page or filter loads: no flash of skeletons.
    // Not across a store change: those prices belong to the other warehouse.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === w ? previous : undefined),
  });

export function useProducts(params: ProductListParams, enabled = true) {
  return useQuery({ ...productsQueryOptions(useWarehouseScope(), params), enabled });
}
