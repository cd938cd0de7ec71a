import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { pageSearch, parseListFilters, useListFilters } from './useListFilters';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ f: useListFilters(), loc: useLocation() }), { wrapper });
}

describe('list filters in the URL', () => {
  it('parses and sanitises the parameters', () => {
    expect(
      parseListFilters(new URLSearchParams('page=3&sort=price_asc&promo=true&vendor=1,2&product_class=9')),
    ).toEqual({
      page: 3,
      sort: 'price_asc',
      promo: true,
      isNew: false,
      vendors: ['1', '2'],
      productClasses: ['9'],
    });
    expect(parseListFilters(new URLSearchParams('page=-1&sort=bogus'))).toMatchObject({
      page: 1,
      sort: 'relevance',
    });
  });

  it('changing a facet, promo or new resets the page to 1; changing page keeps filters', () => {
    const { result } = setup('/category/frutta?page=3&vendor=1');
    act(() => result.current.f.toggleFacet('vendor', '2'));
    expect(result.current.loc.search).toBe('?vendor=1%2C2');
    act(() => result.current.f.setPage(2));
    act(() => result.current.f.setFlag('promo', true));
    expect(result.current.f.filters).toMatchObject({ page: 1, promo: true, vendors: ['1', '2'] });
    act(() => result.current.f.setPage(4));
    act(() => result.current.f.toggleFacet('vendor', '1'));
    expect(result.current.f.filters).toMatchObject({ page: 1, vendors: ['2'] });
    expect(result.current.f.activeCount).toBe(2);
  });

  it('reset keeps the search words', () => {
    const { result } = setup('/search?q=latte&new=true&product_class=3&page=2');
    act(() => result.current.f.reset());
    expect(result.current.loc.search).toBe('?q=latte');
  });

  it('builds page links', () => {
    expect(pageSearch(new URLSearchParams('q=pasta&page=2'), 1)).toBe('?q=pasta');
    expect(pageSearch(new URLSearchParams('q=pasta'), 3)).toBe('?q=pasta&page=3');
  });
});
