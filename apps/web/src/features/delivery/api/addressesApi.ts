import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, AddressTypeName, DeliveryAddress } from '@spesa/domain';
import { apiGet, apiRequest, queryKeys, type MutationConfig, type Query } from '../../../lib/api';
import type { GeoPoint } from '../hooks/useGeolocation';
import { cartDeliveryChanged } from './cartDeliveryChanged';

/** Sort by distance without leaving anyone out: the API's default radius (10 km) would empty the list far from a store. */
const ORDER_ONLY_DISTANCE = 1_000_000;

export const homeAddressesQuery = queryOptions({
  queryKey: queryKeys.delivery.homeAddresses,
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
    queryKey: queryKeys.delivery.serviceAddresses(type, near ? `${near.latitude},${near.longitude}` : ''),
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
    queryKey: queryKeys.delivery.address(addressId),
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

/** user-address/check changes nothing: no refresh. */
export const useCheckAddress = () => useMutation({ mutationFn: checkAddress });

/** Shows the server's toasts (addresses.setAddress, warnings). */
export const saveAddress = (input: AddressInput) =>
  apiRequest<{ address: DeliveryAddress }>('user-address/update', { method: 'POST', body: input });

type SavedAddress = Awaited<ReturnType<typeof saveAddress>>;

/**
 * user-address/update: refreshes the address lists, and the cart and catalogue too, because the
 * edited address may be the cart's (its zone, hence its store and prices, may change).
 */
export function useSaveAddress({ onSuccess, ...config }: MutationConfig<SavedAddress, AddressInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveAddress,
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: queryKeys.delivery.all });
      await cartDeliveryChanged(client);
      await onSuccess?.(...args);
    },
  });
}

/** 'Richiedi l'attivazione' for an address outside the covered area (the caller toasts). */
export const requestActivation = (input: AddressInput) =>
  apiRequest<null>('eurospin-address-form/save-new-address', { method: 'POST', body: input, silent: true });

/** The activation request is kept by the shop; nothing the storefront shows changes. */
export const useRequestActivation = () => useMutation({ mutationFn: requestActivation });
