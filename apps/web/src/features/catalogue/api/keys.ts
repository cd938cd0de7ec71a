import type { ProductListParams } from './productsApi';

/** TanStack Query keys of the catalogue, in one place so invalidation stays consistent. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  category: (slug: string) => ['catalogue', 'category', slug] as const,
  categoryById: (id: number) => ['catalogue', 'category-id', id] as const,
  products: (params: ProductListParams) => ['catalogue', 'products', params] as const,
  product: (slug: string) => ['catalogue', 'product', slug] as const,
  alternatives: (productId: number) => ['catalogue', 'alternatives', productId] as const,
  adv: (productId: number, layout: string, limit: number) =>
    ['catalogue', 'adv', productId, layout, limit] as const,
};
