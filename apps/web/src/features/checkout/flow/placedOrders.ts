import type { Cart, Order } from '@spesa/domain';
import { readJson, writeJson } from '../../../lib/storage';
import type { BuyRequest } from './attempt';

/**
 * What the confirmation page needs of an order just placed in this tab, kept in session storage:
 * it survives the trip to the payment provider's page and back (a full page load). The buy request
 * and its key let the page ask checkout/buy again, which answers the order's latest state without
 * placing anything (the key is already used); the address and slot are the ones the shopper saw,
 * as the order's answer names the slot only by id. At most a few orders are kept.
 */
const KEY = 'spesa.checkout.placed';
const KEEP = 5;

/** What the confirmation page shows besides the order: the place and slot the shopper chose. */
export interface PlaceSnapshot {
  addressName: string;
  serviceName: string;
  /** The slot itself, worded when shown ('Oggi' is only today). */
  timeslot: Cart['timeslot'];
  /** The cart was an order being modified (order/modify): the confirmation says "modificato". */
  modifying?: boolean;
}

export interface PlacedOrder extends PlaceSnapshot {
  orderId: number;
  request: BuyRequest;
  key: string;
  /** The order as last answered, shown at once while it is asked again. */
  order: Order;
}

type Store = Record<string, PlacedOrder>;

export function rememberPlacedOrder(placed: PlacedOrder): void {
  const store = readJson<Store>('session', KEY, {});
  const next: Store = { ...store, [placed.orderId]: placed };
  const ids = Object.keys(next)
    .map(Number)
    .sort((a, b) => b - a)
    .slice(0, KEEP);
  writeJson('session', KEY, Object.fromEntries(ids.map((id) => [id, next[id]])));
}

export function placedOrder(orderId: number): PlacedOrder | null {
  const found = readJson<Store>('session', KEY, {})[orderId];
  return found && typeof found === 'object' && found.orderId === orderId ? found : null;
}

/** The order this tab placed from `cartId`, if any: coming back to /checkout after leaving for the provider. */
export function placedOrderOfCart(cartId: number): PlacedOrder | null {
  const store = readJson<Store>('session', KEY, {});
  return Object.values(store).find((p) => p && typeof p === 'object' && p.request?.cartId === cartId) ?? null;
}
