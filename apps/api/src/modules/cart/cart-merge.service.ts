import {
  isPackageQuantity,
  nearestAllowed,
  USE_WPID_NO,
  validateQuantity,
  type SaleRules,
} from '@spesa/domain';
import type { Tx } from '../../db/transaction.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import type { ProductBundle } from '../catalogue/index.js';
import * as items from './cart-items.repository.js';
import { replaceLine, type CartTarget, type OrderedTodayPort } from './cart-lines.service.js';
import { closeVisitorCart } from './cart.repository.js';
import { optionsComplete, saleRulesOf, serverRules, stockRules } from './cart.rules.js';
import type { CartService } from './cart.service.js';

/**
 * What a login did with the visitor's cart: `capped` when a line was lowered to the account's
 * maximum or left out (the login answer then warns CART_MERGE_CAPPED).
 */
export interface MergeOutcome {
  merged: boolean;
  capped: boolean;
}

const NOTHING: MergeOutcome = { merged: false, capped: false };

/**
 * The merge at login (decision 0031): inside the login transaction, the visitor session's open
 * cart is added line by line to the account's open cart, each total checked with the account's
 * rules (daily maximum after today's orders, maxAcq, stock, line cap) and lowered to the nearest
 * allowed quantity when above them. The visitor cart is then closed (status 9), never deleted:
 * if the login rolls back, the visitor cart is as it was.
 */
export class CartMergeService {
  constructor(
    private readonly clock: Clock,
    private readonly carts: CartService,
    private readonly orderedToday: OrderedTodayPort,
  ) {}

  async mergeVisitorCart(tx: Tx, visitorSessionId: string, userId: number): Promise<MergeOutcome> {
    const visitor = await this.carts.openVisitorCart(tx, visitorSessionId);
    if (!visitor) return NOTHING;
    const lines = await items.itemsOf(tx, visitor.cartId);
    const account = await this.carts.target(tx, { userId });
    // The account's cart first (its row lock, then the visitor's: one order for every login).
    // A cart in payment takes no lines: the visitor cart stays open as it was, and the answer warns.
    if (lines.length > 0 && (await items.claimCart(tx, account.cartId, this.now())) === undefined)
      return { merged: false, capped: true };
    // The claim decides between two logins of the same session at once: one closes, one merges nothing.
    if (!(await closeVisitorCart(tx, visitor.cartId, this.now()))) return NOTHING;
    const bundles = await this.bundlesFor(
      tx,
      account.warehouseId,
      lines.map((l) => l.product_id),
    );
    let capped = false;
    for (const line of lines) {
      if (!(await this.mergeLine(tx, account, line, bundles.get(line.product_id)))) capped = true;
    }
    return { merged: lines.length > 0, capped };
  }

  /** Adds one visitor line to the account's cart; answers false when it was lowered or left out. */
  private async mergeLine(
    tx: Tx,
    account: CartTarget,
    v: items.CartItemRow,
    b: ProductBundle | undefined,
  ): Promise<boolean> {
    if (!b || b.row.available_milli <= 0 || !optionsComplete(b.options, paramsOf(v.params_json)))
      return false;
    const ordered =
      account.userId === null
        ? 0
        : await this.orderedToday.orderedTodayMilli(tx, account.userId, v.product_id, this.today());
    const rules = serverRules(saleRulesOf(b.row), ordered);
    const line = await items.lineOf(tx, account.cartId, v.product_id, v.params_json);
    const have = line?.quantity_milli ?? 0;
    const wanted = have + v.quantity_milli;
    const total = allowedTotal(rules, wanted, b.row.available_milli);
    // Nothing can be added on top of what the account's line already has.
    if (total === null || total <= have) return false;
    const at = this.now();
    const isPackage = isPackageQuantity(rules, total) ? 1 : 0;
    if (line && line.is_package === isPackage) {
      await items.setLineQuantity(tx, account.cartId, line.item_id, line.quantity_milli, total, at);
    } else if (line) {
      await replaceLine(tx, line, total, isPackage, at, line.use_wpid);
    } else {
      await items.upsertLine(
        tx,
        {
          cart_id: account.cartId,
          product_id: v.product_id,
          quantity_milli: total,
          is_package: isPackage,
          params_json: v.params_json,
          use_wpid: stillValidPromo(v.use_wpid, b),
          accept_alternatives: v.accept_alternatives,
          note: v.note,
          custom_weight_milli: v.custom_weight_milli,
          insertion_type_id: v.insertion_type_id,
        },
        at,
      );
    }
    return total === wanted;
  }

  private async bundlesFor(tx: Tx, warehouseId: number, ids: number[]) {
    const loaded = await this.carts.products.load(tx, ids, warehouseId, this.today());
    return new Map(loaded.map((b) => [b.row.product_id, b]));
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private today(): string {
    return shopDate(this.clock.now());
  }
}

/** The total itself when the rules and the stock allow it, else the nearest allowed below (or null). */
function allowedTotal(rules: SaleRules, wanted: number, availableMilli: number): number | null {
  if (validateQuantity(rules, wanted) === null && wanted <= availableMilli) return wanted;
  return nearestAllowed(stockRules(rules, availableMilli), wanted).lower;
}

function paramsOf(json: string): Record<string, string> {
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return { '': '' };
  }
}

/** The visitor's promotion choice, kept only if the account's warehouse still offers that promotion. */
function stillValidPromo(useWpid: number | null, b: ProductBundle): number | null {
  if (useWpid === null || useWpid === USE_WPID_NO) return useWpid;
  return b.promo?.selectable === 1 && b.promo.warehouse_promo_id === useWpid ? useWpid : null;
}
