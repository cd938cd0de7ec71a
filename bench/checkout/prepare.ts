// Builds the checkout benchmark database: the demo shop, one roomy slot of store 11 and a pool of
// accounts each logged in (a session) with a cart ready to buy (home address in Milano, the slot,
// three lines). Every buy closes its cart, so each request takes the next account of the pool.
// Writes the session tokens beside the database: `<file>.tokens.json`, one flat array.
import fs from 'node:fs';
import { sql } from 'kysely';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedDemo } from '../../apps/api/src/db/demo.js';
import { shopDate } from '../../apps/api/src/lib/clock.js';
import { insertReadyCart } from '../../apps/api/test/helpers/ready-cart.js';
import { insertBenchCustomer } from '../lib/accounts.js';

const [file, accounts] = [process.argv[2]!, Number(process.argv[3] ?? 1000)];
// BENCH_DATABASE_URL: the PostgreSQL database the run created (bench/lib/database.mjs); the files
// beside it are still written next to `file`.
const db = createDatabase(process.env.BENCH_DATABASE_URL || `sqlite:${file}`);
await migrate(db);
await seedDemo(db, { today: shopDate(new Date()) });
const at = new Date().toISOString();
const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
const slotDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const store = await db.kysely
  .selectFrom('store')
  .select('warehouse_id')
  .where('store_id', '=', 11)
  .executeTakeFirstOrThrow();
const tokens: string[] = [];
// BENCH_SLOTS (default 1): the accounts spread round robin over that many slots of the same day
// (one an hour back from 21:00). One slot is the default and the figure of the table: every buy
// then updates the same timeslot row, which on PostgreSQL the buys take in turn (phase 1 holds its
// lock until it commits); several slots show what that costs.
const SLOTS = Number(process.env.BENCH_SLOTS ?? 1);
if (!(SLOTS >= 1 && SLOTS <= 10)) throw new Error(`BENCH_SLOTS=${process.env.BENCH_SLOTS}: 1 to 10`);
await db.kysely.transaction().execute(async (trx) => {
  const slots: number[] = [];
  for (let n = 0; n < SLOTS; n++) {
    const hour = 21 - n;
    const { timeslot_id } = await trx
      .insertInto('timeslot')
      .values({
        store_id: 11,
        delivery_service_id: 2,
        slot_date: slotDate,
        begin_time: `${String(hour).padStart(2, '0')}:00`,
        end_time: `${String(hour + 1).padStart(2, '0')}:00`,
        begins_at: `${slotDate}T${String(hour - 1).padStart(2, '0')}:00:00.000Z`,
        cutoff_at: `${slotDate}T08:00:00.000Z`,
        capacity: 1_000_000,
        booked: 0,
      })
      .returning('timeslot_id')
      .executeTakeFirstOrThrow();
    slots.push(timeslot_id);
  }
  for (let i = 0; i < accounts; i++) {
    const user_id = await insertBenchCustomer(trx, {
      email: `checkout${i}@example.com`,
      passwordHash: '!',
      lastName: `Prova ${i}`,
      at,
    });
    const { token } = await insertReadyCart(
      { kysely: trx },
      {
        userId: user_id,
        at,
        expires,
        slot: { timeslotId: slots[i % SLOTS]!, date: slotDate },
        warehouseId: store.warehouse_id,
      },
    );
    tokens.push(token);
  }
});
// A shop's PostgreSQL has its planner statistics (autovacuum's analyze); a database just filled
// has none until autovacuum comes round, so they are taken now.
if (db.dialect === 'postgres') await sql`analyze`.execute(db.kysely);
fs.writeFileSync(`${file}.tokens.json`, JSON.stringify(tokens));
await db.close();
console.log(`${accounts} ready carts in ${file}`);
