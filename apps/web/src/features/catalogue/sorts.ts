import type { ProductSort } from '@spesa/domain';

/**
 * The sorts of GET /products (contract PRODUCT_SORTS). Copied, not imported: the contract module
 * also builds its zod schemas at load time, and importing one value from it put zod (~25 KB
 * gzipped) into the listing chunk. The type below fails to compile if the two lists drift apart.
 */
export const SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'promo',
] as const satisfies readonly ProductSort[];

type Missing = Exclude<ProductSort, (typeof SORTS)[number]>;
const complete: Missing extends never ? true : Missing = true;
void complete;
