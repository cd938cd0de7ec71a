import type { Tx } from '../../db/transaction.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import type { ProductBundle } from '../catalogue/index.js';
import * as items from './cart-items.repository.js';
import type { CartTarget, OrderedTodayPort } from './cart-lines.service.js';
import { addCappedLine } from './cart-capped-add.js';
import { closeVisitorCart } from './cart.repository.js';
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
    const ordered =
      !b || account.userId === null
        ? 0
        : await this.orderedToday.orderedTodayMilli(tx, account.userId, v.product_id, this.today());
    return (await addCappedLine(tx, account, v, b, ordered, this.now())).outcome === 'added';
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
