import type { DbOrTx } from '../../db/transaction.js';
import { catalogueVersion } from './categories.repository.js';

/** The catalogue version, re-read at most every 2 s: a cheap, bounded staleness (decision 0004). */
export class CatalogueVersion {
  private cached: { value: string; at: number } | undefined;

  async current(db: DbOrTx): Promise<string> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > 2000) {
      this.cached = { value: await catalogueVersion(db), at: now };
    }
    return this.cached.value;
  }
}
