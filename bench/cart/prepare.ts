// Builds the cart benchmark database: the demo shop plus N shoppers (password 'Spesa2026!') with
// their past, closed carts, and writes beside it the products the shoppers add (pieces, no limits,
// no options), with their stock raised to a full line so that only the line cap (999 pieces)
// bounds how many adds are accepted.
// With a third argument `sessions` (the real-client mode, which has thousands of shoppers), each
// shopper also gets a session written straight in the database, as a login makes it, and the
// tokens are written beside the database: `<file>.tokens.json`, shopper n's at index n - 1.
import fs from 'node:fs';
import { sql } from 'kysely';
import { CART_LINE_MAX_MILLI, CART_STATUS } from '@spesa/domain';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedDemo } from '../../apps/api/src/db/demo.js';
import { shopDate } from '../../apps/api/src/lib/clock.js';
import { DEFAULT_DISCLAIMERS } from '../../apps/api/src/db/migrations/0002_accounts.disclaimers.js';
import { hashPassword } from '../../apps/api/src/modules/accounts/index.js';
import { insertBenchCustomer, insertBenchSession } from '../lib/accounts.js';

const [file, count, sessions] = [
  process.argv[2]!,
  Number(process.argv[3] ?? 50),
  process.argv[4] === 'sessions',
];
// BENCH_DATABASE_URL: the PostgreSQL database the run created (bench/lib/database.mjs); the files
// beside it are still written next to `file`.
const db = createDatabase(process.env.BENCH_DATABASE_URL || `sqlite:${file}`);
await migrate(db);
await seedDemo(db, { today: shopDate(new Date()) });
// Every order leaves its cart closed: a shop's cart table is mostly closed carts, which the reads
// and claims of the open ones must not walk through (decision 0055).
const CLOSED_CARTS_EACH = Number(process.env.BENCH_CLOSED_CARTS ?? 200);
const hash = await hashPassword('Spesa2026!');
const at = new Date().toISOString();
const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
const tokens: string[] = [];
for (let i = 1; i <= count; i++) {
  const user_id = await insertBenchCustomer(db.kysely, {
    email: `bench${i}@example.com`,
    passwordHash: hash,
    lastName: `Prova ${i}`,
    at,
  });
  await db.kysely
    .insertInto('user_disclaimer')
    .values(
      DEFAULT_DISCLAIMERS.map((d) => ({
        user_id,
        registration_disclaimer_id: d.registration_disclaimer_id,
        accepted: d.required,
        recorded_at: at,
        source: 'registration',
      })),
    )
    .execute();
  if (sessions) {
    tokens.push(await insertBenchSession(db.kysely, { userId: user_id, at, expires }));
  }
  const closed = { user_id, cart_status_id: CART_STATUS.closed, created_at: at, updated_at: at };
  for (let done = 0; done < CLOSED_CARTS_EACH; done += 100)
    await db.kysely
      .insertInto('cart')
      .values(Array.from({ length: Math.min(100, CLOSED_CARTS_EACH - done) }, () => closed))
      .execute();
}
const products = await db.kysely
  .selectFrom('product as p')
  .innerJoin('product_warehouse as pw', 'pw.product_id', 'p.product_id')
  .select('p.product_id')
  .where('pw.warehouse_id', '=', 5)
  .where('pw.available_milli', '>=', 200_000)
  .where('p.tipologia', '=', 'Pezzo')
  .where('p.qty_mult_milli', '=', 1000)
  .where('p.min_acq_milli', 'is', null)
  .where('p.max_acq_milli', 'is', null)
  .where('p.product_class_rule_max_milli', 'is', null)
  .where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('product_option as o')
          .select('o.product_id')
          .whereRef('o.product_id', '=', 'p.product_id'),
      ),
    ),
  )
  .orderBy('p.product_id')
  .limit(20)
  .execute();
// A cart line may not hold more than the warehouse's stock: the demo's 200-400 pieces were used up
// within seconds of round-robin adds, and the refused adds (cheap: nothing written) made the figure.
await db.kysely
  .updateTable('product_warehouse')
  .set({ available_milli: CART_LINE_MAX_MILLI })
  .where('warehouse_id', '=', 5)
  .where(
    'product_id',
    'in',
    products.map((p) => p.product_id),
  )
  .execute();
// A shop's PostgreSQL has its planner statistics (autovacuum's analyze); a database just filled
// has none until autovacuum comes round, so they are taken now.
if (db.dialect === 'postgres') await sql`analyze`.execute(db.kysely);
fs.writeFileSync(`${file}.products.json`, JSON.stringify(products.map((p) => p.product_id)));
if (sessions) fs.writeFileSync(`${file}.tokens.json`, JSON.stringify(tokens));
await db.close();
console.log(
  `${count} shoppers (${CLOSED_CARTS_EACH} closed carts each) and ${products.length} products ready in ${file}`,
);
