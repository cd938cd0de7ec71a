import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { WarehouseScope } from '../api';
import { useCurrentUser } from '../auth';
import { readString, writeString } from '../storage';
import { useCart } from './cart-query';

// The warehouse of the last visit: a returning shopper's catalogue is asked for under the right
// scope before cart/view answers, instead of being fetched twice.
const LAST_WAREHOUSE = 'spesa.cartWarehouse';

function lastWarehouse(): number | null {
  const n = Number(readString('local', LAST_WAREHOUSE));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The warehouse whose prices the catalogue shows (queryKeys.catalogue): the cart's for a shopper,
 * 'default' for a visitor or a shopper without a cart. When the cart moves to another store, the
 * catalogue keys change with it, so the pages ask again instead of showing cached prices.
 */
export function useWarehouseScope(): WarehouseScope {
  const scope = useContext(ScopeContext);
  if (scope === null) throw new Error('useWarehouseScope outside WarehouseScopeProvider');
  return scope;
}

const ScopeContext = createContext<WarehouseScope | null>(null);

/**
 * Works out the warehouse scope once for the page (decision 0083). Each catalogue query asking
 * for it itself read the user and the cart: every page drawing those queries (the page, its
 * listing, its sliders) was drawn again twice after hydration, when the stored login hint became
 * readable and when auth/test answered, although a visitor's scope stays 'default'. Through a
 * context, they draw again only when the scope changes; the provider's children stay as they are.
 */
export function WarehouseScopeProvider({ children }: { children: ReactNode }) {
  const scope = useScopeOfTheShopper();
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

function useScopeOfTheShopper(): WarehouseScope {
  const { isLoggedIn, likelyLoggedIn, isPending: userPending } = useCurrentUser();
  const { data: cart, isPending: cartPending } = useCart();
  // After a logout the last cart stays in the query cache (the query is only disabled).
  const warehouse = isLoggedIn ? cart?.warehouse.warehouseId : undefined;
  useEffect(() => {
    if (warehouse !== undefined) writeString('local', LAST_WAREHOUSE, String(warehouse));
  }, [warehouse]);

  if (warehouse !== undefined) return warehouse;
  if (!likelyLoggedIn) return 'default';
  // Logged in (or likely, before auth/test answers) and the cart not read yet.
  if (userPending || cartPending) return lastWarehouse() ?? 'cart';
  return 'default';
}
