import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { useListChange } from './listsApi';

/** POST wishlist/share: READ (view only) or WRITE. */
export const useShareList = () =>
  useListChange('wishlist/share', (v: { listId: number; email: string; grant: 'READ' | 'WRITE' }) => ({
    list_id: v.listId,
    email: v.email,
    grant: v.grant,
  }));

/** POST wishlist/unshare. */
export const useUnshareList = () =>
  useListChange('wishlist/unshare', (v: { listId: number; userId: number }) => ({ list_id: v.listId, user_id: v.userId }));

/** POST wishlist/share-link: the token is in this answer only. */
export const useCreateListLink = () =>
  useMutation({
    mutationFn: (listId: number) => apiPost<{ token: string; path: string }>('wishlist/share-link', { list_id: listId }),
  });

/** POST wishlist/unshare-link. */
export const useRevokeListLink = () => useListChange('wishlist/unshare-link', (listId: number) => ({ list_id: listId }));
