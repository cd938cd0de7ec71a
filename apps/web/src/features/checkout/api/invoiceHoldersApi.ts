import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceHolder } from '@spesa/domain';
import { apiGet, queryKeys } from '../../../lib/api';

/**
 * GET user-person-fiscal/invoice-holders (decision 0059): whom the invoice can be made out to, the
 * default first. Read at every visit of the checkout: holders are edited on the profile page.
 */
export const invoiceHoldersQuery = queryOptions({
  queryKey: queryKeys.checkout.invoiceHolders,
  queryFn: async ({ signal }) =>
    (
      await apiGet<{ invoiceHolders: InvoiceHolder[] } | null>(
        'user-person-fiscal/invoice-holders',
        undefined,
        {
          silent: true,
          signal,
          cache: false,
        },
      )
    )?.invoiceHolders ?? [],
});

export const useInvoiceHolders = (enabled: boolean) => useQuery({ ...invoiceHoldersQuery, enabled });
