import {
  DEFAULT_STORE,
  CART_LINE_MAX_MILLI,
  decodeCartQuantity,
  displayedMaximum,
  validateQuantity,
  WISHLIST_MAX_ITEMS,
  WISHLIST_MAX_LISTS,
  type Wishlist,
  type WishlistAddProdBody,
  type WishlistList,
} from '@spesa/domain';
import { withConnection } from '../../db/connection.js';
import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { customerDirectory } from '../accounts/index.js';
import { canonicalParams, optionsComplete, saleRulesOf, serverRules } from '../cart/index.js';
import { inAisleOrder, type ProductBundle, type ProductBundles } from '../catalogue/index.js';
import * as repo from './lists.repository.js';
import { toItem, toSummary, type SharingFacts, type SummaryRow } from './lists.mapper.js';

const DEFAULT_PAGE_SIZE = 20;

/** wishlist/view's show_sectors and calculate_stock. */
export interface ViewOptions {
  showSectors?: boolean;
  calculateStock?: boolean;
}

function decode(value: number, productId?: number): number {
  const d = decodeCartQuantity(value);
  if (!d.ok) throw new AppError('QTY_INVALID', undefined, { data: { productId, reason: d.reason } });
  return d.milli;
}

/**
 * Shopping lists and their lines (decision 0047). Who may do what is decided on every call from
 * the rows: the owner everything, a WRITE grantee the lines and the name, a READ grantee nothing
 * but reading; anybody else finds no list at all (LIST_NOT_FOUND, never "forbidden").
 */
export class ListsService {
  constructor(
    private readonly clock: Clock,
    private readonly products: ProductBundles,
  ) {}

  /** The list as this customer reaches it, or LIST_NOT_FOUND. */
  async readable(db: DbOrTx, userId: number, listId: number): Promise<repo.ListAccess> {
    const list = await repo.accessOf(db, listId, userId);
    if (!list) throw new AppError('LIST_NOT_FOUND');
    return list;
  }

  /** The list when this customer may change its lines (owner or WRITE), else the spec's refusal. */
  async writable(db: DbOrTx, userId: number, listId: number): Promise<repo.ListAccess> {
    await repo.lockList(db, listId);
    const list = await this.readable(db, userId, listId);
    if (list.grant === 'READ') throw new AppError('LIST_READ_ONLY');
    return list;
  }

  /** The customer's own list, for what only the owner does (default, sharing). */
  async owned(db: DbOrTx, userId: number, listId: number): Promise<repo.ListAccess> {
    await repo.lockList(db, listId);
    const list = await this.readable(db, userId, listId);
    if (list.grant !== 'OWNER') throw new AppError('LIST_READ_ONLY');
    return list;
  }

  // The reads below run on one connection held for the call (db/connection.ts): on SQLite a call's
  // several statements then wait once for its single connection, not once each.

  /** wishlist/list: the customer's lists and those shared with them, a page. */
  listPage(db: DbOrTx, userId: number, page?: number, pageSize?: number): Promise<WishlistList> {
    return withConnection(db, (c) => this.lists(c, userId, page, pageSize));
  }

  /** wishlist/view: a list this customer may read, priced from their store. */
  viewFor(
    db: DbOrTx,
    userId: number,
    listId: number,
    warehouseId: number,
    options: ViewOptions,
  ): Promise<Wishlist> {
    return withConnection(db, async (c) =>
      this.view(c, await this.readable(c, userId, listId), warehouseId, options),
    );
  }

  async lists(db: DbOrTx, userId: number, page = 1, pageSize = DEFAULT_PAGE_SIZE): Promise<WishlistList> {
    const [rows, total] = await Promise.all([
      repo.listsVisibleTo(db, userId, pageSize, (page - 1) * pageSize),
      repo.countVisibleTo(db, userId),
    ]);
    const facts = await this.factsOf(db, rows);
    return {
      personalList: { lists: rows.map((r) => toSummary(r, facts)) },
      page: { totItems: total, totPages: Math.ceil(total / pageSize), itemsPerPage: pageSize, selPage: page },
    };
  }

