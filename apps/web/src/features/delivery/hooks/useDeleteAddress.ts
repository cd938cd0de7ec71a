import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_CODES } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/events';
import { deleteAddress } from '../api/addressesApi';
import { deliveryKeys } from '../api/keys';
import { t } from '../i18n';

/** Deletes a home address; the cart's own address is refused with the spec's message. */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: ({ addresses }) => {
      client.setQueryData(deliveryKeys.homeAddresses, addresses);
      void client.invalidateQueries({ queryKey: ['delivery', 'service-list'] });
      notify({ variant: 'success', message: t('delivery.selector.deleted') });
    },
    onError: (e) => {
      // Spec section 8: an error code containing 'error' gets the fixed text.
      const refused = isApiError(e) && (e.code.includes('error') || e.code === DELIVERY_CODES.deleteRefused);
      notify({
        variant: 'error',
        message: refused ? t('delivery.selector.deleteRefused') : (e as Error).message,
      });
    },
  });
}
