import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DeliveryAddress } from '@spesa/domain';
import { useSelectAddress } from '../api/selectionApi';
import { deliveryFlow } from '../flow/deliveryFlow';

interface ReturnState {
  from?: string;
  reopen?: boolean;
}

/**
 * Back to where the shopper came from (the page under the address selector, or the address
 * list), reopening the selector when they left it to add or edit an address. A new address
 * added from the selector is the one they meant to use: it is chosen for the cart and the flow
 * goes on to the timeslots, as choosing it in the selector would.
 */
export function useReturnTo(fallback = '/profile/addresses') {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutateAsync: selectAddress } = useSelectAddress();
  const state = (location.state ?? {}) as ReturnState;
  // Only same-site paths: the state could have been written by anything that navigates here.
  const to = state.from?.startsWith('/') && !state.from.startsWith('//') ? state.from : fallback;
  return useCallback(
    async (added?: DeliveryAddress) => {
      void navigate(to);
      if (!state.reopen) return;
      if (!added) {
        deliveryFlow.openAddress(true);
        return;
      }
      try {
        await selectAddress(added);
        deliveryFlow.openTimeslot();
      } catch {
        deliveryFlow.openAddress(true); // the selector shows the new address to choose by hand
      }
    },
    [navigate, to, state.reopen, selectAddress],
  );
}
