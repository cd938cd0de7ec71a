import { CART_STATUS } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';
import * as items from './cart-items.repository.js';
import { CLOSED, moveCartToStatus } from './cart.repository.js';

// What the checkout (modules/checkout) does to a cart: lock it at the version the shopper saw,
// read its lines, close it once ordered, or give it back. Each status change is one conditional
// update through the cart's one status writer, `moveCartToStatus` (decision 0103).

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
  const row = await moveCartToStatus(db, cartId, CART_STATUS.locked, {
    at,
    onlyFrom: [CART_STATUS.open, CART_STATUS.locked],
    owner: userId,
    atVersion: version,
  });
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
  return (await currentHeadOf(db, { userId }))[0];
}

// Read by every buy: compiled once (db/precompiled.ts, decision 0115).
const currentHeadOf = compiledOnce((k, { userId }: { userId: number }) =>
  k
    .selectFrom('cart')
    .select(['cart_id', 'user_id', 'cart_status_id', 'version'])
    .where('user_id', '=', userId)
    .where('cart_status_id', '<>', CLOSED),
);

/** The lines as stored (the order copies item id, quantity, substitutes and note). */
export const cartLines = (db: DbOrTx, cartId: number) => items.itemsOf(db, cartId);

/** Locked -> closed, once its order exists. Answers whether it moved. */
export async function closeLocked(db: DbOrTx, cartId: number, at: string): Promise<boolean> {
  return (
    (await moveCartToStatus(db, cartId, CART_STATUS.closed, { at, onlyFrom: [CART_STATUS.locked] })) !==
    undefined
  );
}

/**
 * Locked -> open again (the shopper left the checkout, or an order that a crash left unpaid was
 * undone). The version grows so a page that saw the locked cart reloads it.
 */
export async function reopenLocked(db: DbOrTx, cartId: number, at: string): Promise<boolean> {
  const reopened = await moveCartToStatus(db, cartId, CART_STATUS.open, {
    at,
    onlyFrom: [CART_STATUS.locked],
    growVersion: true,
  });
  return reopened !== undefined;
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

// ---- order/modify (decision 0057): the order's own cart reopened, and put back if abandoned ----

/** The cart's lines and properties as stored: what "Annulla modifiche" puts back. */
export interface CartSnapshot {
  items: items.CartItemRow[];
  infos: Record<string, string>;
}

/** Closed -> open again for the order being modified; the version grows. Answers whether it moved. */
export async function reopenClosed(db: DbOrTx, cartId: number, userId: number, at: string): Promise<boolean> {
  const reopened = await moveCartToStatus(db, cartId, CART_STATUS.open, {
    at,
    onlyFrom: [CART_STATUS.closed],
    owner: userId,
    growVersion: true,
  });
  return reopened !== undefined;
}

/**
 * Closes the shopper's other cart when it holds no line, at the version read (a line added
 * meanwhile moved the version, so the update finds nothing). Answers whether it was closed.
 */
export async function closeIfEmpty(
  db: DbOrTx,
  cartId: number,
  version: number,
  at: string,
): Promise<boolean> {
  if ((await items.itemsOf(db, cartId)).length > 0) return false;
  return (await moveCartToStatus(db, cartId, CART_STATUS.closed, { at, atVersion: version })) !== undefined;
}

/** Open or locked -> closed (a modify given up). */
export async function closeAny(db: DbOrTx, cartId: number, at: string): Promise<void> {
  await moveCartToStatus(db, cartId, CART_STATUS.closed, { at, growVersion: true });
}

export async function snapshotOf(db: DbOrTx, cartId: number): Promise<CartSnapshot> {
  return { items: await items.itemsOf(db, cartId), infos: await items.cartInfosOf(db, cartId) };
}

/** Puts the lines and properties back as in the snapshot (same item ids, so the order's lines match). */
export async function restoreSnapshot(db: DbOrTx, cartId: number, snap: CartSnapshot): Promise<void> {
  await db.kysely.deleteFrom('cart_item').where('cart_id', '=', cartId).execute();
  for (let i = 0; i < snap.items.length; i += 100)
    await db.kysely
      .insertInto('cart_item')
      .values(snap.items.slice(i, i + 100))
      .execute();
  await db.kysely.deleteFrom('cart_info').where('cart_id', '=', cartId).execute();
  const infos = Object.entries(snap.infos).map(([property, value]) => ({ cart_id: cartId, property, value }));
  if (infos.length > 0) await db.kysely.insertInto('cart_info').values(infos).execute();
}
