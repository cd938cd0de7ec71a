import type { Tx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { addCappedLine, type CappedAdd } from './cart-capped-add.js';
import * as items from './cart-items.repository.js';
import type { CartTarget, OrderedTodayPort } from './cart-lines.service.js';
import type { CartService } from './cart.service.js';

/** One line to add: `key` is the caller's (a list's itemId), handed back with the outcome. */
export interface BulkLine {
  key: number;
  productId: number;
  quantityMilli: number;
  paramsJson: string;
}

export interface BulkAdd {
  cart: CartTarget;
  results: Array<CappedAdd & { key: number }>;
}

/**
 * Adds many lines to the customer's open cart in the caller's transaction (cart/add-all-from-
 * wishlist, decision 0047): the cart is claimed first, each line is added whole or capped to what
 * the rules allow, or left out as unavailable. A cart in payment refuses the whole call; any
 * error rolls everything back with the caller's transaction, so the add is never half done.
 */
export class CartBulkAddService {
  constructor(
    private readonly clock: Clock,
    private readonly carts: CartService,
    private readonly orderedToday: OrderedTodayPort,
  ) {}

  async addAll(tx: Tx, userId: number, lines: BulkLine[]): Promise<BulkAdd> {
    const cart = await this.carts.target(tx, { userId });
    const at = this.clock.now().toISOString();
    if ((await items.claimCart(tx, cart.cartId, at)) === undefined) throw new AppError('CART_LOCKED');
    const today = shopDate(this.clock.now());
    const ids = [...new Set(lines.map((l) => l.productId))];
    const bundles = new Map(
      (await this.carts.products.load(tx, ids, cart.warehouseId, today)).map((b) => [b.row.product_id, b]),
    );
    const results: BulkAdd['results'] = [];
    for (const l of lines) {
      const b = bundles.get(l.productId);
      const ordered = b ? await this.orderedToday.orderedTodayMilli(tx, userId, l.productId, today) : 0;
      const incoming = {
        product_id: l.productId,
        quantity_milli: l.quantityMilli,
        params_json: l.paramsJson,
        use_wpid: null,
        accept_alternatives: 0,
        note: null,
        custom_weight_milli: null,
        insertion_type_id: 1,
      };
      results.push({ key: l.key, ...(await addCappedLine(tx, cart, incoming, b, ordered, at)) });
    }
    return { cart, results };
  }
}
