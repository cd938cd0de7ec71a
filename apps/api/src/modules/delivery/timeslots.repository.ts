import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import { compiledOnce } from '../../db/precompiled.js';
import type { TimeslotTable } from '../../db/schema.js';
import type { PlannedSlot, SlotTemplate } from './timeslots.rules.js';

export type TimeslotRow = Selectable<TimeslotTable>;

export async function templatesFor(db: DbOrTx, storeId: number, serviceId: number): Promise<SlotTemplate[]> {
  const rows = await db.kysely
    .selectFrom('timeslot_template')
    .select(['weekday', 'begin_time', 'end_time', 'capacity', 'cutoff_minutes'])
    .where('store_id', '=', storeId)
    .where('delivery_service_id', '=', serviceId)
    .execute();
  return rows.map((r) => ({
    weekday: r.weekday,
    beginTime: r.begin_time,
    endTime: r.end_time,
    capacity: r.capacity,
    cutoffMinutes: r.cutoff_minutes,
  }));
}

/** Dates from..to (inclusive) on which the store is closed: its own closures and national holidays. */
export async function closedDates(
  db: DbOrTx,
  storeId: number,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('shop_closure')
    .select('closure_date')
    .where('closure_date', '>=', from)
    .where('closure_date', '<=', to)
    .where((eb) => eb.or([eb('store_id', 'is', null), eb('store_id', '=', storeId)]))
    .execute();
  return new Set(rows.map((r) => r.closure_date));
}

/**
 * Inserts the planned slots that do not exist yet. The unique key (store, service, date, begin)
 * makes this idempotent and safe when two instances materialise the same days at once; existing
 * slots keep their capacity and bookings.
 */
export async function insertMissingSlots(
  db: DbOrTx,
  storeId: number,
  serviceId: number,
  planned: readonly PlannedSlot[],
): Promise<void> {
  // 10 columns: 300 rows stay far below both dialects' bound-parameter limits.
  for (let i = 0; i < planned.length; i += 300) {
    const rows = planned.slice(i, i + 300).map((p) => ({
      store_id: storeId,
      delivery_service_id: serviceId,
      slot_date: p.slotDate,
      begin_time: p.beginTime,
      end_time: p.endTime,
      begins_at: p.beginsAt,
      cutoff_at: p.cutoffAt,
      capacity: p.capacity,
      booked: 0,
    }));
    await db.kysely
      .insertInto('timeslot')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['store_id', 'delivery_service_id', 'slot_date', 'begin_time']).doNothing(),
      )
      .execute();
  }
}

export async function slotsBetween(
  db: DbOrTx,
  storeId: number,
  serviceId: number,
  from: string,
  to: string,
): Promise<TimeslotRow[]> {
  return db.kysely
    .selectFrom('timeslot')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('delivery_service_id', '=', serviceId)
    .where('slot_date', '>=', from)
    .where('slot_date', '<=', to)
    .orderBy('slot_date')
    .orderBy('begin_time')
    .execute();
}

export async function slotById(db: DbOrTx, timeslotId: number): Promise<TimeslotRow | undefined> {
  return (await slotOfId(db, { timeslotId }))[0];
}

// Read by every cart answer and buy: compiled once (db/precompiled.ts, decisions 0067, 0115).
const slotOfId = compiledOnce((k, { timeslotId }: { timeslotId: number }) =>
  k.selectFrom('timeslot').selectAll().where('timeslot_id', '=', timeslotId),
);

/**
 * Takes one place in the slot if one is left: a single conditional UPDATE, so concurrent bookings
 * can never overbook (docs/architecture.md "Transactions"). Call it inside the order's transaction.
 */
export async function bookSlot(db: DbOrTx, timeslotId: number): Promise<boolean> {
  return (await takePlace(db, { timeslotId })).length === 1;
}

// Run by every buy with a slot: compiled once (db/precompiled.ts); the row returned says it moved.
const takePlace = compiledOnce((k, { timeslotId }: { timeslotId: number }) =>
  k
    .updateTable('timeslot')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('timeslot_id', '=', timeslotId)
    .where((eb) => eb('booked', '<', eb.ref('capacity')))
    .returning('timeslot_id'),
);

/** Gives a place back (order cancelled); never goes below zero. */
export async function releaseSlot(db: DbOrTx, timeslotId: number): Promise<boolean> {
  const r = await db.kysely
    .updateTable('timeslot')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('timeslot_id', '=', timeslotId)
    .where('booked', '>', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
