import type { Selectable, Updateable } from 'kysely';
import { CART_STATUS } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import type { CartTable } from '../../db/schema.js';

export type CartRow = Selectable<CartTable>;
export type CartDeliveryColumns = Pick<
  Updateable<CartTable>,
  'delivery_service_id' | 'address_id' | 'store_id' | 'warehouse_id' | 'timeslot_id' | 'timeslot_date'
>;

/** The user's cart not yet closed (at most one: unique partial index cart_open_user_idx). */
export async function openCartOf(db: Db, userId: number): Promise<CartRow | undefined> {
  return db.kysely
    .selectFrom('cart')
    .selectAll()
    .where('user_id', '=', userId)
    .where('cart_status_id', '<>', CART_STATUS.closed)
    .executeTakeFirst();
}

/**
 * Creates the user's open cart unless there is one. Two first requests at once both try; the
 * unique index lets one insert and the other do nothing, and both then read the same cart.
 */
export async function ensureOpenCart(db: Db, userId: number, at: string): Promise<CartRow> {
  await db.kysely
    .insertInto('cart')
    .values({ user_id: userId, cart_status_id: CART_STATUS.open, created_at: at, updated_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const cart = await openCartOf(db, userId);
  if (!cart) throw new Error(`open cart of user ${userId} not found after insert`);
  return cart;
}

export async function updateCartDelivery(
  db: Db,
  cartId: number,
  columns: CartDeliveryColumns,
  at: string,
): Promise<void> {
  await db.kysely
    .updateTable('cart')
    .set({ ...columns, updated_at: at })
    .where('cart_id', '=', cartId)
    .execute();
}

/** The warehouse that prices the user's catalogue: the open cart's, once chosen. */
export async function openCartWarehouse(db: Db, userId: number): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('cart')
    .select('warehouse_id')
    .where('user_id', '=', userId)
    .where('cart_status_id', '<>', CART_STATUS.closed)
    .executeTakeFirst();
  return row?.warehouse_id ?? null;
}
