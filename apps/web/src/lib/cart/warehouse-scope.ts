import { useEffect } from 'react';
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
