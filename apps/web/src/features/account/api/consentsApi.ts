import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentChoice, UserDisclaimer } from '@spesa/domain';
import { apiGet, apiRequest, queryKeys } from '../../../lib/api';

type Answer = { registrationDisclaimers: UserDisclaimer[] };

export const userConsentsQuery = queryOptions({
  queryKey: queryKeys.account.consents,
  queryFn: async ({ signal }) =>
    (await apiGet<Answer>('user-registration-disclaimer/list-by-type', undefined, { signal, silent: true }))
      .registrationDisclaimers,
});

export function useUserConsents() {
  return useQuery(userConsentsQuery);
}

export function useUpdateConsents() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (disclaimers: ConsentChoice[]) =>
      (
        await apiRequest<Answer>('registration-disclaimer/update-disclaimer', {
          method: 'POST',
          body: { disclaimers },
          silent: true,
        })
      ).data.registrationDisclaimers,
    onSuccess: (list) => {
      qc.setQueryData(queryKeys.account.consents, list);
      // data.user.legals (auth/test) lists the accepted consents.
      void qc.invalidateQueries({ queryKey: queryKeys.auth.all });
    },
  });
}
