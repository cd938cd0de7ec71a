// Client-side HTTP cache (storefront spec section 9): 15 minutes, at most 50 entries, only for
// GETs of product lists, categories, adv, warehouse-locator, article and content (/p/wp-json).
// Product queries tied to a wishlist (parent_wishlist_id) or to the user's preferred products
// (preferred=1) are personal and never cached. Any non-GET request clears the whole cache,
// because a write (cart, login, list) may change what those reads answer. Catalogue answers are
// priced for the cart's warehouse: their entries are also keyed by it (the scope), so a read that
// overlapped a store change, or a change made in another tab, can never answer for the new store.

export const HTTP_CACHE_TTL_MS = 15 * 60 * 1000;
export const HTTP_CACHE_MAX_ENTRIES = 50;

const API = '/ebsn/api/';
/** Path prefixes under /ebsn/api whose GETs may be cached. */
const CACHEABLE_API_PATHS = ['products', 'category', 'adv', 'warehouse-locator', 'article'];

/** Whether a request may be served from / stored in the cache. `url` is path plus query. */
export function isCacheable(method: string, url: string): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  const parsed = new URL(url, 'http://x');
  const path = parsed.pathname;
  if (path.startsWith('/p/wp-json/')) return true;
  if (!path.startsWith(API)) return false;
  const rest = path.slice(API.length);
  const first = rest.split('/')[0];
  if (!CACHEABLE_API_PATHS.includes(first)) return false;
  if (first === 'products') {
    // Only the product list itself: not suggest (typing-dependent) nor other sub-resources.
    if (rest !== 'products' && rest !== 'products/') return false;
    if (parsed.searchParams.has('parent_wishlist_id')) return false;
    if (parsed.searchParams.get('preferred') === '1') return false;
  }
  return true;
}

/** Query parameters sorted, so ?a=1&b=2 and ?b=2&a=1 share an entry; the scope (a warehouse) comes first. */
export function cacheKey(url: string, scope?: string | number): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.sort();
  const key = parsed.pathname + parsed.search;
  return scope === undefined ? key : `${scope} ${key}`;
}

interface Entry<V> {
  value: V;
  expires: number;
}

/** An LRU map with a time to live: a Map keeps insertion order, so re-inserting on read moves an entry to the back. */
export class HttpCache<V = unknown> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs = HTTP_CACHE_TTL_MS,
    private readonly maxEntries = HTTP_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(url: string, scope?: string | number): V | undefined {
    const key = cacheKey(url, scope);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(url: string, value: V, scope?: string | number): void {
    const key = cacheKey(url, scope);
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The cache the API client uses. */
export const httpCache = new HttpCache();
