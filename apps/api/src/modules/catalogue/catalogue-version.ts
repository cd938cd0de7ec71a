import type { DbOrTx } from '../../db/transaction.js';
import { catalogueVersion, pricesVersion } from './categories.repository.js';

/** The catalogue version, re-read at most every 2 s: a cheap, bounded staleness (decision 0004). */
export class CatalogueVersion {
  private cached: { value: string; at: number } | undefined;
  private priced: { value: string; at: number } | undefined;

  async current(db: DbOrTx): Promise<string> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > 2000) {
      this.cached = { value: await catalogueVersion(db), at: now };
    }
    return this.cached.value;
  }

  /**
   * The catalogue version with the prices' version (decision 0096; since decision 0111 the sum of
   * the warehouses' price versions): what an answer or page that shows prices is kept under, so
   * that a base price or a promotion written by a feed or a staff tool shows within 2 s, not after
   * the kept answer's lifetime. Kept apart
   * from `current`, which the category tree and the search vocabulary are built under: a price
   * change must not rebuild them.
   */
  async withPrices(db: DbOrTx): Promise<string> {
    const now = Date.now();
    if (!this.priced || now - this.priced.at > 2000) {
      const [catalogue, prices] = await Promise.all([catalogueVersion(db), pricesVersion(db)]);
      this.priced = { value: `${catalogue}.${prices}`, at: now };
    }
    return this.priced.value;
  }
}
