import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/api';
import { appEvents } from '../../lib/events';

/**
 * After a 419 the shopper is anonymous (the API client already showed 'La sessione è scaduta'
 * and cleared the session markers): the header and guarded pages must know at once, and cached
 * answers that depended on the session (cart, lists, profile) refetch on next use.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      appEvents.on('not-logged-in', () => {
        queryClient.setQueryData(queryKeys.auth.user, null);
        queryClient.removeQueries({ queryKey: queryKeys.account.all });
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      }),
    [queryClient],
  );
  return null;
}
