import { addressText, DELIVERY_SERVICE, placeText, type OrderPlace } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { addressById } from './addresses.repository.js';
import { storeById } from './stores.repository.js';

/**
 * Where an order goes, for its answer and its e-mails: the store's name and pickup address for a
 * store pickup ('Ritiro presso <store>, <address>'), the locker's for a locker, the home address
 * for a delivery. The address row is read whatever its state: an order keeps pointing at an
 * address its shopper later removed.
 */
export async function orderPlace(
  db: DbOrTx,
  o: { deliveryServiceId: number; storeId: number; addressId: number },
): Promise<OrderPlace> {
  const pickup = o.deliveryServiceId !== DELIVERY_SERVICE.home;
  const [address, store] = await Promise.all([
    addressById(db, o.addressId),
    o.deliveryServiceId === DELIVERY_SERVICE.pickup ? storeById(db, o.storeId) : Promise.resolve(undefined),
  ]);
  const line = address
    ? addressText({
        address1: address.address1,
        addressNumber: address.address_number,
        postalcode: address.postalcode,
        city: address.city,
        province: address.province,
      })
    : '';
  const name = store?.name ?? (pickup ? (address?.address_name ?? null) : null);
  return { pickup, name, address: line, text: placeText({ pickup, name, address: line }) };
}
