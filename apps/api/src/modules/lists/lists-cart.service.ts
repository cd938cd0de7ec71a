import { encodeCartQuantity, type AddAllResult, type Product } from '@spesa/domain';
import type { Tx } from '../../db/transaction.js';
import type { BulkAdd, CartBulkAddService } from '../cart/index.js';
import type { CatalogueService } from '../catalogue/index.js';
import * as repo from './lists.repository.js';
import type { ListsService } from './lists.service.js';

/**
 * cart/add-all-from-wishlist (decision 0047): every line of a list the customer can read goes to
 * their cart in the caller's one transaction, added whole, capped to what the cart's rules allow,
 * or reported unavailable with a substitute from the same store. Never half done: a cart in
 * payment or any failure refuses the whole call.
 */
export class ListsCartService {
  constructor(
    private readonly lists: ListsService,
    private readonly bulk: CartBulkAddService,
    private readonly catalogue: CatalogueService,
  ) {}

  async addAll(tx: Tx, userId: number, listId: number): Promise<{ cart: BulkAdd['cart']; results: AddAllResult[] }> {
    const list = await this.lists.readable(tx, userId, listId);
    const rows = await repo.itemsOf(tx, list.wishlist_id);
    const { cart, results } = await this.bulk.addAll(
      tx,
      userId,
      rows.map((r) => ({ key: r.item_id, productId: r.product_id, quantityMilli: r.quantity_milli, paramsJson: r.params_json })),
    );
    const view = await this.lists.view(tx, list, cart.warehouseId);
    const products = new Map<number, Product>(
      [...view.wishlistItems, ...view.wishlistInactiveItems].map((i) => [i.itemId, i.product]),
    );
    const out: AddAllResult[] = [];
    for (const [i, r] of results.entries()) {
      const row = rows[i];
      out.push({
        itemId: row.item_id,
        productId: row.product_id,
        name: products.get(row.item_id)?.name ?? '',
        outcome: r.outcome,
        requested: encodeCartQuantity(row.quantity_milli),
        added: encodeCartQuantity(r.addedMilli),
        substitute: r.outcome === 'unavailable' ? await this.substitute(tx, row.product_id, cart.warehouseId) : null,
      });
    }
    return { cart, results: out };
  }

  /** The closest available substitute in the store (the catalogue's own choice), if any. */
  private async substitute(tx: Tx, productId: number, warehouseId: number): Promise<Product | null> {
    try {
      const { alternatives } = await this.catalogue.alternatives(tx, productId, warehouseId);
      return alternatives.find((p) => p.available > 0) ?? null;
    } catch {
      // A product no longer sold in this store has no substitutes to offer.
      return null;
    }
  }
}
