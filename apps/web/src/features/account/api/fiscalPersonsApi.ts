import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InsertPersonFiscalInput, PersonFiscal } from '@spesa/domain';
import { apiGet, apiRequest, queryKeys } from '../../../lib/api';

type Answer = { personFiscals: PersonFiscal[] };

export const fiscalPersonsQuery = queryOptions({
  queryKey: queryKeys.account.fiscalPersons,
  queryFn: async ({ signal }) =>
    (await apiGet<Answer>('user-person-fiscal/list', undefined, { signal, silent: true })).personFiscals,
});

export function useFiscalPersons() {
  return useQuery(fiscalPersonsQuery);
}

/** Insert and delete answer the whole new list. */
function useListChange<T>(call: (arg: T) => Promise<Answer>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (arg: T) => (await call(arg)).personFiscals,
    onSuccess: (list) => qc.setQueryData(queryKeys.account.fiscalPersons, list),
  });
}

export const useAddFiscalPerson = () =>
  useListChange(
    async (body: InsertPersonFiscalInput) =>
      (
        await apiRequest<Answer>('user-person-fiscal/insert-billing-address', {
          method: 'POST',
          body,
          silent: true,
        })
      ).data,
  );

export const useDeleteFiscalPerson = () =>
  useListChange((id: number) =>
    apiGet<Answer>('user-person-fiscal/delete-person-fiscal', { person_fiscal_id: id }, { silent: true }),
  );
