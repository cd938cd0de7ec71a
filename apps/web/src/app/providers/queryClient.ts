import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';

/** Business failures (non-zero envelope status, 419) will not change on retry; network ones may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== -1) return false;
  if (isApiError(error) && error.httpStatus === 419) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; the HTTP cache (lib/api/http-cache) keeps it 15 minutes.
        staleTime: 60_000,
        gcTime: 15 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
