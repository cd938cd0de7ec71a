import type { DbOrTx } from '../../db/transaction.js';
import { productImageSvg } from '../../db/seed/images.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { pictureRowOf } from './products.repository.js';

/**
 * The generated pictures of the demo catalogue's products. A picture is drawn from the product's
 * name and its category's slug, so those are its key: the row (one read by primary key) is read on
 * every call and a renamed or moved product is drawn again at once; only the drawing is kept.
 */
export class ProductPictures {
  private readonly drawn = new VersionedCache<string>({ max: 2000, ttlMs: 10 * 60_000 });

  /** The picture of the product, or null when there is no such product. */
  async svg(db: DbOrTx, productId: number): Promise<string | null> {
    const row = await pictureRowOf(db, productId);
    if (!row) return null;
    // The leaf says what the product is (its icon); the department colour is found from it.
    return this.drawn.get(`${row.slug}|${row.name}`, String(row.product_id), async () =>
      productImageSvg({ name: row.name, categorySlug: row.slug, productId: row.product_id }),
    );
  }
}
