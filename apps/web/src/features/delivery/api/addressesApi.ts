import { queryOptions } from '@tanstack/react-query';
import type { AddressInput, AddressTypeName, DeliveryAddress } from '@spesa/domain';
import { apiGet, apiRequest, type Query } from '../../../lib/api';
import type { GeoPoint } from '../hooks/useGeolocation';
import { deliveryKeys } from './keys';

/** Sort by distance without leaving anyone out: the API's default radius (10 km) would empty the list far from a store. */
const ORDER_ONLY_DISTANCE = 1_000_000;

export const homeAddressesQuery = queryOptions({
  queryKey: deliveryKeys.homeAddresses,
  queryFn: async ({ signal }) =>
    (
      await apiGet<{ addresses: DeliveryAddress[] }>(
        'user-address/list',
        { address_type: 'home' },
        { signal },
      )
    ).addresses,
});

/** Home addresses of the customer, or the pickup points / lockers (nearest first around `near`). */
export const serviceAddressesQuery = (type: AddressTypeName, near: GeoPoint | null) =>
  queryOptions({
    queryKey: deliveryKeys.serviceAddresses(type, near ? `${near.latitude},${near.longitude}` : ''),
    queryFn: async ({ signal }) => {
      const query: Query = { address_type: type };
      if (near) Object.assign(query, { ...near, distance: ORDER_ONLY_DISTANCE });
      return (
        await apiGet<{ addresses: DeliveryAddress[] }>('user-address/delivery-service-list', query, {
          signal,
        })
      ).addresses;
    },
  });

export const addressQuery = (addressId: number) =>
  queryOptions({
    queryKey: deliveryKeys.address(addressId),
    queryFn: async ({ signal }) =>
      (await apiGet<{ address: DeliveryAddress }>('user-address/view', { address_id: addressId }, { signal }))
        .address,
  });

/** Refused (addresses.deleteAddress.error) for the cart's address; the caller shows the message. */
export const deleteAddress = (addressId: number) =>
  apiGet<{ addresses: DeliveryAddress[] }>(
    'user-address/delete',
    { address_id: addressId },
    { silent: true },
  );

/** The whole envelope: the caller reads the ADDRESS_NOT_VALIDATED warning itself (silent). */
export const checkAddress = (input: AddressInput) =>
  apiRequest<{ covered: boolean; validated: boolean }>('user-address/check', {
    method: 'POST',
    body: input,
    silent: true,
  });

/** Shows the server's toasts (addresses.setAddress, warnings). */
export const saveAddress = (input: AddressInput) =>
  apiRequest<{ address: DeliveryAddress }>('user-address/update', { method: 'POST', body: input });

/** 'Richiedi l'attivazione' for an address outside the covered area (the caller toasts). */
export const requestActivation = (input: AddressInput) =>
  apiRequest<null>('eurospin-address-form/save-new-address', { method: 'POST', body: input, silent: true });
