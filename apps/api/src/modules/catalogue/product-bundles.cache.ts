import type { DbOrTx } from '../../db/transaction.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { CatalogueVersion } from './catalogue-version.js';
import {
  loadProductStatics,
  loadWarehouseOffers,
  type ProductBundle,
  type ProductStatic,
} from './products.repository.js';

/**
 * Product bundles for the cart's hot calls (issue 13: an add used to read every column of every
 * line's product each time). The catalogue part of a product (descriptions, rules, classes,
 * options) is kept per instance under the catalogue version, like the catalogue's answers
 * (decision 0004); price, stock and promotions are read from the database on every call, so a
 * rule check never sees an old stock or price.
 */
export class ProductBundles {
  private readonly statics = new VersionedCache<ProductStatic | null>({ max: 20_000, ttlMs: 60_000 });
  private readonly version = new CatalogueVersion();

  /** Bundles in the order of `ids`; ids without a price in the warehouse are skipped. */
  async load(db: DbOrTx, ids: number[], warehouseId: number, today: string): Promise<ProductBundle[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const [statics, offers] = await Promise.all([
      this.staticsOf(db, unique),
      loadWarehouseOffers(db, unique, warehouseId, today),
    ]);
    return unique.flatMap((id, i) => {
      const s = statics[i];
      const o = offers.get(id);
      if (!s || !o) return [];
      return [{ row: { ...s.row, ...o.offer }, promo: o.promo, classes: s.classes, options: s.options }];
    });
  }

  /** The catalogue part of each id: the misses are read together in one batch. */
  private async staticsOf(db: DbOrTx, ids: number[]): Promise<Array<ProductStatic | null>> {
    const version = await this.version.current(db);
    const missing = ids.filter((id) => !this.statics.has(version, String(id)));
    const batch = missing.length > 0 ? loadProductStatics(db, missing) : undefined;
    return Promise.all(
      ids.map((id) =>
        // An entry that expired since `has` (same tick, so hardly ever) is read on its own.
        this.statics.get(
          version,
          String(id),
          async () => (await (batch ?? loadProductStatics(db, [id]))).get(id) ?? null,
        ),
      ),
    );
  }
}
