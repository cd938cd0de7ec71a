import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@spesa/domain';
import { cartKeys } from '../../../lib/cart';
import { notify } from '../../../lib/events';
import { deliveryKeys } from '../api/keys';

/**
 * After a service, address, store or timeslot change: the cart is reloaded (spec section 4) and
 * the catalogue too, because prices and availability follow the cart's warehouse. The server's
 * warnings (TIMESLOT_CLEARED, ADDRESS_CLEARED) become toasts, since the calls are silent.
 */
export function useAfterDeliveryChange() {
  const client = useQueryClient();
  return useCallback(
    async (envelope?: Envelope<unknown>) => {
      for (const w of envelope?.response.warningsMessage ?? [])
        if (w?.message) notify({ variant: 'warning', message: w.message, code: w.code });
      await Promise.all([
        client.invalidateQueries({ queryKey: cartKeys.all }),
        client.invalidateQueries({ queryKey: deliveryKeys.timeslots }),
        client.invalidateQueries({ queryKey: ['catalogue'] }),
      ]);
    },
    [client],
  );
}
