import { LRUCache } from 'lru-cache';
import type { Product } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { CatalogueVersion } from './catalogue-version.js';
import { toProduct } from './product.mapper.js';
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
  /**
   * Bundles by catalogue version and every value of the offer (price, stock, promotion), with the
   * contract's product made from them on first need: the same product and offer give the same
   * frozen objects, whose JSON is then made once (lib/json-fragments.ts). A changed price, stock or
   * promotion is a new key, never a stale answer.
   */
  // Each entry holds a bundle, its product and that product's JSON (about 6 KB together): 5,000
  // offers, the products of the carts being changed, stay around 30 MB.
  private readonly offered = new LRUCache<string, ProductBundle>({ max: 5_000, ttl: 60_000 });
  private readonly products = new WeakMap<ProductBundle, Product>();

  /** Bundles in the order of `ids`; ids without a price in the warehouse are skipped. */
  async load(db: DbOrTx, ids: number[], warehouseId: number, today: string): Promise<ProductBundle[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const [{ version, statics }, offers] = await Promise.all([
      this.staticsOf(db, unique),
      loadWarehouseOffers(db, unique, warehouseId, today),
    ]);
    return unique.flatMap((id, i) => {
      const s = statics[i];
      const o = offers.get(id);
      if (!s || !o) return [];
      const { warehouse_id, price_cents, standard_price_cents, available_milli } = o.offer;
      const promo = o.promo ? JSON.stringify(o.promo) : '';
      const key = `${version}|${id}|${warehouse_id}|${price_cents}|${standard_price_cents}|${available_milli}|${promo}`;
      let bundle = this.offered.get(key);
      if (!bundle) {
        const row = { ...s.row, ...o.offer };
        bundle = Object.freeze({ row, promo: o.promo, classes: s.classes, options: s.options });
        this.offered.set(key, bundle);
      }
      return [bundle];
    });
  }

  /** toProduct of a bundle, made once per bundle (bundles are never changed once made). */
  productOf(b: ProductBundle): Product {
    let product = this.products.get(b);
    if (!product) {
      product = Object.freeze(toProduct(b));
      this.products.set(b, product);
    }
    return product;
  }

  /** The catalogue part of each id: the misses are read together in one batch. */
  private async staticsOf(db: DbOrTx, ids: number[]) {
    const version = await this.version.current(db);
    const missing = ids.filter((id) => !this.statics.has(version, String(id)));
    const batch = missing.length > 0 ? loadProductStatics(db, missing) : undefined;
    const statics: Array<ProductStatic | null> = await Promise.all(
      ids.map((id) =>
        // An entry that expired since `has` (same tick, so hardly ever) is read on its own.
        this.statics.get(
          version,
          String(id),
          async () => (await (batch ?? loadProductStatics(db, [id]))).get(id) ?? null,
        ),
      ),
    );
    return { version, statics };
  }
}
