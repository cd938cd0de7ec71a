import { queryOptions } from '@tanstack/react-query';
import type { UserDetail } from '@spesa/domain';
import { apiGet, queryKeys } from '../api';

/**
 * registration/user_detail: name and fidelity card (spec: the card row reads the user through
 * this call). Under the account key, so logout drops it; the profile pages read the same entry.
 */
export const userDetailQuery = queryOptions({
  queryKey: queryKeys.account.detail,
  queryFn: ({ signal }) =>
    apiGet<UserDetail>('registration/user_detail', undefined, { signal, silent: true }),
});
