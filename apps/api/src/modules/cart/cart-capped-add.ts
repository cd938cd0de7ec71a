import {
  isPackageQuantity,
  nearestAllowed,
  USE_WPID_NO,
  validateQuantity,
  type SaleRules,
} from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { ProductBundle } from '../catalogue/index.js';
import * as items from './cart-items.repository.js';
import { replaceLine, type CartTarget } from './cart-lines.service.js';
import { optionsComplete, saleRulesOf, serverRules, stockRules } from './cart.rules.js';

/** A line arriving from elsewhere (a visitor's cart, a shopping list), in the cart's own terms. */
export type IncomingLine = Pick<
  items.CartItemRow,
  | 'product_id'
  | 'quantity_milli'
  | 'params_json'
  | 'use_wpid'
  | 'accept_alternatives'
  | 'note'
  | 'custom_weight_milli'
  | 'insertion_type_id'
>;

/**
 * What became of an incoming line: added whole, capped (lowered to the nearest allowed total), or
 * unavailable (not sold here, out of stock, options missing, or nothing more can be added).
 */
export interface CappedAdd {
  outcome: 'added' | 'capped' | 'unavailable';
  /** Thousandths actually added to the cart's line. */
  addedMilli: number;
}

const UNAVAILABLE: CappedAdd = { outcome: 'unavailable', addedMilli: 0 };

/**
 * Adds a line to a cart the caller has already claimed (the cart row's lock is held), checking the
 * new total with the account's rules (daily maximum after today's orders, maxAcq, stock, line
 * cap) and lowering it to the nearest allowed total instead of refusing. Used by the login merge
 * (decision 0031) and by cart/add-all-from-wishlist (decision 0047).
 */
export async function addCappedLine(
  tx: DbOrTx,
  cart: CartTarget,
  v: IncomingLine,
  b: ProductBundle | undefined,
  orderedTodayMilli: number,
  at: string,
): Promise<CappedAdd> {
  if (!b || b.row.available_milli <= 0 || !optionsComplete(b.options, paramsOf(v.params_json)))
    return UNAVAILABLE;
  const rules = serverRules(saleRulesOf(b.row), orderedTodayMilli);
  const line = await items.lineOf(tx, cart.cartId, v.product_id, v.params_json);
  const have = line?.quantity_milli ?? 0;
  const wanted = have + v.quantity_milli;
  const total = allowedTotal(rules, wanted, b.row.available_milli);
  // Nothing can be added on top of what the cart's line already has.
  if (total === null || total <= have) return UNAVAILABLE;
  const isPackage = isPackageQuantity(rules, total) ? 1 : 0;
  if (line && line.is_package === isPackage) {
    await items.setLineQuantity(tx, {
      cartId: cart.cartId,
      itemId: line.item_id,
      from: line.quantity_milli,
      to: total,
      at,
    });
  } else if (line) {
    await replaceLine(tx, line, total, isPackage, at, line.use_wpid);
  } else {
    await items.upsertLine(tx, {
      cart_id: cart.cartId,
      product_id: v.product_id,
      quantity_milli: total,
      is_package: isPackage,
      params_json: v.params_json,
      use_wpid: stillValidPromo(v.use_wpid, b),
      accept_alternatives: v.accept_alternatives,
      note: v.note,
      custom_weight_milli: v.custom_weight_milli,
      insertion_type_id: v.insertion_type_id,
      at,
    });
  }
  return { outcome: total === wanted ? 'added' : 'capped', addedMilli: total - have };
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

/** The incoming promotion choice, kept only if this warehouse still offers that promotion. */
function stillValidPromo(useWpid: number | null, b: ProductBundle): number | null {
  if (useWpid === null || useWpid === USE_WPID_NO) return useWpid;
  return b.promo?.selectable === 1 && b.promo.warehouse_promo_id === useWpid ? useWpid : null;
}
