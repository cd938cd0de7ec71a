import type { AddressTypeName, CartDelivery, Store, TimeslotList } from '@spesa/domain';
import { apiGet, apiRequest } from '../../../lib/api';
import { deliveryKeys } from './keys';
import { queryOptions } from '@tanstack/react-query';

// The calls that change the cart's service, address, store or timeslot. They are silent: the
// dialogs show the refusal next to what was clicked and turn warnings into toasts themselves.

export const selectAddress = (type: AddressTypeName, addressId: number, deliveryServiceId: number) =>
  apiRequest<CartDelivery>('user-address/select', {
    method: 'POST',
    query: { address_type: type, address_id: addressId, delivery_service_id: deliveryServiceId },
    body: {},
    silent: true,
  });

export const selectStore = (storeId: number) =>
  apiRequest<CartDelivery>('store/select', {
    method: 'POST',
    query: { store_id: storeId },
    body: {},
    silent: true,
  });

export const selectTimeslot = (date: string, timeslotId: number) =>
  apiRequest<CartDelivery>('timeslot/select', {
    method: 'GET',
    query: { sel_date: date, timeslot_id: timeslotId },
    silent: true,
  });

export const timeslotsQuery = queryOptions({
  queryKey: deliveryKeys.timeslots,
  queryFn: async ({ signal }) =>
    (await apiGet<TimeslotList>('timeslot/list', undefined, { silent: true, signal })).data,
  staleTime: 0,
});

export const storesQuery = queryOptions({
  queryKey: deliveryKeys.stores,
  queryFn: async ({ signal }) =>
    (await apiGet<{ stores: Store[] }>('store/list', undefined, { signal })).stores,
  staleTime: 10 * 60_000,
});

/** Stores nearest first around a point (store locator). */
export const nearStoresQuery = (near: { latitude: number; longitude: number }) =>
  queryOptions({
    queryKey: deliveryKeys.nearStores(`${near.latitude},${near.longitude}`),
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ stores: Store[] }>(
          'store-proximity/localize',
          { ...near, orderby: 'distance' },
          { signal },
        )
      ).stores,
    staleTime: 10 * 60_000,
  });
