import { queryOptions, useQuery } from '@tanstack/react-query';
// CART_STATUS lives in rules/statuses (no zod), so this import adds no schema code to the header.
import { CART_STATUS, type Cart } from '@spesa/domain';
import { apiGet, queryKeys } from '../api';
import { useCurrentUser } from '../auth';

// The cart as cart/view answers it. It lives in lib/ (like lib/auth) because the header summary,
// the delivery dialogs and later the cart page all read it, and features may not import each
// other (DESIGN rule 5). Whatever changes the cart invalidates queryKeys.cart.all.

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart.all,
  // silent: a visitor gets NOT_LOGGED_IN, which is not news; the query is off for visitors anyway.
  queryFn: ({ signal }) => apiGet<Cart | null>('cart/view', undefined, { silent: true, signal }),
  staleTime: 30_000,
});

/** The logged-in shopper's cart (undefined for visitors and while loading). */
export function useCart() {
  const { isLoggedIn } = useCurrentUser();
  return useQuery({ ...cartQuery, enabled: isLoggedIn });
}

/** Spec: cartStatusId 7 (locked for payment) makes the address not editable. */
export const isCartLocked = (cart: Pick<Cart, 'cartStatusId'> | null | undefined): boolean =>
  cart?.cartStatusId === CART_STATUS.locked;
