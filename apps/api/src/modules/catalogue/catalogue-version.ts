import { isTx, whenCommitted, type DbOrTx } from '../../db/transaction.js';
import { catalogueVersion, pricesVersion, referencesVersion } from './categories.repository.js';

/** How long a version read is used before it is read again (decision 0004). */
const MAX_AGE_MS = 2000;

type Kept<V> = { value: V; at: number } | undefined;

/**
 * The catalogue version, re-read at most every 2 s: a cheap, bounded staleness (decision 0004).
 * A version read inside a transaction is used by that call but kept for the others only once the
 * transaction has committed: a transaction that raised it and then rolled back leaves nothing,
 * so no cache is ever keyed on a version that was never committed.
 */
export class CatalogueVersion {
  private cached: Kept<string>;
  private priced: Kept<string>;
  private references: Kept<number>;

  constructor(private readonly now: () => number = Date.now) {}

  current(db: DbOrTx): Promise<string> {
    return this.read(
      db,
      () => this.cached,
      (k) => (this.cached = k),
      () => catalogueVersion(db),
    );
  }

  /**
   * The catalogue version with the prices' version (decision 0096; since decision 0111 the sum of
   * the warehouses' price versions): what an answer or page that shows prices is kept under, so
   * that a base price or a promotion written by a feed or a staff tool shows within 2 s, not after
   * the kept answer's lifetime. Kept apart
   * from `current`, which the category tree and the search vocabulary are built under: a price
   * change must not rebuild them.
   */
  withPrices(db: DbOrTx): Promise<string> {
    return this.read(
      db,
      () => this.priced,
      (k) => (this.priced = k),
      async () => {
        const [catalogue, prices] = await Promise.all([catalogueVersion(db), pricesVersion(db)]);
        return `${catalogue}.${prices}`;
      },
    );
  }

  /**
   * The version of the stores, delivery services and fee bands (`reference_version`, raised by
   * triggers with every change of them, migrations 0026 and 0035), re-read like the others: what
   * a store's warehouse is kept under.
   */
  referencesVersion(db: DbOrTx): Promise<number> {
    return this.read(
      db,
      () => this.references,
      (k) => (this.references = k),
      () => referencesVersion(db),
    );
  }

  private async read<V>(db: DbOrTx, get: () => Kept<V>, put: (k: Kept<V>) => void, load: () => Promise<V>) {
    const at = this.now();
    const kept = get();
    if (kept && at - kept.at <= MAX_AGE_MS) return kept.value;
    const value = await load();
    if (!isTx(db)) put({ value, at });
    else whenCommitted(db, () => put({ value, at }));
    return value;
  }
}
