import type { QueryClient } from '@tanstack/react-query';
import type { Envelope } from '@spesa/domain';
import { queryKeys } from '../../../lib/api';
import { notify } from '../../../lib/events';

/**
 * What every change of the cart's service, address, store or timeslot changes on screen, run by
 * the mutations that make such a change: the cart is reloaded (spec section 4), the timeslots,
 * and the catalogue, whose prices and availability follow the cart's warehouse (a new warehouse
 * also gives the catalogue new keys, see useWarehouseScope). The server's warnings
 * (TIMESLOT_CLEARED, ADDRESS_CLEARED) become toasts, since the calls are silent.
 */
export async function cartDeliveryChanged(client: QueryClient, envelope?: Envelope<unknown>) {
  for (const w of envelope?.response.warningsMessage ?? [])
    if (w?.message) notify({ variant: 'warning', message: w.message, code: w.code });
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.cart.all }),
    client.invalidateQueries({ queryKey: queryKeys.delivery.timeslots }),
    client.invalidateQueries({ queryKey: queryKeys.catalogue.all }),
  ]);
}
