import { describe, expect, it } from 'vitest';
import { filtersFromSearch, isFiltered, parseEuros, searchFromFilters } from './orderFilters';

const parse = (q: string) => filtersFromSearch(new URLSearchParams(q));

describe('order list filters in the address bar', () => {
  it('reads every filter of the spec', () => {
    expect(
      parse(
        'page=3&from_date=2026-01-01&to_date=2026-02-28&from_gross_total=10,5&to_gross_total=99&order_type=delivery&show_pending=true',
      ),
    ).toEqual({
      page: 3,
      from_date: '2026-01-01',
      to_date: '2026-02-28',
      from_gross_total: '10.5',
      to_gross_total: '99',
      order_type: 'delivery',
      show_pending: true,
    });
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
    ['page=999999999', 1],
    ['', 1],
  ])('a page of %s is page %s', (q, page) => {
    expect(parse(q).page).toBe(page);
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', "2026-01-01' OR 1=1", '01/02/2026'])(
    'drops the date %s',
    (d) => {
      expect(parse(`from_date=${encodeURIComponent(d)}`).from_date).toBeUndefined();
    },
  );

  it('drops amounts that are not euros and service types that do not exist', () => {
    const f = parse('from_gross_total=-5&to_gross_total=1e9&order_type=2&show_pending=yes');
    expect(f).toEqual({ page: 1 });
    expect(isFiltered(f)).toBe(false);
  });

  it('writes back only what narrows the list', () => {
    expect(searchFromFilters({ page: 1, from_date: '2026-01-01', show_pending: true }).toString()).toBe(
      'from_date=2026-01-01&show_pending=true',
    );
    expect(searchFromFilters({ page: 2 }).toString()).toBe('page=2');
  });

  it.each([
    ['25', '25'],
    ['25,50', '25.50'],
    [' 7.5 ', '7.5'],
    ['25,555', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('parseEuros(%s) = %s', (text, out) => {
    expect(parseEuros(text)).toBe(out);
  });
});
