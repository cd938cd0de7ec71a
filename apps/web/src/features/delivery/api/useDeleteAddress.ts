import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_CODES } from '@spesa/domain';
import { isApiError, queryKeys } from '../../../lib/api';
import { notify } from '../../../lib/events';
import { t } from '../i18n';
import { deleteAddress } from './addressesApi';

/**
 * user-address/delete: the answer is the new list of home addresses, and the service lists that
 * show them are refreshed. The cart's own address is refused with the spec's message.
 */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: ({ addresses }) => {
      client.setQueryData(queryKeys.delivery.homeAddresses, addresses);
      void client.invalidateQueries({ queryKey: queryKeys.delivery.serviceAddressesAll });
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
