import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { appEvents } from '../../lib/events';

/**
 * After a 419 the shopper is anonymous: cached answers that depended on the session (cart,
 * lists, prices by warehouse) are stale, so every query refetches on next use.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => appEvents.on('not-logged-in', () => void queryClient.invalidateQueries()), [queryClient]);
  return null;
}
