import { LRUCache } from 'lru-cache';

interface Entry<V> {
  value: Promise<V>;
  /** When the value was asked for (`now()`): its age decides fresh, stale or gone. */
  at: number;
  /** Set while the one rebuild of a stale entry runs. */
  refreshing?: boolean;
}

/**
 * A per-instance cache whose keys carry the catalogue version: a change anywhere bumps the
 * version and every old entry simply stops being asked for. Entries also expire after a short
 * TTL, so several app instances never disagree for long (docs/architecture.md "Caching").
 * The promise is cached, so concurrent misses for one key load it once. With `maxSize` and
 * `sizeOf`, the cache is bounded by the total size of its values, not only by their count.
 *
 * With `staleMs`, an entry past its TTL but younger than TTL + `staleMs` is still answered while
 * one rebuild of it runs (stale-while-revalidate, a single rebuild per key): the caller does not
 * wait for it. A failed rebuild leaves the stale entry until its bound; older entries are loaded
 * again on the caller's path. A new version is a new key: never answered from an old one.
 */
export class VersionedCache<V> {
  private readonly lru: LRUCache<string, Entry<V>>;
  private readonly now: () => number;

  constructor(
    private readonly opts: {
      max: number;
      ttlMs: number;
      maxSize?: number;
      sizeOf?: (v: V) => number;
      staleMs?: number;
      /** The time in ms (tests give their own); Date.now by default. */
      now?: () => number;
    },
  ) {
    this.now = opts.now ?? Date.now;
    this.lru = new LRUCache({
      max: opts.max,
      // The LRU forgets entries past every use of them; the ages below decide what is answered.
      ttl: opts.ttlMs + (opts.staleMs ?? 0),
      ...(opts.maxSize ? { maxSize: opts.maxSize, sizeCalculation: () => 1 } : {}),
    });
  }

  get(version: string, key: string, load: () => Promise<V>): Promise<V> {
    const k = `${version}|${key}`;
    const hit = this.lru.get(k);
    if (hit) {
      const age = this.now() - hit.at;
      if (age < this.opts.ttlMs) return hit.value;
      if (age < this.opts.ttlMs + (this.opts.staleMs ?? 0)) {
        if (!hit.refreshing) this.refresh(k, hit, load);
        return hit.value;
      }
    }
    return this.start(k, load);
  }

  /** Keeps a value already known (read in a transaction, kept once it has committed). */
  set(version: string, key: string, value: V): void {
    const k = `${version}|${key}`;
    const entry: Entry<V> = { value: Promise.resolve(value), at: this.now() };
    this.lru.set(k, entry, this.opts.sizeOf ? { size: Math.max(1, this.opts.sizeOf(value)) } : undefined);
  }

  /** Whether a value (or its load) is held for the key: callers batch the loads of the misses. */
  has(version: string, key: string): boolean {
    return this.lru.has(`${version}|${key}`);
  }

  clear(): void {
    this.lru.clear();
  }

  private start(k: string, load: () => Promise<V>): Promise<V> {
    const entry: Entry<V> = { value: load(), at: this.now() };
    this.lru.set(k, entry);
    entry.value.then(
      (v) => this.weigh(k, entry, v),
      () => {
        if (this.lru.peek(k) === entry) this.lru.delete(k);
      },
    );
    return entry.value;
  }

  /** The one rebuild of a stale entry: it replaces the entry once it has its value. */
  private refresh(k: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    const at = this.now();
    let loading: Promise<V>;
    try {
      loading = load();
    } catch (e) {
      loading = Promise.reject(e);
    }
    loading.then(
      (v) => {
        if (this.lru.peek(k) !== stale) return;
        const entry: Entry<V> = { value: Promise.resolve(v), at };
        this.lru.set(k, entry);
        this.weigh(k, entry, v);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  /** Re-weighs an entry once its value is known; only if it was not replaced meanwhile. */
  private weigh(k: string, entry: Entry<V>, v: V): void {
    if (this.opts.sizeOf && this.lru.peek(k) === entry)
      this.lru.set(k, entry, { size: Math.max(1, this.opts.sizeOf(v)) });
  }
}