  /**
   * The list priced from the shopper's store. show_sectors groups the sold lines by department
   * like the cart does; calculate_stock tells each line whether the store has enough of it.
   */
  async view(
    db: DbOrTx,
    list: repo.ListAccess,
    warehouseId: number,
    options: ViewOptions = {},
  ): Promise<Wishlist> {
    const rows = await repo.itemsOf(db, list.wishlist_id);
    const bundles = await this.bundles(
      db,
      rows.map((r) => r.product_id),
      warehouseId,
    );
    const missing = rows.filter((r) => !bundles.has(r.product_id)).map((r) => r.product_id);
    // Lines no longer sold in the shopper's store are shown apart, with the default store's data.
    const elsewhere =
      missing.length > 0 && warehouseId !== DEFAULT_STORE.warehouseId
        ? await this.bundles(db, missing, DEFAULT_STORE.warehouseId)
        : new Map<number, ProductBundle>();
    const summary = toSummary({ ...list, size: rows.length }, await this.factsOf(db, [list]));
    const stock = (r: repo.WishlistItemRow, availableMilli: number) =>
      options.calculateStock
        ? { stock: { available: availableMilli / 1000, sufficient: availableMilli >= r.quantity_milli } }
        : {};
    const sold = rows.flatMap((r) => {
      const b = bundles.get(r.product_id);
      return b ? [{ b, item: { ...toItem(r, b), ...stock(r, b.row.available_milli) } }] : [];
    });
    const wishlistItems = sold.map((s) => s.item);
    return {
      ...summary,
      wishlistItems,
      wishlistInactiveItems: rows.flatMap((r) => {
        const b = bundles.has(r.product_id) ? undefined : elsewhere.get(r.product_id);
        if (!b) return [];
        const item = toItem(r, b);
        return [{ ...item, product: { ...item.product, available: 0 }, ...stock(r, 0) }];
      }),
      ...(options.showSectors
        ? {
            sectors: (await inAisleOrder(db, sold, (s) => s.b.row.category_id)).map(
              ({ categoryId, name, items }) => ({
                categoryId,
                name,
                wishlistItems: items.map((s) => s.item),
              }),
            ),
          }
        : {}),
    };
  }

  async create(db: DbOrTx, userId: number, name: string): Promise<number> {
    const id = await repo.insertList(db, userId, name, WISHLIST_MAX_LISTS, this.now());
    if (id === undefined) throw new AppError('LIST_LIMIT');
    return id;
  }

  async rename(db: DbOrTx, userId: number, listId: number, name: string): Promise<void> {
    await this.writable(db, userId, listId);
    await repo.renameList(db, listId, name, this.now());
  }

  /** The owner deletes the list; a WRITE grantee leaves it; a READ grantee is refused (spec). */
  async remove(db: DbOrTx, userId: number, listId: number): Promise<void> {
    const list = await this.writable(db, userId, listId);
    if (list.grant === 'OWNER') await repo.deleteList(db, listId);
    else await repo.deleteShare(db, listId, userId);
  }

  async select(db: DbOrTx, userId: number, listId: number): Promise<void> {
    // Not `owned`: setDefault locks all the customer's lists in id order itself, and a lock
    // taken on this one first would invert that order against another selection.
    if ((await this.readable(db, userId, listId)).grant !== 'OWNER') throw new AppError('LIST_READ_ONLY');
    await repo.setDefault(db, userId, listId, this.now());
  }

