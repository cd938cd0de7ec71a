import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/** The tables that decide which proposals are in force for a customer (decision 0116). */
export const PRICE_LIST_VERSION_TABLES = [
  'price_list',
  'price_list_customer',
  'price_list_customer_group',
  'customer_group_member',
  'price_list_proposal',
] as const;

/**
 * What the read of a customer's proposals in force needs, run on every catalogue and cart call of
 * a logged-in customer (decision 0116):
 * - the proposals that replace a list, by that list: the read asks it of each list in force.
 *   Without an index SQLite built an automatic one over every proposal on each run (0.3 ms with
 *   1,000 lists, bench:catalogue). Partial: most proposals replace nothing, and with them in it
 *   the planner's statistics (one value for every row) made the index look useless.
 * - `price_list_version`, one row, raised by triggers in the writer's transaction on every change
 *   of the tables above, whoever makes it: the proposals in force are kept per process under it
 *   (`price-resolution.ts`) and read again only once it moves. A proposal's prices are not among
 *   them: a proposal in force never changes its prices. PostgreSQL raises it once per statement,
 *   SQLite once per row.
 */
export const m0041PriceListsInForce: SpesaMigration = {
  name: '0041_price_lists_in_force',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>, dialect) {
    await db.schema
      .createIndex('price_list_proposal_replaced_idx')
      .on('price_list_proposal')
      .columns(['replaced_price_list_id', 'publication_state_id'])
      .where(sql.ref('replaced_price_list_id'), 'is not', null)
      .execute();
    await db.schema
      .createTable('price_list_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await db.insertInto('price_list_version').values({ id: 1, version: 1 }).execute();
    if (dialect === 'postgres') {
      await sql`create function raise_price_list_version() returns trigger language plpgsql as $$
        begin
          update price_list_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      for (const table of PRICE_LIST_VERSION_TABLES)
        await sql`create trigger ${sql.id(`${table}_price_list_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function raise_price_list_version()`.execute(db);
      return;
    }
    for (const table of PRICE_LIST_VERSION_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.id(`${table}_price_list_version_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update price_list_version set version = version + 1 where id = 1;
          end`.execute(db);
  },
};
