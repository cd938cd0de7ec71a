import type { DbOrTx } from '../../db/transaction.js';
import { FeesService } from './fees.service.js';
import type { CartDeliveryState } from './cart-port.js';
import type { CartReferenceReads } from './cart-references.js';
export { deliveryRoutes } from './delivery.routes.js';
export type { DeliveryDeps } from './delivery.context.js';
export { deliveryImageRoutes } from './images.routes.js';
export { describeCartDelivery } from './cart-delivery.js';
export type { CartPort, CartDeliveryState, CartDeliveryPatch } from './cart-port.js';
/** For the checkout: take or give back a place in a slot, inside the order's transaction. */
export { bookSlot, releaseSlot, slotById, type TimeslotRow } from './timeslots.repository.js';
/** A place per order: the booking row and the counter move together (migration 0009). */
export { bookSlotForOrder, releaseSlotOfOrder } from './slot-bookings.repository.js';
export { deliveryErasureSteps } from './erasure.js';
/** For the daily job: the coming years' national holidays, every store closed. */
export { ensureNationalHolidays } from './national-holidays.js';
/** For the orders' answers and e-mails: where an order goes ('Ritiro presso <store>, <address>'). */
export { orderPlace } from './order-place.js';

/** For the cart: the store, services and fee bands kept under the references' version (decisions 0089, 0111). */
export { CartReferences, type CartReferenceReads } from './cart-references.js';

/** For the cart's totals: the fee of its service for its goods. */
const fees = new FeesService();
export const deliveryFee = (db: DbOrTx, cart: CartDeliveryState, reads?: CartReferenceReads) =>
  fees.view(db, cart, undefined, reads);