  /**
   * wishlist/add_prod: each quantity is checked with the product's own rules (pieces, packs,
   * weight steps, minimum and maximum, as the cart checks them; stock is the cart's business) and
   * added to the product's line. Answers the number of products added.
   */
  async addProducts(
    db: DbOrTx,
    userId: number,
    body: WishlistAddProdBody,
    warehouseId: number,
  ): Promise<number> {
    await this.writable(db, userId, body.wishlistId);
    const bundles = await this.bundles(
      db,
      body.items.map((i) => i.productId),
      warehouseId,
    );
    const at = this.now();
    for (const item of body.items) {
      const b = bundles.get(item.productId);
      if (!b) throw new AppError('PRODUCT_NOT_FOUND', undefined, { data: { productId: item.productId } });
      if (!optionsComplete(b.options, item.params))
        throw new AppError('OPTIONS_REQUIRED', undefined, { data: { productId: item.productId } });
      const rules = serverRules(saleRulesOf(b.row), 0);
      const milli = decode(item.quantity, item.productId);
      const err = validateQuantity(rules, milli);
      if (err) throw new AppError(err.code, err.message, { data: { productId: item.productId } });
      const cap = displayedMaximum(rules) ?? CART_LINE_MAX_MILLI;
      const line = {
        wishlist_id: body.wishlistId,
        product_id: item.productId,
        quantity_milli: milli,
        params_json: canonicalParams(item.params),
      };
      if ((await repo.addToLine(db, line, cap, at)) === undefined)
        throw new AppError('QTY_ABOVE_MAX', undefined, { data: { productId: item.productId } });
    }
    if ((await repo.countItems(db, body.wishlistId)) > WISHLIST_MAX_ITEMS) throw new AppError('LIST_FULL');
    return body.items.length;
  }

  /** wishlist/update_prods: sets each line's quantity with the same rules; 0 removes the line. */
  async updateProducts(
    db: DbOrTx,
    userId: number,
    listId: number,
    items: Array<{ itemId: number; quantity: number }>,
    warehouseId: number,
  ): Promise<void> {
    await this.writable(db, userId, listId);
    const at = this.now();
    for (const u of items) {
      const milli = decode(u.quantity);
      const line = await repo.itemOf(db, listId, u.itemId);
      if (!line) throw new AppError('LIST_ITEM_NOT_FOUND', undefined, { data: { itemId: u.itemId } });
      if (milli === 0) {
        await repo.deleteItems(db, listId, [u.itemId]);
        continue;
      }
      const b = (await this.bundles(db, [line.product_id], warehouseId)).get(line.product_id);
      if (b) {
        const err = validateQuantity(serverRules(saleRulesOf(b.row), 0), milli);
        if (err) throw new AppError(err.code, err.message, { data: { itemId: u.itemId } });
      }
      await repo.setItemQuantity(db, listId, u.itemId, milli, at);
    }
  }

  async deleteProducts(db: DbOrTx, userId: number, listId: number, itemIds: number[]): Promise<number> {
    await this.writable(db, userId, listId);
    return repo.deleteItems(db, listId, itemIds);
  }

  /** data.user.hasFavorites: the customer has at least one product on one of their lists. */
  hasFavourites(db: DbOrTx, userId: number): Promise<boolean> {
    return repo.hasFavourites(db, userId);
  }

  private async factsOf(
    db: DbOrTx,
    rows: Array<Pick<SummaryRow, 'wishlist_id' | 'owner_id' | 'grant'>>,
  ): Promise<SharingFacts> {
    const ids = rows.map((r) => r.wishlist_id);
    const ownIds = rows.filter((r) => r.grant === 'OWNER').map((r) => r.wishlist_id);
    const [shares, linked, productIds] = await Promise.all([
      repo.sharesOf(db, ownIds),
      repo.linkedListIds(db, ownIds),
      repo.productIdsOf(db, ids),
    ]);
    const people = [...rows.map((r) => r.owner_id), ...shares.map((s) => s.user_id)];
    return { owners: await customerDirectory.byIds(db, people), shares, linked, productIds };
  }

  private async bundles(db: DbOrTx, ids: number[], warehouseId: number): Promise<Map<number, ProductBundle>> {
    const loaded = await this.products.load(db, ids, warehouseId, shopDate(this.clock.now()));
    return new Map(loaded.map((b) => [b.row.product_id, b]));
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
