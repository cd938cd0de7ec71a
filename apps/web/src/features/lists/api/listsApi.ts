import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wishlist, WishlistList } from '@spesa/domain';
import { apiGet, apiRequest, queryKeys } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';

// The shopping-list calls (storefront spec "Shopping lists"), one hook per endpoint. Every change
// answers the list (or the lists) as they now are: the answer replaces the cached copy.

/** All the customer's lists fit one page (at most 50 each, decision 0047). */
const ALL = { page: 1, pageSize: 50 };

export const listsQuery = queryOptions({
  queryKey: queryKeys.account.listsIndex,
  queryFn: ({ signal }) => apiGet<WishlistList>('wishlist/list', ALL, { signal, silent: true }),
  staleTime: 30_000,
});

/** GET wishlist/list: the customer's lists and those shared with them (visitors: none). */
export function useLists() {
  const { isLoggedIn } = useCurrentUser();
  return useQuery({ ...listsQuery, enabled: isLoggedIn });
}

export const listQuery = (listId: number) =>
  queryOptions({
    queryKey: queryKeys.account.list(listId),
    queryFn: ({ signal }) => apiGet<Wishlist>('wishlist/view', { list_id: listId }, { signal, silent: true }),
  });

/** GET wishlist/view. */
export const useList = (listId: number) => useQuery({ ...listQuery(listId), enabled: listId > 0 });

/** GET wishlist/shared: a list opened by its link, read-only. */
export const useSharedList = (token: string) =>
  useQuery({
    queryKey: queryKeys.account.sharedList(token),
    queryFn: ({ signal }) => apiGet<Wishlist>('wishlist/shared', { token }, { signal, silent: true }),
    retry: false,
  });

/** A POST that answers one list: the answer replaces the list, and the index is read again. */
export function useListChange<V>(path: string, bodyOf: (v: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => apiRequest<Wishlist>(path, { method: 'POST', body: bodyOf(v) }),
    onSuccess: async ({ data }) => {
      client.setQueryData(queryKeys.account.list(data.listId), data);
      await client.invalidateQueries({ queryKey: queryKeys.account.listsIndex });
    },
  });
}

/** A POST that answers the lists (delete, select). */
function useListsChange<V>(path: string, bodyOf: (v: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => apiRequest<WishlistList>(path, { method: 'POST', body: bodyOf(v) }),
    onSuccess: ({ data }) => client.setQueryData(queryKeys.account.listsIndex, data),
  });
}

/** POST wishlist/insert. */
export const useCreateList = () => useListChange('wishlist/insert', (name: string) => ({ name }));

/** POST wishlist/update (rename). */
export const useRenameList = () =>
  useListChange('wishlist/update', (v: { listId: number; name: string }) => ({ list_id: v.listId, name: v.name }));

/** POST wishlist/delete. */
export const useDeleteList = () => useListsChange('wishlist/delete', (listId: number) => ({ list_id: listId }));

/** POST wishlist/select: the default list. */
export const useSelectList = () => useListsChange('wishlist/select', (listId: number) => ({ list_id: listId }));

/** POST wishlist/add_prod: quantity in the selling unit (pieces, or kg for Sfuso). */
export const useAddProducts = () =>
  useListChange(
    'wishlist/add_prod',
    (v: { listId: number; productId: number; quantity: number; params?: Record<string, string> }) => ({
      wishlistId: v.listId,
      items: [{ productId: v.productId, quantity: v.quantity, params: v.params }],
    }),
  );

/** POST wishlist/update_prods: 0 removes the line. */
export const useUpdateListItem = () =>
  useListChange('wishlist/update_prods', (v: { listId: number; itemId: number; quantity: number }) => ({
    wishlistId: v.listId,
    items: [{ itemId: v.itemId, quantity: v.quantity }],
  }));

/** POST wishlist/delete_prods. */
export const useDeleteListItem = () =>
  useListChange('wishlist/delete_prods', (v: { listId: number; itemId: number; productId: number }) => ({
    wishlistId: v.listId,
    items: [{ itemId: v.itemId, productId: v.productId }],
  }));
