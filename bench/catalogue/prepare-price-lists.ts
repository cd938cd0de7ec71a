// Adds the price lists of the catalogue benchmark's BENCH_PRICE_LISTS mode to a prepared database:
// `lists` lists for every warehouse, each with one published proposal of `each` prices (every m-th
// product of the catalogue, a different m-th for each list, at 85 % of its price in the default
// store), one customer with two of them in force (their own and their group's) and one without
// any, each with a session. The prices are written by one INSERT ... SELECT, not row by row.
// Writes the two sessions' tokens beside the database: `<file>.list-customers.json`.
import fs from 'node:fs';
import { sql } from 'kysely';
import { DEFAULT_STORE, PUBLICATION_STATE } from '@spesa/domain';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { refreshStatistics } from '../../apps/api/src/db/statistics.js';
import { insertBenchCustomer, insertBenchSession } from '../lib/accounts.js';

const [file, lists, each] = [process.argv[2]!, Number(process.argv[3] ?? 1000), Number(process.argv[4] ?? 5000)];
const started = Date.now();
const db = createDatabase(`sqlite:${file}`);
const k = db.kysely;
const at = new Date().toISOString();
const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();

async function customer(email: string): Promise<{ userId: number; token: string }> {
  const userId = await insertBenchCustomer(k, { email, passwordHash: '-', lastName: email, at });
  const token = await insertBenchSession(k, { userId, at, expires });
  return { userId, token };
}

const withList = await customer('listino@bench.example.com');
const withoutList = await customer('privato@bench.example.com');
const chunks = <T>(xs: T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

const listIds: number[] = [];
for (const part of chunks(
  Array.from({ length: lists }, (_, i) => i),
  200,
)) {
  const rows = await k
    .insertInto('price_list')
    .values(
      part.map((i) => ({
        name: `Listino ${i + 1}`,
        warehouse_id: null,
        from_date: '2026-01-01',
        to_date: null,
        status_id: 1,
        priority: i % 10,
        // Half the lists let promotions on top: the customer's own does not, their group's does.
        apply_promotions: i % 2,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('price_list_id')
    .execute();
  listIds.push(...rows.map((r) => r.price_list_id));
}
const proposalIds: number[] = [];
for (const part of chunks(listIds, 200)) {
  const rows = await k
    .insertInto('price_list_proposal')
    .values(
      part.map((id) => ({
        name: `Listino ${id}`,
        price_list_id: id,
        replaced_price_list_id: null,
        from_date: '2026-01-01',
        to_date: null,
        warehouse_id: null,
        publication_state_id: PUBLICATION_STATE.published,
        previous_state_id: PUBLICATION_STATE.approved,
        author_user_id: withoutList.userId,
        approver_user_id: withoutList.userId,
        refusal_reason: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('price_list_proposal_id')
    .execute();
  proposalIds.push(...rows.map((r) => r.price_list_proposal_id));
}

// Every product of the default store, numbered: list n takes those whose number is n modulo m.
const { n } = await k
  .selectFrom('product_warehouse')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('warehouse_id', '=', DEFAULT_STORE.warehouseId)
  .executeTakeFirstOrThrow();
const m = Math.max(1, Math.floor(Number(n) / each));
await sql`create temp table bench_pick as
  select (row_number() over (order by product_id) - 1) as r, product_id,
    max(1, price_cents * 85 / 100) as price_cents
  from product_warehouse where warehouse_id = ${DEFAULT_STORE.warehouseId}`.execute(k);
await sql`create index bench_pick_k on bench_pick (r % ${sql.lit(m)}, r)`.execute(k);
await sql`create temp table bench_proposal as
  select price_list_proposal_id as id, (row_number() over (order by price_list_proposal_id) - 1) as i
  from price_list_proposal where price_list_proposal_id >= ${proposalIds[0]!}`.execute(k);
await sql`insert into price_list_proposal_price (price_list_proposal_id, product_id, price_cents)
  select p.id, b.product_id, b.price_cents
  from bench_proposal p join bench_pick b on b.r % ${sql.lit(m)} = p.i % ${sql.lit(m)} and b.r < ${m * each}
  order by p.id, b.product_id`.execute(k);

// The list customer: the first list their own, the second their group's.
await k.insertInto('price_list_customer').values({ price_list_id: listIds[0]!, user_id: withList.userId }).execute();
const group = await k
  .insertInto('customer_group')
  .values({ name: 'Bench' })
  .returning('customer_group_id')
  .executeTakeFirstOrThrow();
await k
  .insertInto('customer_group_member')
  .values({ customer_group_id: group.customer_group_id, user_id: withList.userId })
  .execute();
await k
  .insertInto('price_list_customer_group')
  .values({ price_list_id: listIds[1]!, customer_group_id: group.customer_group_id })
  .execute();
await refreshStatistics(db);
const { prices } = await k
  .selectFrom('price_list_proposal_price')
  .select((eb) => eb.fn.countAll<number>().as('prices'))
  .executeTakeFirstOrThrow();
await db.close();
fs.writeFileSync(`${file}.list-customers.json`, JSON.stringify({ withList: withList.token, withoutList: withoutList.token }));
console.log(`${lists} price lists, ${prices} prices in all, written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
