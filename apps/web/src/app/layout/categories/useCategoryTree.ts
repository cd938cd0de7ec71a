import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@spesa/domain';
import { apiGet } from '../../../lib/api';

/** GET /category?filtered=true&depth=3 answers data.categories (spec section 7). */
export const categoryTreeQuery = queryOptions({
  queryKey: ['category', 'tree', { filtered: true, depth: 3 }],
  queryFn: ({ signal }) =>
    // Silent: a failing menu shows its own inline message instead of a snackbar on every page.
    apiGet<{ categories: CategoryNode[] }>(
      'category',
      { filtered: true, depth: 3 },
      { signal, silent: true },
    ).then((d) => d.categories ?? []),
  staleTime: 15 * 60_000,
});

export function useCategoryTree() {
  return useQuery(categoryTreeQuery);
}

export const categoryPath = (c: Pick<CategoryNode, 'slug'>) => `/category/${c.slug}`;
