import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@spesa/domain';
import { apiGet, queryKeys } from '../../../lib/api';
import { useWarehouseScope } from '../../../lib/cart';
import { useDebouncedValue } from './useDebouncedValue';

export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * GET /products/suggest?q= (spec section 7), 200 ms after typing stops, from 2 characters: the
 * header's search and the staff editor's product search of a recipe ingredient (decision 0107).
 */
export function useSuggestions(input: string) {
  const q = useDebouncedValue(input.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SUGGEST_MIN_CHARS;
  const query = useQuery<Suggestion[]>({
    queryKey: queryKeys.catalogue.suggestions(useWarehouseScope(), q),
    queryFn: ({ signal }) =>
      // Silent: suggestions are a convenience; a failure must not pop a snackbar per keystroke.
      apiGet<{ suggestions: Suggestion[] }>('products/suggest', { q }, { signal, silent: true }).then(
        (d) => d.suggestions ?? [],
      ),
    enabled,
    staleTime: 5 * 60_000,
    // Keep the last list while the next one loads, so the dropdown does not flicker.
    placeholderData: keepPreviousData,
  });
  return { suggestions: enabled ? (query.data ?? []) : [], loading: enabled && query.isFetching };
}
