import {
  decodeCartQuantity,
  encodeCartQuantity,
  isPackageQuantity,
  nearestAllowed,
  USE_WPID_NO,
  validateQuantity,
  type CartAddBody,
  type NearestAllowed,
  type SaleRules,
} from '@spesa/domain';
import { inTransaction, type DbOrTx, type Tx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import type {
  CartVersions,
  ProductBundle,
  ProductBundles,
  WarehouseOffersVersion,
} from '../catalogue/index.js';
import type { CartRow } from './cart.repository.js';
import * as items from './cart-items.repository.js';
import type { CartLinesCache } from './cart-lines.cache.js';
import { cartMessage, type CartCode } from './cart.messages.js';
import { canonicalParams, optionsComplete, saleRulesOf, serverRules, stockRules } from './cart.rules.js';

/**
 * How much of a product the shopper has already ordered today, for the daily maximum. There are no
 * orders yet: `NO_ORDERS_YET` answers 0 until the orders area implements this port.
 */
export interface OrderedTodayPort {
  orderedTodayMilli(db: DbOrTx, userId: number, productId: number, date: string): Promise<number>;
}
export const NO_ORDERS_YET: OrderedTodayPort = { orderedTodayMilli: async () => 0 };

/**
 * The lines of one of the shopper's orders, for cart/add-all-from-order (reorder); undefined when
 * the order is not the shopper's. Implemented by the orders area, handed over by app.ts.
 */
export interface OrderLinesPort {
  linesOfOrder(
    db: DbOrTx,
    userId: number,
    orderId: number,
  ): Promise<Array<{ productId: number; name: string; quantityMilli: number }> | undefined>;
}

/** One line's outcome of a reorder: added, or the code and Italian text of why not. */
export interface ReorderResult {
  productId: number;
  name: string;
  code: string;
  message: string;
}

/** The open cart a change applies to: its id, owner and the warehouse that sells to it. */
export interface CartTarget {
  cartId: number;
  /** null: a visitor's cart (decision 0031), which has no orders and so no daily maximum used. */
  userId: number | null;
  warehouseId: number;
  /** The cart row as read for this call, when the caller has it (the answer reuses it). */
  row?: CartRow;
  /**
   * Set when the caller claimed the cart in this transaction (CartService.claim): the version after
   * that claim. The services then do not claim it again.
   */
  claimedVersion?: number;
}

/**
 * A claimed cart's lines and their products in its warehouse, read once per change and kept
 * current by its writes (decision 0055): the answer is priced from them without reading again.
 */
export interface CartLines {
  warehouseId: number;
  rows: items.CartItemRow[];
  bundles: Map<number, ProductBundle>;
  /** The item ids this change wrote (added, changed or replaced): the lean answer sends their products. */
  written: Set<number>;
  /**
   * The versions read with the products (decision 0111): the offers' version of `warehouseId` they
   * were read under and the references' version; the answer reads under the same ones (decision 0089).
   */
  versions: CartVersions;
}

export type AddItem = CartAddBody['items'][number];

/** What became of one item of addLines: its line, or why it was refused (nothing written then). */
export type AddLineResult = { ok: true; itemId: number } | { ok: false; error: AppError };

const fail = (code: CartCode, data?: unknown, values?: Record<string, string>) =>
  new AppError(code, cartMessage(code, values), data === undefined ? {} : { data });

/** The nearest allowed quantities, in the encoding of cart/add (decision 0025). */
const encodedNearest = (n: NearestAllowed) => ({
  lower: n.lower === null ? null : encodeCartQuantity(n.lower),
  higher: n.higher === null ? null : encodeCartQuantity(n.higher),
});

function decode(value: number): number {
  const d = decodeCartQuantity(value);
  if (!d.ok) throw fail('QTY_INVALID', { reason: d.reason });
  return d.milli;
}

/**
 * Every quantity rule the storefront applies, on the line's new total: steps and multiples (a
 * fractional piece is refused with its neighbours, never rounded), minimum, maximum and the
 * product-class maximum, the daily maximum after today's orders, the line cap, and stock.
 */
function checkQuantity(rules: SaleRules, q: number, availableMilli: number, productId: number): void {
  const err = validateQuantity(rules, q);
  if (err) {
    throw new AppError(err.code, err.message, {
      data: { productId, nearest: encodedNearest(err.nearest ?? nearestAllowed(rules, q)) },
    });
  }
  if (q > availableMilli) {
    throw fail('QTY_NOT_AVAILABLE', {
      productId,
      nearest: encodedNearest(nearestAllowed(stockRules(rules, availableMilli), q)),
    });
  }
}

export class CartLinesService {
  constructor(
    private readonly clock: Clock,
    private readonly products: ProductBundles,
    private readonly orderedToday: OrderedTodayPort,
    private readonly kept: CartLinesCache,
  ) {}

  /** cart/add: each item is added to its line (same product and options) or makes a new one; all or none. */
  async add(db: DbOrTx, cart: CartTarget, body: CartAddBody): Promise<CartLines> {
    return inTransaction(db, async (tx) => {
      const { lines, results } = await this.addLines(tx, cart, body.items);
      const refused = results.find((r) => !r.ok);
      if (refused && !refused.ok) throw refused.error;
      return lines;
    });
  }

  /**
   * Adds items to a cart inside the caller's transaction, each on its own: an item the rules refuse
   * writes nothing and is answered with its error, the others are added. cart/add (all or none),
   * and the adds of a past order's or a wish list's products (one result per line) share it.
   */
  async addLines(
    tx: Tx,
    cart: CartTarget,
    toAdd: AddItem[],
  ): Promise<{ lines: CartLines; results: AddLineResult[] }> {
    await this.claim(tx, cart);
    const lines = await this.linesOf(
      tx,
      cart,
      toAdd.map((i) => i.productId),
    );
    const results: AddLineResult[] = [];
    for (const item of toAdd) {
      try {
        results.push({ ok: true, itemId: await this.addOne(tx, cart, lines, item) });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        results.push({ ok: false, error: e });
      }
    }
    return { lines, results };
  }

  /**
   * cart/add-all-from-order: each line of a past order is added by addLines (the rules of
   * cart/add) in the caller's one transaction; a refused line (no longer sold, a quantity rule,
   * options to choose) is reported and the others are added all the same.
   */
  async addEach(
    tx: Tx,
    cart: CartTarget,
    lines: Array<{ productId: number; name: string; quantityMilli: number }>,
  ): Promise<ReorderResult[]> {
    const { results } = await this.addLines(
      tx,
      cart,
      lines.map((l) => ({ productId: l.productId, quantity: encodeCartQuantity(l.quantityMilli) })),
    );
    return results.map((r, i) => {
      const l = lines[i]!;
      return r.ok
        ? {
            productId: l.productId,
            name: l.name,
            code: 'REORDER_LINE_ADDED',
            message: `${l.name}: aggiunto al carrello`,
          }
        : {
            productId: l.productId,
            name: l.name,
            code: r.error.code,
            message: `${l.name}: ${r.error.message}`,
          };
    });
  }

  /** One item: every check first, then one write, whose row replaces the line in `lines`. */
  private async addOne(tx: Tx, cart: CartTarget, lines: CartLines, item: AddItem): Promise<number> {
    const b = lines.bundles.get(item.productId);
    if (!b) throw fail('PRODUCT_NOT_FOUND', { productId: item.productId });
    if (b.row.available_milli <= 0) throw fail('PRODUCT_NOT_AVAILABLE', { productId: item.productId });
    if (!optionsComplete(b.options, item.params))
      throw fail('OPTIONS_REQUIRED', { productId: item.productId });
    const add = decode(item.quantity);
    if (add === 0) throw fail('QTY_INVALID', { productId: item.productId });
    const rules = serverRules(saleRulesOf(b.row), await this.ordered(tx, cart, b, this.today()));
    const params = canonicalParams(item.params);
    const useWpid = this.useWpidOf(item, b);
    // At most one line per product and options (either pack flag); the claim keeps `lines` current.
    const line = lines.rows.find((r) => r.product_id === item.productId && r.params_json === params);
    const target = (line?.quantity_milli ?? 0) + add;
    checkQuantity(rules, target, b.row.available_milli, item.productId);
    const isPackage = isPackageQuantity(rules, target) ? 1 : 0;
    const at = this.now();
    const infos = item.infos ?? {};
    const acceptAlt = infos.accept_alternatives === true || infos.accept_alternatives === 'true' ? 1 : 0;
    if (line && line.is_package === isPackage) {
      // The cart row is claimed, so `line` is current; the guard keeps it exact regardless.
      const done = await items.setLineQuantity(tx, {
        cartId: cart.cartId,
        itemId: line.item_id,
        from: line.quantity_milli,
        to: target,
        at,
        useWpid: useWpid ?? line.use_wpid,
      });
      if (!done) throw fail('CART_CHANGED');
      return keep(lines, done, line);
    }
    if (line)
      return keep(lines, await replaceLine(tx, line, target, isPackage, at, useWpid ?? line.use_wpid), line);
    const row = await items.upsertLine(tx, {
      cart_id: cart.cartId,
      product_id: item.productId,
      quantity_milli: target,
      is_package: isPackage,
      params_json: params,
      use_wpid: useWpid,
      accept_alternatives: acceptAlt,
      note: typeof infos.note === 'string' ? infos.note : null,
      custom_weight_milli: null,
      insertion_type_id: 1,
      at,
    });
    return keep(lines, row);
  }

  /** use_wpid: -1 (No) or the product's selectable promotion (Sì); anything else is refused. */
  private useWpidOf(item: AddItem, b: ProductBundle): number | null {
    if (item.use_wpid === undefined) return null;
    if (item.use_wpid === USE_WPID_NO) return USE_WPID_NO;
    if (b.promo?.selectable === 1 && b.promo.warehouse_promo_id === item.use_wpid) return item.use_wpid;
    throw fail('PROMO_NOT_VALID', { productId: item.productId });
  }

  /** cart/update: sets each line's quantity; 0 removes the line. */
  async update(
    db: DbOrTx,
    cart: CartTarget,
    updates: Array<{ itemId: number; quantity: number }>,
    expectedVersion?: number,
  ): Promise<CartLines> {
    const today = this.today();
    const wanted = updates.map((u) => ({ ...u, milli: decode(u.quantity) }));
    return inTransaction(db, async (tx) => {
      await this.claim(tx, cart, expectedVersion);
      const lines = await this.linesOf(tx, cart, []);
      for (const u of wanted) {
        const line = lines.rows.find((r) => r.item_id === u.itemId);
        if (!line) throw fail('ITEM_NOT_FOUND', { itemId: u.itemId });
        if (u.milli === 0) {
          await items.deleteItems(tx, cart.cartId, [line.item_id]);
          keep(lines, undefined, line);
          continue;
        }
        const b = lines.bundles.get(line.product_id);
        if (!b || b.row.available_milli <= 0)
          throw fail('PRODUCT_NOT_AVAILABLE', { productId: line.product_id });
        const rules = serverRules(saleRulesOf(b.row), await this.ordered(tx, cart, b, today));
        checkQuantity(rules, u.milli, b.row.available_milli, line.product_id);
        const isPackage = isPackageQuantity(rules, u.milli) ? 1 : 0;
        if (isPackage !== line.is_package) {
          keep(lines, await replaceLine(tx, line, u.milli, isPackage, this.now(), line.use_wpid), line);
          continue;
        }
        const done = await items.setLineQuantity(tx, {
          cartId: cart.cartId,
          itemId: line.item_id,
          from: line.quantity_milli,
          to: u.milli,
          at: this.now(),
        });
        if (!done) throw fail('CART_CHANGED');
        keep(lines, done, line);
      }
      return lines;
    });
  }

  /** cart/delete: the named lines of this cart (others' ids change nothing), or every line. */
  async remove(
    db: DbOrTx,
    cart: CartTarget,
    itemIds: number[] | undefined,
    expectedVersion?: number,
  ): Promise<number> {
    return inTransaction(db, async (tx) => {
      await this.claim(tx, cart, expectedVersion);
      return items.deleteItems(tx, cart.cartId, itemIds && itemIds.length > 0 ? itemIds : undefined);
    });
  }

  /** cart/update-infos: per-line substitutes accepted, note and custom weight. */
  async updateInfos(
    db: DbOrTx,
    cart: CartTarget,
    updates: Array<{
      itemId: number;
      infos: { accept_alternatives?: boolean | string; note?: string; customWeight?: number | string };
    }>,
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      await this.claim(tx, cart);
      for (const u of updates) {
        const set: Parameters<typeof items.updateItemInfos>[3] = {};
        const alt = u.infos.accept_alternatives;
        if (alt !== undefined) set.accept_alternatives = alt === true || alt === 'true' ? 1 : 0;
        if (u.infos.note !== undefined) set.note = u.infos.note.trim() || null;
        if (u.infos.customWeight !== undefined) set.custom_weight_milli = customWeight(u.infos.customWeight);
        if (!(await items.updateItemInfos(tx, cart.cartId, u.itemId, set, this.now()))) {
          throw fail('ITEM_NOT_FOUND', { itemId: u.itemId });
        }
      }
    });
  }

  /** cart/update-cart-info: one property of the cart (need_invoice 'true' or 'false', ...). */
  async updateCartInfo(
    db: DbOrTx,
    cart: CartTarget,
    property: string,
    value: string | boolean,
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      await this.claim(tx, cart);
      await items.setCartInfo(tx, cart.cartId, property, String(value).trim());
    });
  }

  /** cart/purchase-restriction: the lines that could not be bought as they are now. */
  async restrictions(db: DbOrTx, cart: CartTarget) {
    const today = this.today();
    const rows = await items.itemsOf(db, cart.cartId);
    const bundles = await this.bundlesFor(
      db,
      cart.warehouseId,
      rows.map((r) => r.product_id),
    );
    const out: Array<{ itemId: number; productId: number; code: string; message: string }> = [];
    for (const r of rows) {
      const b = bundles.get(r.product_id);
      const push = (code: string, message: string) =>
        out.push({ itemId: r.item_id, productId: r.product_id, code, message });
      if (!b || b.row.available_milli <= 0) {
        push('PRODUCT_NOT_AVAILABLE', cartMessage('PRODUCT_NOT_AVAILABLE'));
        continue;
      }
      const ordered = await this.ordered(db, cart, b, today);
      try {
        checkQuantity(
          serverRules(saleRulesOf(b.row), ordered),
          r.quantity_milli,
          b.row.available_milli,
          r.product_id,
        );
      } catch (e) {
        if (e instanceof AppError) push(e.code, e.message);
        else throw e;
      }
    }
    return { restrictions: out };
  }

  /** The open cart's lock and version; a cart in payment (or closed) refuses every change. */
  private async claim(db: DbOrTx, cart: CartTarget, expectedVersion?: number): Promise<void> {
    if (cart.claimedVersion !== undefined) {
      // Claimed by the caller in this transaction: the version the client saw is the one before.
      if (expectedVersion !== undefined && cart.claimedVersion !== expectedVersion + 1)
        throw fail('CART_CHANGED');
      return;
    }
    const cartId = cart.cartId;
    if ((await items.claimCart(db, cartId, this.now(), expectedVersion)) !== undefined) return;
    // Refused: a cart still open has only moved past the version the client saw.
    const open =
      expectedVersion !== undefined && (await items.claimCart(db, cartId, this.now())) !== undefined;
    throw fail(open ? 'CART_CHANGED' : 'CART_LOCKED');
  }

  /** The claimed cart's lines and the products of those and of `adding`, in the cart's warehouse. */
  private async linesOf(tx: Tx, cart: CartTarget, adding: number[]): Promise<CartLines> {
    // A cart claimed by CartService in this transaction carries its row as the claim left it.
    const version = cart.claimedVersion === undefined ? undefined : cart.row?.lines_version;
    const rows = this.kept.rowsAt(cart.cartId, version) ?? (await items.itemsOf(tx, cart.cartId));
    const ids = [...rows.map((r) => r.product_id), ...adding];
    const versions = await this.products.versions(tx, cart.warehouseId);
    const bundles = await this.bundlesFor(tx, cart.warehouseId, ids, versions.offersVersion);
    return { warehouseId: cart.warehouseId, rows, bundles, written: new Set(), versions };
  }

  /**
   * Today's orders of the product, which only a daily maximum (maxAcq) needs: none is read for a
   * product without one, nor for a visitor, whose maximum is checked again at the merge.
   */
  private async ordered(db: DbOrTx, cart: CartTarget, b: ProductBundle, today: string): Promise<number> {
    const max = b.row.max_acq_milli;
    if (cart.userId === null || max === null || max <= 0) return 0;
    return this.orderedToday.orderedTodayMilli(db, cart.userId, b.row.product_id, today);
  }

  private async bundlesFor(
    db: DbOrTx,
    warehouseId: number,
    ids: number[],
    offersVersion?: WarehouseOffersVersion,
  ): Promise<Map<number, ProductBundle>> {
    return new Map(
      (await this.products.load(db, ids, warehouseId, this.today(), offersVersion)).map((b) => [
        b.row.product_id,
        b,
      ]),
    );
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private today(): string {
    return shopDate(this.clock.now());
  }
}

