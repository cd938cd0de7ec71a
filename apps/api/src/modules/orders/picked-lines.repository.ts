import { sql } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';

/**
 * For the picking module's scans (decision 0123): what was picked of a line grows or shrinks by
 * one conditional update, never read-then-write. `deltaMilli` is added to the prepared quantity
 * (nothing recorded counts as 0) only while the result stays within [0, maxMilli]; the update
 * answers the new quantity, or undefined when the line is not there or the bound refused it. On
 * PostgreSQL the row stays locked until the commit, so a second scan of the line waits and then
 * adds to this one's result: two pickers never count the same piece twice.
 */
export async function addPickedMilli(
  db: DbOrTx,
  orderId: number,
  itemId: number,
  deltaMilli: number,
  maxMilli: number,
): Promise<number | undefined> {
  const next = sql<number>`coalesce(prepared_quantity_milli, 0) + ${deltaMilli}`;
  const row = await db.kysely
    .updateTable('order_line')
    .set({ prepared_quantity_milli: next })
    .where('order_id', '=', orderId)
    .where('item_id', '=', itemId)
    .where(next, '>=', 0)
    .where(next, '<=', maxMilli)
    .returning('prepared_quantity_milli')
    .executeTakeFirst();
  return row?.prepared_quantity_milli ?? undefined;
}

/**
 * What was picked of a line and its amount, written after `addPickedMilli` in the same transaction
 * (the row is still the caller's); null and null: not recorded (ready counts it as ordered).
 */
export async function setPickedAmount(
  db: DbOrTx,
  orderId: number,
  itemId: number,
  milli: number | null,
  cents: number | null,
): Promise<void> {
  await db.kysely
    .updateTable('order_line')
    .set({ prepared_quantity_milli: milli, prepared_cents: cents })
    .where('order_id', '=', orderId)
    .where('item_id', '=', itemId)
    .execute();
}
