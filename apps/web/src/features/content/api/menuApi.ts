import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentGet, queryKeys } from '../../../lib/api';
import type { WpMenu } from '../types';

/** A menu by theme location (menus/v1/locations/<location>): the footer's and the header's links. */
export const menuQuery = (location: string) =>
  queryOptions({
    queryKey: queryKeys.content.menu(location),
    queryFn: ({ signal }) =>
      contentGet<WpMenu>(`menus/v1/locations/${location}`, undefined, { signal }).then((p) => p.data),
    staleTime: 15 * 60_000,
  });

export function useMenu(location: string) {
  return useQuery(menuQuery(location));
}
