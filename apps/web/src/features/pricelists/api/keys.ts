import { queryKeys } from '../../../lib/api';

/**
 * The price lists' query keys: under 'account', so logout and the 419 event drop them with the
 * rest of what belongs to the logged-in person (lib/api/query-keys.ts).
 */
const all = [...queryKeys.account.all, 'price-lists'] as const;

export const priceListKeys = {
  all,
  proposals: [...all, 'proposals'] as const,
  proposal: (id: number) => [...all, 'proposals', id] as const,
  prices: (id: number, page: number) => [...all, 'proposals', id, 'prices', page] as const,
  lists: [...all, 'lists'] as const,
  warehouses: [...all, 'warehouses'] as const,
  referencePrice: (productId: number, warehouseId: number, proposalId: number) =>
    [...all, 'reference-price', productId, warehouseId, proposalId] as const,
};
