import { describe, expect, it } from 'vitest';
import { HttpCache, HTTP_CACHE_MAX_ENTRIES, HTTP_CACHE_TTL_MS, cacheKey, isCacheable } from './http-cache';

describe('isCacheable', () => {
  it.each([
    ['GET', '/ebsn/api/products?parent_category_id=3', true],
    ['GET', '/ebsn/api/products', true],
    ['GET', '/ebsn/api/category?slug=home', true],
    ['GET', '/ebsn/api/adv?placement=home', true],
    ['GET', '/ebsn/api/warehouse-locator/search?lat=45', true],
    ['GET', '/ebsn/api/article/list', true],
    ['GET', '/p/wp-json/wp/v2/recipe?per_page=8', true],
    ['GET', '/ebsn/api/products?parent_wishlist_id=5', false],
    ['GET', '/ebsn/api/products?preferred=1', false],
    ['GET', '/ebsn/api/products?preferred=0', true],
    ['GET', '/ebsn/api/products/suggest?q=la', false],
    ['GET', '/ebsn/api/cart/view', false],
    ['GET', '/ebsn/api/auth/test', false],
    ['GET', '/ebsn/api/categoryfoo', false],
    ['POST', '/ebsn/api/products', false],
    ['post', '/ebsn/api/category', false],
  ])('%s %s -> %s', (method, url, expected) => {
    expect(isCacheable(method, url)).toBe(expected);
  });
});

describe('cacheKey', () => {
  it('ignores the order of query parameters', () => {
    expect(cacheKey('/ebsn/api/products?b=2&a=1')).toBe(cacheKey('/ebsn/api/products?a=1&b=2'));
  });

  it('keeps the answers of two warehouses apart', () => {
    const cache = new HttpCache<string>();
    cache.set('/ebsn/api/products?a=1', 'warehouse 1', 1);
    expect(cache.get('/ebsn/api/products?a=1', 2)).toBeUndefined();
    expect(cache.get('/ebsn/api/products?a=1', 1)).toBe('warehouse 1');
  });
});

describe('HttpCache', () => {
  it('returns what was stored until the 15 minute TTL passes', () => {
    let now = 1_000;
    const cache = new HttpCache<string>(HTTP_CACHE_TTL_MS, 50, () => now);
    cache.set('/ebsn/api/category?slug=home', 'home');
    now += HTTP_CACHE_TTL_MS - 1;
    expect(cache.get('/ebsn/api/category?slug=home')).toBe('home');
    now += 1;
    expect(cache.get('/ebsn/api/category?slug=home')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most 50 entries and evicts the least recently used', () => {
    const cache = new HttpCache<number>();
    for (let i = 0; i < HTTP_CACHE_MAX_ENTRIES; i++) cache.set(`/ebsn/api/products?page=${i}`, i);
    // Reading page 0 makes it recently used, so page 1 is now the oldest.
    expect(cache.get('/ebsn/api/products?page=0')).toBe(0);
    cache.set('/ebsn/api/products?page=50', 50);
    expect(cache.size).toBe(50);
    expect(cache.get('/ebsn/api/products?page=1')).toBeUndefined();
    expect(cache.get('/ebsn/api/products?page=0')).toBe(0);
    expect(cache.get('/ebsn/api/products?page=50')).toBe(50);
  });

  it('overwriting a key does not grow the cache', () => {
    const cache = new HttpCache<number>();
    cache.set('/ebsn/api/category?slug=a', 1);
    cache.set('/ebsn/api/category?slug=a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('/ebsn/api/category?slug=a')).toBe(2);
  });

  it('clear empties it', () => {
    const cache = new HttpCache<number>();
    cache.set('/ebsn/api/category?slug=a', 1);
    cache.clear();
    expect(cache.get('/ebsn/api/category?slug=a')).toBeUndefined();
  });
});
