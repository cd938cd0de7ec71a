import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, CategoryNode } from '@spesa/domain';
import { apiGet, queryKeys, type WarehouseScope } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

/**
 * GET /ebsn/api/category?slug= -> data.category. Silent: a missing category becomes the page's
 * own 'Pagina non trovata' rather than an error snackbar. Responses are typed, not re-validated:
 * the server is ours and validates its output, and zod in the browser would cost bundle weight.
 */
export async function fetchCategory(
  w: WarehouseScope,
  slug: string,
  signal?: AbortSignal,
): Promise<Category> {
  const data = await apiGet<{ category: Category }>(
    'category',
    { slug },
    { signal, silent: true, cacheScope: w },
  );
  return data.category;
}

export const categoryQueryOptions = (w: WarehouseScope, slug: string) =>
  queryOptions({
    queryKey: queryKeys.catalogue.category(w, slug),
    queryFn: ({ signal }) => fetchCategory(w, slug, signal),
    enabled: slug !== '',
  });

export function useCategory(slug: string) {
  return useQuery(categoryQueryOptions(useWarehouseScope(), slug));
}

/** GET /ebsn/api/category?categoryId= : used by the product page for its breadcrumb. */
export async function fetchCategoryById(
  w: WarehouseScope,
  categoryId: number,
  signal?: AbortSignal,
): Promise<Category> {
  const data = await apiGet<{ category: Category }>(
    'category',
    { categoryId },
    { signal, silent: true, cacheScope: w },
  );
  return data.category;
}

export const categoryByIdQueryOptions = (w: WarehouseScope, categoryId: number) =>
  queryOptions({
    queryKey: queryKeys.catalogue.categoryById(w, categoryId),
    queryFn: ({ signal }) => fetchCategoryById(w, categoryId, signal),
  });

export function useCategoryById(categoryId: number | undefined) {
  return useQuery({
    ...categoryByIdQueryOptions(useWarehouseScope(), categoryId ?? 0),
    enabled: categoryId !== undefined,
    retry: false,
  });
}

/** GET /category?filtered=true&depth=3 answers data.categories (spec section 7): the menu's tree. */
export const categoryTreeQuery = (w: WarehouseScope) =>
  queryOptions({
    queryKey: queryKeys.catalogue.categoryTree(w),
    queryFn: ({ signal }) =>
      // Silent: a failing menu shows its own inline message instead of a snackbar on every page.
      apiGet<{ categories: CategoryNode[] }>(
        'category',
        { filtered: true, depth: 3 },
        { signal, silent: true, cacheScope: w },
      ).then((d) => d.categories ?? []),
    staleTime: 15 * 60_000,
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQuery(useWarehouseScope()));
}
