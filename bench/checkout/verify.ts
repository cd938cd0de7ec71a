// After the checkout benchmark (the API stopped): proves that every measured answer was a real, new
// order that went through all three phases. Reads the order ids the measured answers carried
// (`<file>.measured.json`) and checks each one in the database: placed (status 3 "ordered"), its
// ledger holding the start (phase 1) and the authorisation (phase 3), its cart closed. Prints the
// counts beside the number of answers as JSON on the last line; exits 1 when they differ.
import fs from 'node:fs';
import { CART_STATUS, ORDER_STATUS } from '@spesa/domain';
import { sql } from 'kysely';
import { createDatabase } from '../../apps/api/src/db/database.js';

const file = process.argv[2]!;
const measured = JSON.parse(fs.readFileSync(`${file}.measured.json`, 'utf8')) as {
  answers: number;
  orderIds: number[];
};
const ids = [...new Set(measured.orderIds)];
// BENCH_DATABASE_URL: the run's PostgreSQL database (bench/lib/database.mjs).
const db = createDatabase(process.env.BENCH_DATABASE_URL || `sqlite:${file}`);
const k = db.kysely;

/** Counts of the measured orders, checked in chunks (SQLite's bound parameter limit). */
async function countOf(query: (chunk: number[]) => Promise<number>): Promise<number> {
  let n = 0;
  for (let i = 0; i < ids.length; i += 500) n += await query(ids.slice(i, i + 500));
  return n;
}
const num = (r: { n: unknown } | undefined) => Number(r?.n ?? 0);

const placed = await countOf(async (c) =>
  num(
    await k
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('order_id', 'in', c)
      .where('order_status_id', '=', ORDER_STATUS.ordered)
      .executeTakeFirst(),
  ),
);
const ledgerOf = (event: string) =>
  countOf(async (c) =>
    num(
      await k
        .selectFrom('payment_transaction')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('order_id', 'in', c)
        .where('event_ref', 'like', `%/${event}`)
        .executeTakeFirst(),
    ),
  );
const started = await ledgerOf('start');
const authorised = await ledgerOf('authorised');
const closedCarts = await countOf(async (c) =>
  num(
    await k
      .selectFrom('customer_order as o')
      .innerJoin('cart as c', 'c.cart_id', 'o.cart_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('o.order_id', 'in', c)
      .where('c.cart_status_id', '=', CART_STATUS.closed)
      .executeTakeFirst(),
  ),
);
// The whole database, warm-up and the buys still in flight when the clock stopped included.
const all = await sql<{ orders: number; ledger: number; closed: number }>`
  select (select count(*) from customer_order) as orders,
         (select count(*) from payment_transaction) as ledger,
         (select count(*) from cart where cart_status_id = ${CART_STATUS.closed}) as closed`.execute(k);
await db.close();

const result = {
  answers: measured.answers,
  distinctOrders: ids.length,
  placed,
  ledgerStart: started,
  ledgerAuthorised: authorised,
  closedCarts,
  // PostgreSQL answers count(*) as text (bigint).
  database: Object.fromEntries(Object.entries(all.rows[0]!).map(([k, v]) => [k, Number(v)])),
};
const whole = [ids.length, placed, started, authorised, closedCarts].every((n) => n === measured.answers);
console.log(JSON.stringify({ ...result, ok: whole }));
if (!whole) process.exit(1);
