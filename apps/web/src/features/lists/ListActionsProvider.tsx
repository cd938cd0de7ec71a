import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import type { Product } from '@spesa/domain';
import { ListActionsContext, type ListActions } from '../../components/ui/cart-actions/list-actions-context';
import { requestLogin, useCurrentUser } from '../../lib/auth';
import { useLists } from './api/listsApi';

// The dialog (with the lists' texts) loads the first time a heart is pressed, off the first visit.
const ListSelectorDialog = lazyPart('ListSelectorDialog', () =>
  import('./components/ListSelectorDialog').then((m) => ({ default: m.ListSelectorDialog })),
);

/**
 * Gives every favourites heart of the shop its two answers: whether the product is on one of the
 * shopper's lists (from wishlist/list, refreshed after each add), and the list selector to open.
 * A visitor is asked to log in first (spec section 6: login is needed for favourites).
 */
export function ListActionsProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useCurrentUser();
  const lists = useLists();
  const [product, setProduct] = useState<Product | null>(null);
  const [many, setMany] = useState<Product[] | null>(null);
  const onList = useMemo(
    () => new Set(isLoggedIn ? (lists.data?.personalList.lists.flatMap((l) => l.productIds) ?? []) : []),
    [isLoggedIn, lists.data],
  );
  const openSelector = useCallback(
    (p: Product) => (isLoggedIn ? setProduct(p) : requestLogin()),
    [isLoggedIn],
  );
  const openSelectorForAll = useCallback(
    (ps: Product[]) => (isLoggedIn ? setMany(ps) : requestLogin()),
    [isLoggedIn],
  );
  const actions = useMemo<ListActions>(
    () => ({ openSelector, openSelectorForAll, isInList: (id) => onList.has(id) }),
    [openSelector, openSelectorForAll, onList],
  );
  const close = useCallback(() => {
    setProduct(null);
    setMany(null);
  }, []);
  return (
    <ListActionsContext.Provider value={actions}>
      {children}
      {(product || many) && (
        <ListSelectorDialog product={product} products={many ?? undefined} onClose={close} />
      )}
    </ListActionsContext.Provider>
  );
}
