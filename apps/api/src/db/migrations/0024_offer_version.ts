import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/** The tables whose rows make a product's offer in a warehouse: price, stock, promotions. */
export const OFFER_TABLES = ['product_warehouse', 'warehouse_promo'] as const;

/**
 * The offers' version (decision 0076): one number that every change of a price, a stock or a
 * promotion raises, by a trigger, in the same transaction as the change, whoever makes it (the
 * catalogue import, a warehouse feed writing the tables directly, a test). The cart reads it on every
 * call and keeps the offers it read under it, so a rule check or a price never uses an offer older
 * than the database's. PostgreSQL fires once per statement; SQLite, which has row triggers only,
 * once per row (a bulk load of 100,000 offers raises it 100,000 times, in memory, within its
 * transaction).
 */
export const m0024OfferVersion: SpesaMigration = {
  name: '0024_offer_version',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>, dialect) {
    await db.schema
      .createTable('offer_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await db.insertInto('offer_version').values({ id: 1, version: 1 }).execute();
    if (dialect === 'postgres') {
      await sql`create function bump_offer_version() returns trigger language plpgsql as $$
        begin
          update offer_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      for (const table of OFFER_TABLES)
        await sql`create trigger ${sql.id(`${table}_offer_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_offer_version()`.execute(db);
      return;
    }
    for (const table of OFFER_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.id(`${table}_offer_version_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin update offer_version set version = version + 1 where id = 1; end`.execute(db);
  },
};
