import { queryOptions, useQuery } from '@tanstack/react-query';
// CART_STATUS lives in rules/statuses (no zod), so this import adds no schema code to the header.
import { CART_STATUS, type Cart } from '@spesa/domain';
import { apiGet, queryKeys } from '../api';
import { useCurrentUser } from '../auth';
import { useHydratedAnd } from '../hydration';
import { readString, writeString } from '../storage';

// The cart as cart/view answers it. It lives in lib/ (like lib/auth) because the header summary,
// the delivery dialogs and later the cart page all read it, and features may not import each
// other (DESIGN rule 5). Whatever changes the cart invalidates queryKeys.cart.all.

/** The query of every cart call: lines grouped by sector, so every answer fits the one cache entry. */
export const CART_QUERY = { show_sectors: 'true' } as const;

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart.all,
  // silent: a visitor gets NOT_LOGGED_IN, which is not news; the query is off for visitors anyway.
  // show_sectors: the cart page groups lines by department; the changes answer the same shape.
  queryFn: ({ signal }) =>
    apiGet<Cart | null>('cart/view', CART_QUERY, { silent: true, signal }),
  staleTime: 30_000,
});

const VISITOR_CART = 'spesa.visitorCart';

/**
 * Whether this visitor has put something in a cart (shops with the anonymous cart on, decision
 * 0056): the cart is then read for them too, e.g. after a reload. Visitors without one never ask.
 */
export const visitorCart = {
  has: (): boolean => readString('session', VISITOR_CART) === '1',
  mark: (): void => writeString('session', VISITOR_CART, '1'),
};

/**
 * The shopper's cart: a logged-in shopper's, or a visitor's once they have one (`data` null for a
 * visitor whose session has no cart yet); undefined for other visitors and while loading.
 */
export function useCart() {
  const { isLoggedIn } = useCurrentUser();
  // Web storage only once hydrated (decision 0086): the server drew the page without the visitor's
  // cart, and reading storage is a synchronous call to the browser, in hydration's long task.
  const visitorHasCart = useHydratedAnd(visitorCart.has);
  return useQuery({ ...cartQuery, enabled: isLoggedIn || visitorHasCart });
}

/** Spec: cartStatusId 7 (locked for payment) makes the address not editable. */
export const isCartLocked = (cart: Pick<Cart, 'cartStatusId'> | null | undefined): boolean =>
  cart?.cartStatusId === CART_STATUS.locked;
