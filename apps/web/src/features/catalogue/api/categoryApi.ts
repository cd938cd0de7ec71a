import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@spesa/domain';
import { apiGet } from '../../../lib/api';
import { catalogueKeys } from './keys';

/**
 * GET /ebsn/api/category?slug= -> data.category. Silent: a missing category becomes the page's
 * own 'Pagina non trovata' rather than an error snackbar. Responses are typed, not re-validated:
 * the server is ours and validates its output, and zod in the browser would cost bundle weight.
 */
export async function fetchCategory(slug: string, signal?: AbortSignal): Promise<Category> {
  const data = await apiGet<{ category: Category }>('category', { slug }, { signal, silent: true });
  return data.category;
}

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.category(slug),
    queryFn: ({ signal }) => fetchCategory(slug, signal),
    enabled: slug !== '',
  });

export function useCategory(slug: string) {
  return useQuery(categoryQueryOptions(slug));
}

/** GET /ebsn/api/category?categoryId= : used by the product page for its breadcrumb. */
export async function fetchCategoryById(categoryId: number, signal?: AbortSignal): Promise<Category> {
  const data = await apiGet<{ category: Category }>('category', { categoryId }, { signal, silent: true });
  return data.category;
}

export const categoryByIdQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: catalogueKeys.categoryById(categoryId),
    queryFn: ({ signal }) => fetchCategoryById(categoryId, signal),
  });

export function useCategoryById(categoryId: number | undefined) {
  return useQuery({
    ...categoryByIdQueryOptions(categoryId ?? 0),
    enabled: categoryId !== undefined,
    retry: false,
  });
}
