import { CART_STATUS } from '@spesa/domain';
import { precompiled } from '../../db/precompiled.js';
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
  const [row] =
    version === undefined
      ? await lockCart(db, at, cartId, userId)
      : await lockCartAtVersion(db, at, cartId, userId, version);
  // The update matched user_id = userId: an account's cart, never a visitor's (decision 0031).
  return row ? { cartId: row.cart_id, userId, version: row.version } : undefined;
}

// Run by every buy: compiled once (db/precompiled.ts, decision 0067).
const lockCart = precompiled((k, at: string, cartId: number, userId: number) =>
  k
    .updateTable('cart')
    .set({ cart_status_id: CART_STATUS.locked, updated_at: at })
    .where('cart_id', '=', cartId)
    .where('user_id', '=', userId)
    .where('cart_status_id', 'in', [CART_STATUS.open, CART_STATUS.locked])
    .returning(['cart_id', 'user_id', 'version']),
);
const lockCartAtVersion = precompiled((k, at: string, cartId: number, userId: number, version: number) =>
  k
    .updateTable('cart')
    .set({ cart_status_id: CART_STATUS.locked, updated_at: at })
    .where('cart_id', '=', cartId)
    .where('user_id', '=', userId)
    .where('cart_status_id', 'in', [CART_STATUS.open, CART_STATUS.locked])
    .where('version', '=', version)
    .returning(['cart_id', 'user_id', 'version']),
);

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
  return (await currentHeadOf(db, userId))[0];
}

const currentHeadOf = precompiled((k, userId: number) =>
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
  return (await closeLockedCart(db, at, cartId)).length === 1;
}

const closeLockedCart = precompiled((k, at: string, cartId: number) =>
  k
    .updateTable('cart')
    .set({ cart_status_id: CART_STATUS.closed, updated_at: at })
    .where('cart_id', '=', cartId)
    .where('cart_status_id', '=', CART_STATUS.locked)
    .returning('cart_id'),
);

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

// ---- order/modify (decision 0057): the order's own cart reopened, and put back if abandoned ----

/** cart_info properties the modify writes (never settable by cart/update-cart-info). */
export const MODIFIED_ORDER_INFO = 'modified_order_id';
export const MODIFY_CUTOFF_INFO = 'modify_cutoff_at';
export const MODIFY_PAYMENT_INFO = 'modify_payment_type_id';
const MODIFY_INFOS = [MODIFIED_ORDER_INFO, MODIFY_CUTOFF_INFO, MODIFY_PAYMENT_INFO];

/** The cart's lines and properties as stored: what "Annulla modifiche" puts back. */
export interface CartSnapshot {
  items: items.CartItemRow[];
  infos: Record<string, string>;
}

/** Closed -> open again for the order being modified; the version grows. Answers whether it moved. */
export async function reopenClosed(db: DbOrTx, cartId: number, userId: number, at: string): Promise<boolean> {
  const r = await db.kysely
    .updateTable('cart')
    .set((eb) => ({ cart_status_id: CART_STATUS.open, version: eb('version', '+', 1), updated_at: at }))
    .where('cart_id', '=', cartId)
    .where('user_id', '=', userId)
    .where('cart_status_id', '=', CART_STATUS.closed)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
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
  const r = await db.kysely
    .updateTable('cart')
    .set({ cart_status_id: CART_STATUS.closed, updated_at: at })
    .where('cart_id', '=', cartId)
    .where('version', '=', version)
    .where('cart_status_id', '<>', CART_STATUS.closed)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Open or locked -> closed (a modify given up). */
export async function closeAny(db: DbOrTx, cartId: number, at: string): Promise<void> {
  await db.kysely
    .updateTable('cart')
    .set((eb) => ({ cart_status_id: CART_STATUS.closed, version: eb('version', '+', 1), updated_at: at }))
    .where('cart_id', '=', cartId)
    .where('cart_status_id', '<>', CART_STATUS.closed)
    .execute();
}

export async function snapshotOf(db: DbOrTx, cartId: number): Promise<CartSnapshot> {
  const infos = await items.cartInfosOf(db, cartId);
  for (const k of MODIFY_INFOS) delete infos[k];
  return { items: await items.itemsOf(db, cartId), infos };
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

/**
 * What the cart answer carries so the cart and checkout pages can say which order is being
 * modified, until when, and with which payment type (it stays the order's).
 */
export async function markModifying(
  db: DbOrTx,
  cartId: number,
  order: { orderId: number; cutoffAt: string; paymentTypeId: number },
) {
  await items.setCartInfo(db, cartId, MODIFIED_ORDER_INFO, String(order.orderId));
  await items.setCartInfo(db, cartId, MODIFY_CUTOFF_INFO, order.cutoffAt);
  await items.setCartInfo(db, cartId, MODIFY_PAYMENT_INFO, String(order.paymentTypeId));
}

export async function unmarkModifying(db: DbOrTx, cartId: number) {
  await db.kysely
    .deleteFrom('cart_info')
    .where('cart_id', '=', cartId)
    .where('property', 'in', MODIFY_INFOS)
    .execute();
}
