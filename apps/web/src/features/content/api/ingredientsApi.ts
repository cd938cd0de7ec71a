import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { Product, ProductList } from '@spesa/domain';
import { apiGet, queryKeys } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';
import { ingredientSearchTerms } from '../components/ingredient-search';

/** How many of the search's best candidates an unlinked ingredient offers. */
export const SUGGESTIONS = 3;

/**
 * The catalogue products a recipe's ingredients are linked to (decision 0102), in one call
 * (GET /products?product_id=1,2,3), priced for the shopper's store, by id. An id the store does
 * not sell is missing from the map. `keepPrevious`: while the answer for changed ids loads, the
 * last one stays (the staff editor's names do not flicker when a product is linked or removed).
 */
export function useLinkedProducts(ids: number[], { keepPrevious = false } = {}) {
  const w = useWarehouseScope();
  return useQuery({
    queryKey: queryKeys.catalogue.products(w, { recipeProducts: ids }),
    queryFn: async ({ signal }) => {
      const list = await apiGet<ProductList>(
        'products',
        { product_id: ids.join(','), page_size: 100 },
        { signal, silent: true, cacheScope: w },
      );
      return new Map(list.products.map((p) => [p.productId, p]));
    },
    enabled: ids.length > 0,
    ...(keepPrevious && { placeholderData: keepPreviousData }),
  });
}

/**
 * For each ingredient linked to nothing, the search's best few candidates for its words: shown to
 * the shopper as suggestions, never chosen for them. The ingredient's name first ('burro
 * chiarificato'); when that finds nothing, its first word ('burro').
 */
export function useIngredientSuggestions(texts: string[], enabled: boolean) {
  const w = useWarehouseScope();
  return useQueries({
    queries: texts.map((text) => ({
      queryKey: queryKeys.catalogue.products(w, { recipeSuggestions: text, size: SUGGESTIONS }),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        for (const q of ingredientSearchTerms(text)) {
          const list = await apiGet<ProductList>(
            'products',
            { q, page_size: SUGGESTIONS },
            { signal, silent: true, cacheScope: w },
          );
          if (list.products.length > 0) return list.products.slice(0, SUGGESTIONS);
        }
        return [] as Product[];
      },
      enabled,
    })),
  });
}
