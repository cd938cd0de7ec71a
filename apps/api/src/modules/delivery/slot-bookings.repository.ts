import type { DbOrTx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';
import { bookSlot, releaseSlot } from './timeslots.repository.js';

// A place in a slot belongs to an order through its booking row (migration 0009): the counter
// `timeslot.booked` moves only together with a row, so counters always equal their rows.

// Run by every buy with a slot: compiled once (db/precompiled.ts).
// Run by every buy with a slot: compiled once (db/precompiled.ts, decision 0115).
const insertBooking = compiledOnce(
  (k, { orderId, timeslotId, at }: { orderId: number; timeslotId: number; at: string }) =>
    k
      .insertInto('slot_booking')
      .values({ order_id: orderId, timeslot_id: timeslotId, created_at: at })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('order_id'),
);

/**
 * Takes a place in the slot for the order: the row, then the conditional increment. Answers false
 * when the slot is full; the caller's transaction must then roll back (the row goes with it).
 * Booking the same order twice is a no-op that answers true.
 */
export async function bookSlotForOrder(
  db: DbOrTx,
  timeslotId: number,
  orderId: number,
  at: string,
): Promise<boolean> {
  const [inserted] = await insertBooking(db, { orderId, timeslotId, at });
  if (!inserted) return true;
  return bookSlot(db, timeslotId);
}

/** Gives the order's place back: decrements only if a row was deleted, so it is idempotent. */
export async function releaseSlotOfOrder(db: DbOrTx, orderId: number): Promise<boolean> {
  const row = await db.kysely
    .deleteFrom('slot_booking')
    .where('order_id', '=', orderId)
    .returning('timeslot_id')
    .executeTakeFirst();
  if (!row) return false;
  await releaseSlot(db, row.timeslot_id);
  return true;
}
