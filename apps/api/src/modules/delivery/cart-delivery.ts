import { DEFAULT_STORE } from '@spesa/domain';
import type { CartDelivery } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { visibleAddress } from './addresses.repository.js';
import type { CartDeliveryState } from './cart-port.js';
import { READ_EACH_TIME, type CartReferenceReads } from './cart-references.js';
import { toDeliveryService, toShippingAddress } from './delivery.mappers.js';
import { slotById } from './timeslots.repository.js';
import { slotName } from './timeslots.rules.js';

/**
 * The delivery part of a cart as the contract names it: store, warehouse, shippingAddress,
 * timeslot, selectedService. Used by cart/view and by the answers of the selection calls; the cart
 * passes the store and services it keeps under the references' version (decisions 0089, 0111).
 */
export async function describeCartDelivery(
  db: DbOrTx,
  cart: CartDeliveryState,
  reads: CartReferenceReads = READ_EACH_TIME,
): Promise<CartDelivery> {
  const store = await reads.store(db, cart.storeId ?? DEFAULT_STORE.storeId);
  const address = cart.addressId === null ? undefined : await visibleAddress(db, cart.addressId, cart.userId);
  const slot = cart.timeslotId === null ? undefined : await slotById(db, cart.timeslotId);
  const service = (await reads.services(db)).find((s) => s.delivery_service_id === cart.deliveryServiceId);
  return {
    cartId: cart.cartId,
    store: { storeId: store?.store_id ?? DEFAULT_STORE.storeId, name: store?.name ?? 'Store Globale' },
    warehouse: { warehouseId: cart.warehouseId ?? store?.warehouse_id ?? DEFAULT_STORE.warehouseId },
    shippingAddress: address ? toShippingAddress(address) : null,
    timeslot: slot
      ? {
          date: slot.slot_date,
          dateIso: slot.slot_date,
          timeslotId: slot.timeslot_id,
          beginTime: slot.begin_time,
          endTime: slot.end_time,
          name: slotName(slot.begin_time, slot.end_time),
          autoAssigned: false,
        }
      : null,
    selectedService: service ? toDeliveryService(service) : null,
    cartStatusId: cart.cartStatusId,
  };
}
