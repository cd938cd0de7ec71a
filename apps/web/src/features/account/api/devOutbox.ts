import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/api';

/** The API's development outbox (apps/api modules/mail): mails land there when no SMTP is set. */
export const DEV_OUTBOX_URL = '/dev/outbox';

/**
 * Whether to offer the outbox link: always under `vite dev`, otherwise only when the API answers
 * /dev/outbox.json, which it does outside production. A demo user can then read the code or
 * link that was "sent" to them; a real shop never shows the link.
 */
export function useDevOutbox(): boolean {
  const { data } = useQuery({
    queryKey: queryKeys.devOutbox,
    queryFn: async () => {
      if (import.meta.env.DEV) return true;
      try {
        const res = await fetch(`${DEV_OUTBOX_URL}.json`, { credentials: 'same-origin' });
        return res.ok && (res.headers.get('content-type') ?? '').includes('json');
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
  return data === true;
}
