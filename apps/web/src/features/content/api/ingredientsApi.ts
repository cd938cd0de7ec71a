import { useQuery } from '@tanstack/react-query';
import type { Product, ProductList } from '@spesa/domain';
import { apiGet, queryKeys } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';

/**
 * The catalogue products a recipe's ingredients map to (GET /products?slug=..., one call each, all
 * cached like any product read), priced for the shopper's store. Unknown slugs are left out.
 */
export function useIngredientProducts(slugs: string[]) {
  const w = useWarehouseScope();
  return useQuery({
    queryKey: queryKeys.catalogue.products(w, { recipeIngredients: slugs }),
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        slugs.map((slug) =>
          apiGet<ProductList>('products', { slug }, { signal, silent: true, cacheScope: w }).catch(
            () => null,
          ),
        ),
      );
      return lists.flatMap((l) => l?.products.slice(0, 1) ?? []) as Product[];
    },
    enabled: slugs.length > 0,
  });
}
