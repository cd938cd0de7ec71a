import { LRUCache } from 'lru-cache';
import type { Product } from '@spesa/domain';
import { isTx, whenCommitted, type DbOrTx } from '../../db/transaction.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { CatalogueVersion } from './catalogue-version.js';
import { toProduct } from './product.mapper.js';
import {
  cartVersions,
  loadProductStatics,
  loadWarehouseOffers,
  warehouseOffersVersion,
  type CartVersions,
  type ProductBundle,
  type ProductStatic,
  type WarehouseOffersVersion,
} from './products.repository.js';

/**
 * Product bundles for the cart's hot calls (issue 13: an add used to read every column of every
 * line's product each time). The catalogue part of a product (descriptions, rules, classes,
 * options) is kept per instance under the catalogue version, like the catalogue's answers
 * (decision 0004); price, stock and promotions are kept under the offers' version of their
 * warehouse, which every call reads from the database (decisions 0076 and 0111), so a rule check
 * never sees an old stock or price, and a change in one warehouse leaves the others' kept.
 */
export class ProductBundles {
  private readonly statics = new VersionedCache<ProductStatic | null>({ max: 20_000, ttlMs: 60_000 });
  private readonly catalogueVersion = new CatalogueVersion();
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

  /**
   * The bundles read under their warehouse's offers' version (decisions 0076 and 0111), by
   * catalogue version, warehouse, that warehouse's offers' version, day (the promotions' window: a
   * promotion starts and ends at the edge of a day in Europe/Rome, decision 0096, so a new day reads
   * the promotions again) and product; null for a product without a price there. Any change of a
   * price, stock or promotion of a warehouse raises its offers' version, so an entry is exact for as
   * long as its key is the current one; the old keys are never asked again and age out of the LRU.
   * Another warehouse's entries stay.
   */
  private readonly current = new LRUCache<string, { bundle: ProductBundle | null }>({ max: 20_000 });

  /** Products read from the database because their key was not kept: for tests and diagnostics. */
  private missed = 0;

  /**
   * The offers' version of the cart's warehouse and the version of the stores, services and fee
   * bands (decision 0111), in one statement: a cart call reads them once and passes them to `load`
   * and to what it keeps under them (`CartReferences`).
   */
  versions(db: DbOrTx, warehouseId: number): Promise<CartVersions> {
    return cartVersions(db, warehouseId);
  }

  /** How many products `load` has read from the database rather than from what it keeps. */
  get productsRead(): number {
    return this.missed;
  }

  /**
   * Bundles in the order of `ids`; ids without a price in the warehouse are skipped.
   * `offersVersion`: the warehouse's offers' version this call has already read (`versions`); read
   * now when it is missing or another warehouse's (a line priced from the default warehouse).
   */
  async load(
    db: DbOrTx,
    ids: number[],
    warehouseId: number,
    today: string,
    offersVersion?: WarehouseOffersVersion,
  ): Promise<ProductBundle[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    // The offers' version first: offers read after it are at least as new as the version says.
    const offers =
      offersVersion?.warehouseId === warehouseId
        ? offersVersion
        : await warehouseOffersVersion(db, warehouseId);
    const prefix = `${await this.catalogueVersion.current(db)}|${warehouseId}|${offers.version}|${today}|`;
    const found = unique.map((id) => this.current.get(prefix + id));
    const missing = unique.filter((_, i) => found[i] === undefined);
    if (missing.length > 0) {
      this.missed += missing.length;
      const read = await this.read(db, missing, warehouseId, today);
      const fresh: Array<[string, { bundle: ProductBundle | null }]> = [];
      unique.forEach((id, i) => {
        if (found[i] !== undefined) return;
        const entry = { bundle: read.get(id) ?? null };
        fresh.push([prefix + id, entry]);
        found[i] = entry;
      });
      // Read in a transaction, they are kept once it has committed: one that raised the offers'
      // version (a stock or price write) and then rolled back leaves nothing under a version that
      // a later committed change will take again.
      whenCommitted(db, () => {
        for (const [key, entry] of fresh) this.current.set(key, entry);
      });
    }
    // A loop, not flatMap: flatMap with its one-element arrays was two thirds of this function's
    // time in a profile of the cart's add (20 lines, every change).
    const bundles: ProductBundle[] = [];
    for (const f of found) if (f?.bundle) bundles.push(f.bundle);
    return bundles;
  }

  /** Reads the bundles of `ids` from the database: their catalogue part (cached) and their offers. */
  private async read(
    db: DbOrTx,
    ids: number[],
    warehouseId: number,
    today: string,
  ): Promise<Map<number, ProductBundle>> {
    const [{ catalogueVersion, statics }, offers] = await Promise.all([
      this.staticsOf(db, ids),
      loadWarehouseOffers(db, ids, warehouseId, today),
    ]);
    const bundles = new Map<number, ProductBundle>();
    ids.forEach((id, i) => {
      const s = statics[i];
      const o = offers.get(id);
      if (!s || !o) return;
      const { warehouse_id, price_cents, available_milli } = o.offer;
      const promo = o.promo ? JSON.stringify(o.promo) : '';
      const key = `${catalogueVersion}|${id}|${warehouse_id}|${price_cents}|${available_milli}|${promo}`;
      let bundle = this.offered.get(key);
      if (!bundle) {
        const row = { ...s.row, ...o.offer };
        bundle = Object.freeze({ row, promo: o.promo, classes: s.classes, options: s.options });
        this.offered.set(key, bundle);
      }
      bundles.set(id, bundle);
    });
    return bundles;
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
    const catalogueVersion = await this.catalogueVersion.current(db);
    const missing = ids.filter((id) => !this.statics.has(catalogueVersion, String(id)));
    const batch = missing.length > 0 ? loadProductStatics(db, missing) : undefined;
    if (batch && isTx(db)) {
      // In a transaction: used now, kept once it has committed (as `current`).
      const read = await batch;
      whenCommitted(db, () => {
        for (const id of missing) this.statics.set(catalogueVersion, String(id), read.get(id) ?? null);
      });
    }
    const inTx = isTx(db);
    const missed = new Set(missing);
    const statics: Array<ProductStatic | null> = await Promise.all(
      ids.map((id) =>
        inTx && missed.has(id)
          ? batch!.then((read) => read.get(id) ?? null)
          : // An entry that expired since `has` (same tick, so hardly ever) is read on its own.
            this.statics.get(
              catalogueVersion,
              String(id),
              async () => (await (batch ?? loadProductStatics(db, [id]))).get(id) ?? null,
            ),
      ),
    );
    return { catalogueVersion, statics };
  }
}
