// Builds the checkout benchmark database: the demo shop, one roomy slot of store 11 and, per
// shopper, a pool of accounts each logged in (a session) with a cart ready to buy (home address in
// Milano, the slot, three lines). Every buy closes its cart, so each request takes the next account.
// Writes the session tokens beside the database: `<file>.tokens.json`, one array per shopper.
import fs from 'node:fs';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedDemo } from '../../apps/api/src/db/demo.js';
import { hashToken, newToken } from '../../apps/api/src/modules/accounts/crypto.js';

const [file, shoppers, pool] = [
  process.argv[2]!,
  Number(process.argv[3] ?? 50),
  Number(process.argv[4] ?? 200),
];
const db = createDatabase(`sqlite:${file}`);
await migrate(db);
await seedDemo(db);
const at = new Date().toISOString();
const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
const slotDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const store = await db.kysely
  .selectFrom('store')
  .select('warehouse_id')
  .where('store_id', '=', 11)
  .executeTakeFirstOrThrow();
const tokens: string[][] = [];
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
  for (let s = 0; s < shoppers; s++) {
    const own: string[] = [];
    for (let i = 0; i < pool; i++) {
      const { user_id } = await trx
        .insertInto('user_account')
        .values({
          email: `checkout${s}.${i}@example.com`,
          password_hash: '!',
          user_type_id: 1,
          first_name: 'Cliente',
          last_name: `Prova ${s}.${i}`,
          fiscal_code: null,
          phone: '3331234567',
          mfa_enabled: 0,
          beta_tester: 0,
          confirmed_at: at,
          created_at: at,
          updated_at: at,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      const token = newToken();
      await trx
        .insertInto('session')
        .values({
          session_id: hashToken(token),
          user_id,
          created_at: at,
          last_seen_at: at,
          idle_expires_at: expires,
          absolute_expires_at: expires,
          remember_me: 1,
          revoked_at: null,
          ip: '127.0.0.1',
          user_agent: null,
        })
        .execute();
      const { address_id } = await trx
        .insertInto('address')
        .values({
          address_type_id: 2,
          user_id,
          store_id: null,
          zone_id: 6,
          address_name: 'Casa',
          address1: 'Via Dante',
          address_number: '12',
          city: 'Milano',
          province: 'MI',
          postalcode: '20121',
          phone: '3331234567',
          doorbell: null,
          notes: null,
          latitude: null,
          longitude: null,
          validated: 1,
          active: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('address_id')
        .executeTakeFirstOrThrow();
      const { cart_id } = await trx
        .insertInto('cart')
        .values({
          user_id,
          cart_status_id: 1,
          delivery_service_id: 2,
          address_id,
          store_id: 11,
          warehouse_id: store.warehouse_id,
          timeslot_id,
          timeslot_date: slotDate,
          created_at: at,
          updated_at: at,
        })
        .returning('cart_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('cart_item')
        .values(
          [
            [21, 2000],
            [69, 1000],
            [1, 500],
          ].map(([product_id, quantity_milli]) => ({
            cart_id,
            product_id: product_id!,
            quantity_milli: quantity_milli!,
            is_package: 0,
            params_json: '{}',
            use_wpid: null,
            accept_alternatives: 0,
            note: null,
            custom_weight_milli: null,
            insertion_type_id: 1,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      own.push(token);
    }
    tokens.push(own);
  }
});
fs.writeFileSync(`${file}.tokens.json`, JSON.stringify(tokens));
await db.close();
console.log(`${shoppers} shoppers with ${pool} ready carts each in ${file}`);
