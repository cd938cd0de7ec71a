import { describe, expect, it } from 'vitest';
import { inTransaction, type Tx } from '../src/db/transaction.js';
import { bookSlot, releaseSlot } from '../src/modules/delivery/index.js';
import { useTestApp } from './helpers/setup.js';

/**
 * Slot capacity is exact under concurrency (docs/architecture.md "Transactions"): bookSlot is one conditional
 * UPDATE. On PostgreSQL (TEST_DATABASE_URL) the bookings really run in parallel on the pool.
 */
const t = useTestApp();

let day = 0;
/** A fresh slot of store 11 (home delivery) with the given capacity. */
async function newSlot(capacity: number): Promise<number> {
  day += 1;
  const { timeslot_id } = await t.db.kysely
    .insertInto('timeslot')
    .values({
      store_id: 11,
      delivery_service_id: 2,
      slot_date: `2027-02-${String(day).padStart(2, '0')}`,
      begin_time: '10:00',
      end_time: '12:00',
      begins_at: '2027-02-01T09:00:00.000Z',
      cutoff_at: '2027-01-31T21:00:00.000Z',
      capacity,
      booked: 0,
    })
    .returning('timeslot_id')
    .executeTakeFirstOrThrow();
  return timeslot_id;
}

/** Each booking in its own transaction, as the checkout will do it. */
const inTrx = <T>(fn: (tx: Tx) => Promise<T>) => inTransaction(t.db, fn);

const booked = async (id: number) =>
  (
    await t.db.kysely
      .selectFrom('timeslot')
      .select('booked')
      .where('timeslot_id', '=', id)
      .executeTakeFirstOrThrow()
  ).booked;

describe(`bookSlot on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('20 parallel bookings on capacity 5: exactly 5 succeed', async () => {
    const id = await newSlot(5);
    const results = await Promise.all(Array.from({ length: 20 }, () => inTrx((db) => bookSlot(db, id))));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await booked(id)).toBe(5);
    expect(await bookSlot(t.db, id)).toBe(false);
  });

  it('never overbooks over repeated rounds of parallel bookings and releases', async () => {
    const id = await newSlot(7);
    for (let round = 0; round < 5; round++) {
      const ops = Array.from({ length: 30 }, (_, i) =>
        inTrx((db) => (i % 3 === 0 ? releaseSlot(db, id) : bookSlot(db, id))),
      );
      await Promise.all(ops);
      const n = await booked(id);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThanOrEqual(7);
    }
  });

  it('a booking rolled back with its order gives the place back', async () => {
    const id = await newSlot(1);
    await expect(
      inTrx(async (db) => {
        expect(await bookSlot(db, id)).toBe(true);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await booked(id)).toBe(0);
  });

  it('releaseSlot gives places back and never goes below zero', async () => {
    const id = await newSlot(2);
    expect(await bookSlot(t.db, id)).toBe(true);
    expect(await releaseSlot(t.db, id)).toBe(true);
    expect(await releaseSlot(t.db, id)).toBe(false);
    expect(await booked(id)).toBe(0);
    expect(await bookSlot(t.db, 999_999)).toBe(false);
  });

  it('the database itself refuses a slot over capacity', async () => {
    const id = await newSlot(1);
    await expect(
      t.db.kysely.updateTable('timeslot').set({ booked: 2 }).where('timeslot_id', '=', id).execute(),
    ).rejects.toThrow();
  });
});
