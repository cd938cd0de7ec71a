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
import { inTransaction, type DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import type { ProductBundle, ProductBundles } from '../catalogue/index.js';
import type { CartRow } from './cart.repository.js';
import * as items from './cart-items.repository.js';
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
}

type AddItem = CartAddBody['items'][number];

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
  ) {}

  /** cart/add: each item is added to its line (same product and options) or makes a new one. */
  async add(db: DbOrTx, cart: CartTarget, body: CartAddBody): Promise<void> {
    const today = this.today();
    const bundles = await this.bundlesFor(
      db,
      cart.warehouseId,
      body.items.map((i) => i.productId),
    );
    const checked = await Promise.all(
      body.items.map(async (item) => {
        const b = bundles.get(item.productId);
        if (!b) throw fail('PRODUCT_NOT_FOUND', { productId: item.productId });
        if (b.row.available_milli <= 0) throw fail('PRODUCT_NOT_AVAILABLE', { productId: item.productId });
        if (!optionsComplete(b.options, item.params))
          throw fail('OPTIONS_REQUIRED', { productId: item.productId });
        const ordered = await this.ordered(db, cart, item.productId, today);
        return { item, b, add: decode(item.quantity), rules: serverRules(saleRulesOf(b.row), ordered) };
      }),
    );
    await inTransaction(db, async (tx) => {
      await this.claim(tx, cart.cartId);
      for (const c of checked) await this.addOne(tx, cart.cartId, c.item, c.b, c.add, c.rules);
    });
  }

  /**
   * cart/add-all-from-order: each line is added by the same rules as cart/add, in the caller's one
   * transaction; a line refused (no longer sold, a quantity rule, options to choose) is reported
   * and the others are added all the same.
   */
  async addEach(
    tx: DbOrTx,
    cart: CartTarget,
    lines: Array<{ productId: number; name: string; quantityMilli: number }>,
  ): Promise<ReorderResult[]> {
    const today = this.today();
    await this.claim(tx, cart.cartId);
    const bundles = await this.bundlesFor(
      tx,
      cart.warehouseId,
      lines.map((l) => l.productId),
    );
    const results: ReorderResult[] = [];
    for (const l of lines) {
      const item: AddItem = { productId: l.productId, quantity: encodeCartQuantity(l.quantityMilli) };
      try {
        const b = bundles.get(l.productId);
        if (!b || b.row.available_milli <= 0) throw fail('PRODUCT_NOT_AVAILABLE', { productId: l.productId });
        if (!optionsComplete(b.options, item.params))
          throw fail('OPTIONS_REQUIRED', { productId: l.productId });
        const rules = serverRules(saleRulesOf(b.row), await this.ordered(tx, cart, l.productId, today));
        await this.addOne(tx, cart.cartId, item, b, l.quantityMilli, rules);
        results.push({
          productId: l.productId,
          name: l.name,
          code: 'REORDER_LINE_ADDED',
          message: `${l.name}: aggiunto al carrello`,
        });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        results.push({
          productId: l.productId,
          name: l.name,
          code: e.code,
          message: `${l.name}: ${e.message}`,
        });
      }
    }
    return results;
  }

  private async addOne(
    db: DbOrTx,
    cartId: number,
    item: AddItem,
    b: ProductBundle,
    add: number,
    rules: SaleRules,
  ) {
    if (add === 0) throw fail('QTY_INVALID', { productId: item.productId });
    const params = canonicalParams(item.params);
    const useWpid = this.useWpidOf(item, b);
    const line = await items.lineOf(db, cartId, item.productId, params);
    const target = (line?.quantity_milli ?? 0) + add;
    checkQuantity(rules, target, b.row.available_milli, item.productId);
    const isPackage = isPackageQuantity(rules, target) ? 1 : 0;
    const at = this.now();
    const infos = item.infos ?? {};
    const acceptAlt = infos.accept_alternatives === true || infos.accept_alternatives === 'true' ? 1 : 0;
    if (line && line.is_package === isPackage) {
      // The cart row is claimed, so `line` is current; the guard keeps it exact regardless.
      const done = await items.setLineQuantity(db, cartId, line.item_id, line.quantity_milli, target, at, {
        use_wpid: useWpid ?? line.use_wpid,
      });
      if (!done) throw fail('CART_CHANGED');
      return;
    }
    if (line) {
      await replaceLine(db, line, target, isPackage, at, useWpid ?? line.use_wpid);
      return;
    }
    await items.upsertLine(
      db,
      {
        cart_id: cartId,
        product_id: item.productId,
        quantity_milli: target,
        is_package: isPackage,
        params_json: params,
        use_wpid: useWpid,
        accept_alternatives: acceptAlt,
        note: typeof infos.note === 'string' ? infos.note : null,
        custom_weight_milli: null,
        insertion_type_id: 1,
      },
      at,
    );
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
  ): Promise<void> {
    const today = this.today();
    const wanted = updates.map((u) => ({ ...u, milli: decode(u.quantity) }));
    await inTransaction(db, async (tx) => {
      await this.claim(tx, cart.cartId, expectedVersion);
      for (const u of wanted) {
        const line = await items.itemOf(tx, cart.cartId, u.itemId);
        if (!line) throw fail('ITEM_NOT_FOUND', { itemId: u.itemId });
        if (u.milli === 0) {
          await items.deleteItems(tx, cart.cartId, [line.item_id]);
          continue;
        }
        const b = (await this.bundlesFor(tx, cart.warehouseId, [line.product_id])).get(line.product_id);
        if (!b || b.row.available_milli <= 0)
          throw fail('PRODUCT_NOT_AVAILABLE', { productId: line.product_id });
        const ordered = await this.ordered(tx, cart, line.product_id, today);
        const rules = serverRules(saleRulesOf(b.row), ordered);
        checkQuantity(rules, u.milli, b.row.available_milli, line.product_id);
        const isPackage = isPackageQuantity(rules, u.milli) ? 1 : 0;
        if (isPackage !== line.is_package) {
          await replaceLine(tx, line, u.milli, isPackage, this.now(), line.use_wpid);
          continue;
        }
        const done = await items.setLineQuantity(
          tx,
          cart.cartId,
          line.item_id,
          line.quantity_milli,
          u.milli,
          this.now(),
        );
        if (!done) throw fail('CART_CHANGED');
      }
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
      await this.claim(tx, cart.cartId, expectedVersion);
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
      await this.claim(tx, cart.cartId);
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
      await this.claim(tx, cart.cartId);
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
      const ordered = await this.ordered(db, cart, r.product_id, today);
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
  private async claim(db: DbOrTx, cartId: number, expectedVersion?: number): Promise<void> {
    if ((await items.claimCart(db, cartId, this.now(), expectedVersion)) !== undefined) return;
    // Refused: a cart still open has only moved past the version the client saw.
    const open =
      expectedVersion !== undefined && (await items.claimCart(db, cartId, this.now())) !== undefined;
    throw fail(open ? 'CART_CHANGED' : 'CART_LOCKED');
  }

  /** Today's orders of the product: none for a visitor, whose maximum is checked again at the merge. */
  private async ordered(db: DbOrTx, cart: CartTarget, productId: number, today: string): Promise<number> {
    return cart.userId === null ? 0 : this.orderedToday.orderedTodayMilli(db, cart.userId, productId, today);
  }

  private async bundlesFor(
    db: DbOrTx,
    warehouseId: number,
    ids: number[],
  ): Promise<Map<number, ProductBundle>> {
    return new Map(
      (await this.products.load(db, ids, warehouseId, this.today())).map((b) => [b.row.product_id, b]),
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
): Promise<void> {
  await items.deleteItems(tx, line.cart_id, [line.item_id]);
  await items.upsertLine(
    tx,
    {
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
    },
    at,
  );
}

/** customWeight in kg (number or text with a comma) to thousandths; unreadable or <= 0 clears it. */
function customWeight(v: number | string): number | null {
  const n = typeof v === 'number' ? v : Number(v.replace(',', '.'));
  const d = Number.isFinite(n) && n > 0 ? decodeCartQuantity(n) : null;
  return d && d.ok ? d.milli : null;
}
