import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingAddress, UpdateContactInput, UpdateUserDetailInput, UserDetail } from '@spesa/domain';
import { apiGet, apiRequest, queryKeys } from '../../../lib/api';
import { infoText } from './result';

export const userDetailQuery = queryOptions({
  queryKey: queryKeys.account.detail,
  queryFn: ({ signal }) =>
    apiGet<UserDetail>('registration/user_detail', undefined, { signal, silent: true }),
});

export function useUserDetail() {
  return useQuery(userDetailQuery);
}

type DetailPath =
  'registration/update_user_detail' | 'registration/update_contact' | 'registration/update_billing_address';

/** The profile updates answer the new user detail: the cache takes it as is, no refetch. */
function useDetailUpdate<T>(path: DetailPath) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => {
      const env = await apiRequest<UserDetail>(path, { method: 'POST', body, silent: true });
      return { detail: env.data, message: infoText(env) };
    },
    onSuccess: ({ detail }) => {
      qc.setQueryData(queryKeys.account.detail, detail);
      // The header shows the name from auth/test.
      void qc.invalidateQueries({ queryKey: queryKeys.auth.all });
    },
  });
}

export const useUpdateUserDetail = () =>
  useDetailUpdate<UpdateUserDetailInput>('registration/update_user_detail');
export const useUpdateContact = () => useDetailUpdate<UpdateContactInput>('registration/update_contact');
export const useUpdateBilling = () => useDetailUpdate<BillingAddress>('registration/update_billing_address');
