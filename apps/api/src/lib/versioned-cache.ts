import { LRUCache } from 'lru-cache';

/**
 * A per-instance cache whose keys carry the catalogue version: a change anywhere bumps the
 * version and every old entry simply stops being asked for. Entries also expire after a short
 * TTL, so several app instances never disagree for long (docs/architecture.md "Caching").
 * The promise is cached, so concurrent misses for one key load it once. With `maxSize` and
 * `sizeOf`, the cache is bounded by the total size of its values, not only by their count.
 */
export class VersionedCache<V> {
  private readonly lru: LRUCache<string, { value: Promise<V> }>;

  constructor(
    private readonly opts: { max: number; ttlMs: number; maxSize?: number; sizeOf?: (v: V) => number },
  ) {
    this.lru = new LRUCache({
      max: opts.max,
      ttl: opts.ttlMs,
      ...(opts.maxSize ? { maxSize: opts.maxSize, sizeCalculation: () => 1 } : {}),
    });
  }

  get(version: string, key: string, load: () => Promise<V>): Promise<V> {
    const k = `${version}|${key}`;
    const hit = this.lru.get(k);
    if (hit) return hit.value;
    const entry = { value: load() };
    this.lru.set(k, entry);
    entry.value.then(
      (v) => {
        // Re-weigh once the value is known; only if the entry was not replaced meanwhile.
        if (this.opts.sizeOf && this.lru.peek(k) === entry)
          this.lru.set(k, entry, { size: Math.max(1, this.opts.sizeOf(v)) });
      },
      () => this.lru.delete(k),
    );
    return entry.value;
  }

  /** Whether a value (or its load) is held for the key: callers batch the loads of the misses. */
  has(version: string, key: string): boolean {
    return this.lru.has(`${version}|${key}`);
  }

  clear(): void {
    this.lru.clear();
  }
}
