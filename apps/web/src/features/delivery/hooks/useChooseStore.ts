import { useMutation } from '@tanstack/react-query';
import { DELIVERY_SERVICE, type Store } from '@spesa/domain';
import { notify } from '../../../lib/events';
import { selectAddress, selectStore } from '../api/selectionApi';
import { deliveryFlow } from '../flow/deliveryFlow';
import { t } from '../i18n';
import { useAfterDeliveryChange } from './useAfterDeliveryChange';

/**
 * 'Scegli questo negozio': a store with a pickup point becomes the cart's pickup address (service
 * 1), else just the cart's store (store/select). Then the flow goes on to the timeslot (storefront
 * spec: set store leads to set address and then a timeslot check).
 */
export function useChooseStore() {
  const afterChange = useAfterDeliveryChange();
  return useMutation({
    mutationFn: (store: Store) => {
      const pickup = store.deliveryServices.some((s) => s.deliveryServiceId === DELIVERY_SERVICE.pickup);
      return pickup && store.addressId !== null
        ? selectAddress('drive', store.addressId, DELIVERY_SERVICE.pickup)
        : selectStore(store.storeId);
    },
    onSuccess: async (envelope, store) => {
      notify({ variant: 'success', message: t('delivery.stores.chosen', { name: store.name }) });
      await afterChange(envelope);
      deliveryFlow.openTimeslot();
    },
    onError: (e) => notify({ variant: 'error', message: (e as Error).message || t('errorSettingStore') }),
  });
}
