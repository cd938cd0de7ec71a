import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deliveryFlow } from '../flow/deliveryFlow';

interface ReturnState {
  from?: string;
  reopen?: boolean;
}

/**
 * Back to where the shopper came from (the page under the address selector, or the address
 * list), reopening the selector when they left it to add or edit an address.
 */
export function useReturnTo(fallback = '/profile/addresses') {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as ReturnState;
  // Only same-site paths: the state could have been written by anything that navigates here.
  const to = state.from?.startsWith('/') && !state.from.startsWith('//') ? state.from : fallback;
  return useCallback(
    (saved: boolean) => {
      navigate(to);
      if (state.reopen) deliveryFlow.openAddress(true);
      void saved;
    },
    [navigate, to, state.reopen],
  );
}
