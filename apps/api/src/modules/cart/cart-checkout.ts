import { CART_STATUS } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import * as items from './cart-items.repository.js';
import { CLOSED } from './cart.repository.js';

// What the checkout (modules/checkout) does to a cart: lock it at the version the shopper saw,
// read its lines, close it once ordered, or give it back. Each is one conditional update.

export interface LockedCart {
  cartId: number;
  userId: number;
  version: number;
}

/**
 * Locks the user's cart for payment (open or already locked -> locked), only at `version` when
 * given. The same row lock the cart's line changes take first, so on PostgreSQL a change either
 * committed before (and moved the version: refused here) or waits and then finds the cart locked.
 */
export async function lockAtVersion(
  db: DbOrTx,
  cartId: number,
  userId: number,
  at: string,
  version?: number,
): Promise<LockedCart | undefined> {
  let q = db.kysely
    .updateTable('cart')
    .set({ cart_status_id: CART_STATUS.locked, updated_at: at })
    .where('cart_id', '=', cartId)
    .where('user_id', '=', userId)
    .where('cart_status_id', 'in', [CART_STATUS.open, CART_STATUS.locked]);
  if (version !== undefined) q = q.where('version', '=', version);
  const row = await q.returning(['cart_id', 'user_id', 'version']).executeTakeFirst();
  // The update matched user_id = userId: an account's cart, never a visitor's (decision 0031).
  return row ? { cartId: row.cart_id, userId, version: row.version } : undefined;
}

/** The cart's owner, status and version (undefined: no such cart). */
export async function cartHead(db: DbOrTx, cartId: number) {
  return db.kysely
    .selectFrom('cart')
    .select(['cart_id', 'user_id', 'cart_status_id', 'version'])
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
}

/** The user's cart not yet closed: id, status and version. */
export async function currentCartHead(db: DbOrTx, userId: number) {
  return db.kysely
    .selectFrom('cart')
    .select(['cart_id', 'user_id', 'cart_status_id', 'version'])
    .where('user_id', '=', userId)
    .where('cart_status_id', '<>', CLOSED)
    .executeTakeFirst();
}

/** The lines as stored (the order copies item id, quantity, substitutes and note). */
export const cartLines = (db: DbOrTx, cartId: number) => items.itemsOf(db, cartId);

/** Locked -> closed, once its order exists. Answers whether it moved. */
export async function closeLocked(db: DbOrTx, cartId: number, at: string): Promise<boolean> {
  const r = await db.kysely
    .updateTable('cart')
    .set({ cart_status_id: CART_STATUS.closed, updated_at: at })
    .where('cart_id', '=', cartId)
    .where('cart_status_id', '=', CART_STATUS.locked)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Locked -> open again (the shopper left the checkout, or an order that a crash left unpaid was
 * undone). The version grows so a page that saw the locked cart reloads it.
 */
export async function reopenLocked(db: DbOrTx, cartId: number, at: string): Promise<boolean> {
  const r = await db.kysely
    .updateTable('cart')
    .set((eb) => ({ cart_status_id: CART_STATUS.open, version: eb('version', '+', 1), updated_at: at }))
    .where('cart_id', '=', cartId)
    .where('cart_status_id', '=', CART_STATUS.locked)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Carts locked for payment since before `before` (a checkout left half-way), oldest first. */
export async function lockedSince(db: DbOrTx, before: string, limit: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('cart')
    .select('cart_id')
    .where('cart_status_id', '=', CART_STATUS.locked)
    .where('updated_at', '<', before)
    .orderBy('cart_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.cart_id);
}
