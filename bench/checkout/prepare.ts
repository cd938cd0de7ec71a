// Builds the checkout benchmark database: the demo shop, one roomy slot of store 11 and a pool of
// accounts each logged in (a session) with a cart ready to buy (home address in Milano, the slot,
// three lines). Every buy closes its cart, so each request takes the next account of the pool.
// Writes the session tokens beside the database: `<file>.tokens.json`, one flat array.
import fs from 'node:fs';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedDemo } from '../../apps/api/src/db/demo.js';
import { shopDate } from '../../apps/api/src/lib/clock.js';
import { insertReadyCart } from '../../apps/api/test/helpers/ready-cart.js';
import { insertBenchCustomer } from '../lib/accounts.js';

const [file, accounts] = [process.argv[2]!, Number(process.argv[3] ?? 1000)];
const db = createDatabase(`sqlite:${file}`);
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
await db.kysely.transaction().execute(async (trx) => {
  const { timeslot_id } = await trx
    .insertInto('timeslot')
    .values({
      store_id: 11,
      delivery_service_id: 2,
      slot_date: slotDate,
      begin_time: '21:00',
      end_time: '22:00',
      begins_at: `${slotDate}T20:00:00.000Z`,
      cutoff_at: `${slotDate}T08:00:00.000Z`,
      capacity: 1_000_000,
      booked: 0,
    })
    .returning('timeslot_id')
    .executeTakeFirstOrThrow();
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
        slot: { timeslotId: timeslot_id, date: slotDate },
        warehouseId: store.warehouse_id,
      },
    );
    tokens.push(token);
  }
});
fs.writeFileSync(`${file}.tokens.json`, JSON.stringify(tokens));
await db.close();
console.log(`${accounts} ready carts in ${file}`);