/**
 * The package rule (spec: at QTY_MULT "the item is replaced by a new item flagged is_package"):
 * crossing QTY_MULT either way, by cart/add or cart/update, makes a new line with the other flag
 * and a new itemId, keeping the line's choices; the old line goes. Runs after the claim.
 */
export async function replaceLine(
  tx: DbOrTx,
  line: items.CartItemRow,
  quantityMilli: number,
  isPackage: number,
  at: string,
  useWpid: number | null,
): Promise<items.CartItemRow> {
  await items.deleteItems(tx, line.cart_id, [line.item_id]);
  return items.upsertLine(tx, {
    cart_id: line.cart_id,
    product_id: line.product_id,
    quantity_milli: quantityMilli,
    is_package: isPackage,
    params_json: line.params_json,
    use_wpid: useWpid,
    accept_alternatives: line.accept_alternatives,
    note: line.note,
    custom_weight_milli: line.custom_weight_milli,
    insertion_type_id: line.insertion_type_id,
    at,
  });
}

/** Puts a written line in place of the one it changed (or drops it); answers its item id. */
function keep(lines: CartLines, row: items.CartItemRow | undefined, was?: items.CartItemRow): number {
  const rows = lines.rows.filter((r) => r !== was);
  if (row) {
    rows.push(row);
    lines.written.add(row.item_id);
  }
  // The order of a fresh read: by item id (a replaced line has a new, higher one).
  lines.rows = rows.sort((a, b) => a.item_id - b.item_id);
  return row?.item_id ?? was?.item_id ?? 0;
}

/** customWeight in kg (number or text with a comma) to thousandths; unreadable or <= 0 clears it. */
function customWeight(v: number | string): number | null {
  const n = typeof v === 'number' ? v : Number(v.replace(',', '.'));
  const d = Number.isFinite(n) && n > 0 ? decodeCartQuantity(n) : null;
  return d && d.ok ? d.milli : null;
}
