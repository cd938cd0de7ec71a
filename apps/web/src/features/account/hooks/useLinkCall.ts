import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/api';
import { errorText } from '../api/result';
import { t } from '../i18n';

// One call per link and page load. These tokens are single-use: a second call would report the
// link as already used, and login, logout and the 419 event invalidate queries wholesale.
const calls = new Map<string, Promise<string>>();

/**
 * Runs the one call of a page opened from an e-mailed link (confirm, reset check, e-mail change)
 * exactly once. A query, not an effect, so React's double effects in development share it; a
 * refetch (invalidation) gets the first outcome again instead of calling the server.
 */
export function useLinkCall(kind: string, params: string[], call: () => Promise<string | null>) {
  const complete = params.every((p) => p !== '');
  const queryKey = queryKeys.link(kind, ...params);
  const q = useQuery({
    queryKey,
    queryFn: () => {
      const key = JSON.stringify(queryKey);
      let pending = calls.get(key);
      if (!pending) {
        pending = call().then((info) => info ?? '');
        calls.set(key, pending);
      }
      return pending;
    },
    enabled: complete,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (!complete) return { state: 'error' as const, message: t('account.link.incomplete') };
  if (q.isPending) return { state: 'pending' as const, message: null };
  if (q.isError) return { state: 'error' as const, message: errorText(q.error, t('common.genericError')) };
  return { state: 'success' as const, message: q.data || null };
}
