import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AddressesService } from './addresses.service.js';
import { FeesService } from './fees.service.js';
import type { CartPort } from './cart-port.js';
import { describeCartDelivery } from './cart-delivery.js';
import { SelectionService } from './selection.service.js';
import { StoresService } from './stores.service.js';
import { TimeslotsService } from './timeslots.service.js';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  /** The cart module's side of the delivery choices (see cart-port.ts). */
  carts: CartPort;
}

/** Everything the delivery routes share: services built once per app. */
export function deliveryContext({ db, clock, carts }: DeliveryDeps) {
  return {
    db,
    carts,
    addresses: new AddressesService(clock, carts),
    selection: new SelectionService(clock, carts),
    stores: new StoresService(),
    fees: new FeesService(),
    timeslots: new TimeslotsService(clock, carts),
    /** The delivery part of the user's cart, as the selection calls answer it. */
    cartDelivery: async (userId: number) => describeCartDelivery(db, await carts.openFor(db, userId)),
  };
}
export type DeliveryContext = ReturnType<typeof deliveryContext>;
