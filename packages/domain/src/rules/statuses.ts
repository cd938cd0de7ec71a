// Status tables shared by the server and the storefront (docs/architecture.md "Workspaces": packages/domain holds them).
// Kept apart from the zod contract so that a page needing a constant does not ship zod.

/** cartStatusId: 1 open; 7 locked for payment (spec: address not editable); 9 closed. */
export const CART_STATUS = { open: 1, locked: 7, closed: 9 } as const;

/**
 * Every allowed cart status change (decision 0103), as ORDER_TRANSITIONS is for orders: the cart
 * module's one status writer (`moveCart`) updates a cart only from a status listed here for its
 * target. Open -> locked: the checkout locks it for payment. Open -> closed: a visitor's cart merged
 * at login, or the shopper's empty cart closed when an order is reopened for modification. Locked ->
 * locked: the buy locks again, at the version seen, a cart checkout/prepare locked. Locked -> open:
 * the shopper left the checkout, a payment was undone or a modify's larger hold declined. Locked ->
 * closed: its order is placed (or a modification applied or given up). Closed -> open: the cart of
 * an order reopened for modification (decision 0057).
 */
export const CART_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [CART_STATUS.open]: [CART_STATUS.locked, CART_STATUS.closed],
  [CART_STATUS.locked]: [CART_STATUS.locked, CART_STATUS.open, CART_STATUS.closed],
  [CART_STATUS.closed]: [CART_STATUS.open],
};

/**
 * The statuses a transition table lets a row leave for `to`, in ascending order: the
 * `status IN (...)` of the one conditional update that moves it.
 */
export function transitionSources(table: Readonly<Record<number, readonly number[]>>, to: number): number[] {
  return Object.entries(table)
    .filter(([, targets]) => targets.includes(to))
    .map(([from]) => Number(from))
    .sort((a, b) => a - b);
}

export function canMoveCart(from: number, to: number): boolean {
  return CART_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The statuses a cart may be in for a move to `to`. */
export const cartSourcesOf = (to: number): number[] => transitionSources(CART_TRANSITIONS, to);

export const TIMESLOT_STATUSES = ['empty', 'intermediate', 'full'] as const;
export type TimeslotStatus = (typeof TIMESLOT_STATUSES)[number];

/** Service ids (spec section 9: 1 pickup, 2 home delivery; 3 locker is ours). */
export const DELIVERY_SERVICE = { pickup: 1, home: 2, locker: 3 } as const;
/**
 * Whether a service's goods are collected (at a store or a locker) rather than brought home: what
 * the shopper reads changes with it ("Spese di servizio", "Da pagare al ritiro"). Unknown: not.
 */
export const isPickupService = (deliveryServiceId: number | null | undefined): boolean =>
  deliveryServiceId === DELIVERY_SERVICE.pickup || deliveryServiceId === DELIVERY_SERVICE.locker;
/**
 * Spec section 9: 'Store Globale' (store 5) is a cart's store until the shopper chooses a place,
 * and its warehouse 'Magazzino Globale' (5) prices what a visitor without a place sees (catalogue,
 * flyers, lists, the cart's fallback) and holds the store-wide disclaimers. One pair for the API.
 */
export const DEFAULT_STORE = { storeId: 5, warehouseId: 5 } as const;
/** Address type ids (spec section 9: 2 home, 3 store, 5 locker). */
export const ADDRESS_TYPE_ID = { home: 2, store: 3, locker: 5 } as const;
/** `addressType` names; clients may also send 'store' for 'drive' (same thing). */
export const ADDRESS_TYPES = ['home', 'drive', 'locker'] as const;
export type AddressTypeName = (typeof ADDRESS_TYPES)[number];
/** Site configuration proximityDefaultDistance, in metres. */
export const PROXIMITY_DEFAULT_DISTANCE = 10_000;

/** Message codes clients can react to (the texts are Italian and may change). */
export const DELIVERY_CODES = {
  addressSaved: 'addresses.setAddress',
  deleteRefused: 'addresses.deleteAddress.error',
  notifySaved: 'profile.addresses.deliveryNotifySuccess',
  notifyFailed: 'profile.addresses.deliveryNotifyError',
  notValidated: 'ADDRESS_NOT_VALIDATED',
  notCovered: 'ADDRESS_NOT_COVERED',
  timeslotCleared: 'TIMESLOT_CLEARED',
  addressCleared: 'ADDRESS_CLEARED',
} as const;
