import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { openCartWarehouse } from './cart.repository.js';

export { cartRoutes } from './cart.routes.js';
export { CartService, type CartOwner } from './cart.service.js';
export { CartMergeService, type MergeOutcome } from './cart-merge.service.js';
export type { VisitorSessions } from './cart-lines.routes.js';
export { cartErasureSteps } from './erasure.js';
export { cartPurgeSteps } from './purge.js';
export { NO_ORDERS_YET, type OrderedTodayPort, type OrderLinesPort } from './cart-lines.service.js';
export { MODIFIED_ORDER_INFO, type ModifiedOrder, type ModifiedOrderPort } from './modified-order.js';

/** The catalogue's WarehouseResolver: a logged-in customer sees the prices of their cart's warehouse. */
export function cartWarehouseResolver(db: Db) {
  return async (request: FastifyRequest): Promise<number | undefined> =>
    request.user ? ((await openCartWarehouse(db, request.user.userId)) ?? undefined) : undefined;
}
/**
 * For the checkout: lock at the version seen, close or give the cart back, and order/modify's
 * reopen, snapshot and restore; every status change through moveCartToStatus (decision 0103).
 */
export {
  cartHead,
  currentCartHead,
  lockAtVersion as lockCartAtVersion,
  closeLocked as closeLockedCart,
  reopenLocked as reopenLockedCart,
  lockedSince as cartsLockedSince,
  reopenClosed as reopenClosedCart,
  closeIfEmpty as closeCartIfEmpty,
  closeAny as closeOpenOrLockedCart,
  snapshotOf as cartSnapshot,
  restoreSnapshot as restoreCartSnapshot,
  type CartSnapshot,
} from './cart-checkout.js';
/** cart/add-all-from-wishlist: many lines at once, each added, capped or left out (decision 0047). */
export { CartBulkAddService, type BulkLine, type BulkAdd } from './cart-bulk-add.service.js';
export { saleRulesOf, serverRules, canonicalParams, optionsComplete, tipologiaOf } from './cart.rules.js';
/** The options a line of a placed order was chosen with (its cart line): the store's pick list (decision 0123). */
export { itemsOf as cartItemsOf } from './cart-items.repository.js';
