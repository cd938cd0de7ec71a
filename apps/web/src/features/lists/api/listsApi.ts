import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WISHLIST_MAX_LISTS, type Wishlist, type WishlistList } from '@spesa/domain';
import { apiGet, apiRequest, queryKeys } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';

// The shopping-list calls (storefront spec "Shopping lists"), one hook per endpoint. Every change
// answers the list (or the lists) as they now are: the answer replaces the cached copy.

/**
 * Every list the customer reaches, page after page: at most 50 of their own, but lists shared
 * with them come on top, so one page of 50 may not hold them all. The pages are merged into one
 * answer (the lists page, the selector dialog and the hearts all need the whole set).
 */
export async function allLists(signal?: AbortSignal): Promise<WishlistList> {
  const pageSize = WISHLIST_MAX_LISTS;
  const first = await apiGet<WishlistList>('wishlist/list', { page: 1, pageSize }, { signal, silent: true });
  const lists = [...first.personalList.lists];
  for (let page = 2; page <= first.page.totPages; page++) {
    const next = await apiGet<WishlistList>('wishlist/list', { page, pageSize }, { signal, silent: true });
    // A list made meanwhile shifts the pages: a list is kept once.
    for (const l of next.personalList.lists) if (!lists.some((k) => k.listId === l.listId)) lists.push(l);
  }
  return { personalList: { lists }, page: { ...first.page, totPages: 1, itemsPerPage: lists.length, selPage: 1 } };
}

export const listsQuery = queryOptions({
  queryKey: queryKeys.account.listsIndex,
  queryFn: ({ signal }) => allLists(signal),
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

/**
 * A POST that answers the lists (delete, select). Its answer is one page only, so the index is
 * read again, all of it, rather than replaced by that page.
 */
function useListsChange<V>(path: string, bodyOf: (v: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => apiRequest<WishlistList>(path, { method: 'POST', body: bodyOf(v) }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.account.listsIndex }),
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

/** A line for wishlist/add_prod: quantity in the selling unit (pieces, or kg for Sfuso). */
export interface ListAddItem {
  productId: number;
  quantity: number;
  params?: Record<string, string>;
}

/** POST wishlist/add_prod: one product (the heart) or several (a flyer's products), all or none. */
export const useAddProducts = () =>
  useListChange('wishlist/add_prod', (v: { listId: number; items: ListAddItem[] }) => ({
    wishlistId: v.listId,
    items: v.items,
  }));

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
