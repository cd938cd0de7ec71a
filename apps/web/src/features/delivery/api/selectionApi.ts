import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DELIVERY_SERVICE,
  type AddressTypeName,
  type CartDelivery,
  type Envelope,
  type Store,
  type Timeslot,
  type TimeslotList,
} from '@spesa/domain';
import { apiGet, apiRequest, queryKeys, type MutationConfig } from '../../../lib/api';
import { cartDeliveryChanged } from './cartDeliveryChanged';

// The calls that change the cart's service, address, store or timeslot, each with its hook: the
// hook refreshes what the change affects before the caller's onSuccess runs. The calls are silent:
// the dialogs show the refusal next to what was clicked and warnings become toasts.

type CartDeliveryEnvelope = Envelope<CartDelivery>;

export interface AddressChoice {
  addressType: AddressTypeName;
  addressId: number;
  deliveryServiceId: number;
}

export const selectAddress = ({ addressType, addressId, deliveryServiceId }: AddressChoice) =>
  apiRequest<CartDelivery>('user-address/select', {
    method: 'POST',
    query: { address_type: addressType, address_id: addressId, delivery_service_id: deliveryServiceId },
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

export interface SlotChoice {
  date: string;
  slot: Pick<Timeslot, 'timeslotId' | 'beginTime' | 'endTime'>;
}

export const selectTimeslot = ({ date, slot }: SlotChoice) =>
  apiRequest<CartDelivery>('timeslot/select', {
    method: 'GET',
    query: { sel_date: date, timeslot_id: slot.timeslotId },
    silent: true,
  });

/** A mutation of the cart's delivery: refreshes cart, timeslots and catalogue, then the caller's onSuccess. */
function useCartDeliveryMutation<V>(
  mutationFn: (v: V) => Promise<CartDeliveryEnvelope>,
  { onSuccess, ...config }: MutationConfig<CartDeliveryEnvelope, V> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await cartDeliveryChanged(client, args[0]);
      await onSuccess?.(...args);
    },
  });
}

/** user-address/select: the cart's service and address (home, pickup point or locker). */
export const useSelectAddress = (config?: MutationConfig<CartDeliveryEnvelope, AddressChoice>) =>
  useCartDeliveryMutation(selectAddress, config);

/** store/select: the cart's store, for stores without a pickup point. */
export const useSelectStore = (config?: MutationConfig<CartDeliveryEnvelope, number>) =>
  useCartDeliveryMutation(selectStore, config);

/**
 * 'Scegli questo negozio': a store with a pickup point becomes the cart's pickup address (service
 * 1) through user-address/select, else just the cart's store (store/select).
 */
export const useSelectStoreOrPickup = (config?: MutationConfig<CartDeliveryEnvelope, Store>) =>
  useCartDeliveryMutation((store: Store) => {
    const pickup = store.deliveryServices.some((s) => s.deliveryServiceId === DELIVERY_SERVICE.pickup);
    return pickup && store.addressId !== null
      ? selectAddress({
          addressType: 'drive',
          addressId: store.addressId,
          deliveryServiceId: DELIVERY_SERVICE.pickup,
        })
      : selectStore(store.storeId);
  }, config);

/** timeslot/select: the cart's delivery or pickup slot. */
export const useSelectTimeslot = (config?: MutationConfig<CartDeliveryEnvelope, SlotChoice>) =>
  useCartDeliveryMutation(selectTimeslot, config);

export const timeslotsQuery = queryOptions({
  queryKey: queryKeys.delivery.timeslots,
  queryFn: async ({ signal }) =>
    (await apiGet<TimeslotList>('timeslot/list', undefined, { silent: true, signal })).data,
  staleTime: 0,
});

export const storesQuery = queryOptions({
  queryKey: queryKeys.delivery.stores,
  queryFn: async ({ signal }) =>
    (await apiGet<{ stores: Store[] }>('store/list', undefined, { signal })).stores,
  staleTime: 10 * 60_000,
});

/** Stores nearest first around a point (store locator). */
export const nearStoresQuery = (near: { latitude: number; longitude: number }) =>
  queryOptions({
    queryKey: queryKeys.delivery.nearStores(`${near.latitude},${near.longitude}`),
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
