import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoProvider, UserIdentities } from '@spesa/domain';
import { apiGet, apiPost, queryKeys } from '../../../lib/api';

// The Google, Facebook and SAML logins linked to the account ("Accessi collegati").

export const userIdentitiesQuery = queryOptions({
  queryKey: queryKeys.account.identities,
  queryFn: ({ signal }) =>
    apiGet<UserIdentities>('registration/user-identities', undefined, { signal, silent: true }),
});

export function useUserIdentities() {
  return useQuery(userIdentitiesQuery);
}

/** Unlinks a provider; the answer is the new list. Silent: the section shows a refusal itself. */
export function useDeleteIdentity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (provider: SsoProvider) =>
      apiPost<UserIdentities>('registration/delete-identity', { provider }, { silent: true }),
    onSuccess: (list) => qc.setQueryData(queryKeys.account.identities, list),
  });
}
