import type { Store } from '@spesa/domain';
import { notify } from '../../../lib/events';
import { useSelectStoreOrPickup } from '../api/selectionApi';
import { deliveryFlow } from '../flow/deliveryFlow';
import { t } from '../i18n';

/**
 * 'Scegli questo negozio' on the store locator: says so, then the flow goes on to the timeslot
 * (storefront spec: set store leads to set address and then a timeslot check).
 */
export function useChooseStore() {
  return useSelectStoreOrPickup({
    onSuccess: (_envelope, store: Store) => {
      notify({ variant: 'success', message: t('delivery.stores.chosen', { name: store.name }) });
      deliveryFlow.openTimeslot();
    },
    onError: (e) => notify({ variant: 'error', message: e.message || t('errorSettingStore') }),
  });
}
