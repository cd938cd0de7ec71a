import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE, type OrderList } from '@spesa/domain';
import { apiGet, queryKeys } from '../../../lib/api';

/** The list's filters as the spec names them (section 3 "Order list query"); all optional. */
export interface OrderListFilters {
  page: number;
  from_date?: string;
  to_date?: string;
  from_gross_total?: string;
  to_gross_total?: string;
  order_type?: string;
  show_pending?: boolean;
}

export const orderListQuery = (filters: OrderListFilters) =>
  queryOptions({
    queryKey: queryKeys.orders.list(filters),
    // silent: a failure is shown in the page, next to the list it concerns.
    queryFn: ({ signal }) =>
      apiGet<OrderList>(
        'order/list',
        { ...filters, page_size: ORDERS_PAGE_SIZE, show_pending: filters.show_pending ? 'true' : undefined },
        { silent: true, signal },
      ),
    // The previous page stays on screen while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
  });

/** GET order/list with the page and filters. */
export const useOrderList = (filters: OrderListFilters) => useQuery(orderListQuery(filters));
