import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SORTS } from '../sorts';
import type { ProductSort } from '@spesa/domain';

/**
 * The filters of a product list live in the URL (?page=2&sort=price_asc&promo=true&vendor=3,5...),
 * so a filtered page can be shared, bookmarked, and survives reload and the back button.
 * The parameter names are the API's, so the URL reads like the request it makes.
 */
export interface ListFilters {
  page: number;
  sort: ProductSort;
  promo: boolean;
  isNew: boolean;
  vendors: string[];
  productClasses: string[];
}

export type FacetKind = 'vendor' | 'product_class';

const FILTER_PARAMS = ['page', 'sort', 'promo', 'new', 'vendor', 'product_class'];

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

export function parseListFilters(params: URLSearchParams): ListFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as ProductSort | null;
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: sort && SORTS.includes(sort) ? sort : 'relevance',
    promo: params.get('promo') === 'true',
    isNew: params.get('new') === 'true',
    vendors: list(params.get('vendor')),
    productClasses: list(params.get('product_class')),
  };
}

/** The search string of another page of the same list (for real <a href> pagination links). */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const s = next.toString();
  return s ? `?${s}` : '';
}

export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListFilters(params), [params]);

  /**
   * Applies a change; every filter change goes back to page 1 (spec: facets, promo, new).
   * preventScrollReset: the shopper stays where they are, next to the box they just ticked.
   */
  const update = useCallback(
    (change: (p: URLSearchParams) => void, resetPage = true) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          if (resetPage) next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setFlag = (name: 'promo' | 'new', on: boolean) =>
    update((p) => (on ? p.set(name, 'true') : p.delete(name)));

  const toggleFacet = (kind: FacetKind, id: string) =>
    update((p) => {
      const current = list(p.get(kind));
      const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
      if (next.length) p.set(kind, next.join(','));
      else p.delete(kind);
    });

  const setSort = (sort: ProductSort) =>
    update((p) => (sort === 'relevance' ? p.delete('sort') : p.set('sort', sort)));

  const setPage = (page: number) =>
    update((p) => (page > 1 ? p.set('page', String(page)) : p.delete('page')), false);

  /** Drops every filter but keeps what is not a filter (the search words q). */
  const reset = () => update((p) => FILTER_PARAMS.forEach((k) => p.delete(k)));

  const activeCount =
    (filters.promo ? 1 : 0) +
    (filters.isNew ? 1 : 0) +
    filters.vendors.length +
    filters.productClasses.length;

  return { filters, params, setFlag, toggleFacet, setSort, setPage, reset, activeCount };
}
