import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * Offer versions per warehouse (decision 0111). Until now one global row (`offer_version`,
 * migrations 0024 and 0026) was raised by every change of an offer in any warehouse and of a
 * store, a delivery service or a fee band, and one more (`price_version`, migration 0027) by every
 * change of a base price or a promotion: every change anywhere dropped every warehouse's kept offers,
 * and every writer of an offer waited on the same rows until the writer before it committed.
 *
 * - `warehouse_offer_version`, one row per warehouse (made for the warehouses there are, and by a
 *   trigger for every warehouse inserted later; never deleted, so a warehouse's versions never start
 *   again): `version`, the offers' version, raised by any change of a price, a stock or a promotion
 *   of that warehouse, and `price_version`, raised only by a change of a base price or a promotion
 *   (not of stock), what migration 0027's `price_version` was for the catalogue's answers (which now
 *   key on the sum of the warehouses' `price_version`). A chain's promotion (`warehouse_id` null)
 *   is every warehouse's. Triggers, in the same transaction as the change, whoever makes it
 *   (decision 0076), on the rows' warehouses only: PostgreSQL once per statement (one update per
 *   warehouse the statement changed, in the order of the warehouses' ids, so two statements changing
 *   the same warehouses lock their rows in the same order), SQLite once per row.
 * - `reference_version`, one row: raised by every change of a store, a delivery service or a fee
 *   band (what migration 0026 added to the offers' version); the cart keeps those rows under it.
 * - The old triggers, functions and tables go: nothing reads them any more.
 */
export const m0035OfferVersionsPerWarehouse: SpesaMigration = {
  name: '0035_offer_versions_per_warehouse',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>, dialect) {
    await db.schema
      .createTable('warehouse_offer_version')
      // No foreign key: the row outlives its warehouse, so its versions never start again.
      .addColumn('warehouse_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('price_version', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('reference_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    // Each starts where the global numbers stood: no version goes back.
    await sql`insert into warehouse_offer_version (warehouse_id, version, price_version)
      select warehouse_id, (select version from offer_version where id = 1),
        (select version from price_version where id = 1)
      from warehouse`.execute(db);
    await sql`insert into reference_version (id, version)
      select 1, version from offer_version where id = 1`.execute(db);

    if (dialect === 'postgres') await postgres(db);
    else await sqlite(db);

    await db.schema.dropTable('offer_version').execute();
    await db.schema.dropTable('price_version').execute();
  },
};

/** The tables whose rows a cart's answer shows besides its lines and offers (migration 0026's). */
const REFERENCE_TABLES = ['store', 'delivery_service', 'delivery_fee_rule'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgres(db: Kysely<any>) {
  for (const table of ['product_warehouse', 'warehouse_promo', ...REFERENCE_TABLES])
    await sql`drop trigger ${sql.id(`${table}_offer_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function bump_offer_version()`.execute(db);
  await sql`drop trigger product_warehouse_price_version on product_warehouse`.execute(db);
  await sql`drop trigger warehouse_promo_price_version on warehouse_promo`.execute(db);
  await sql`drop function bump_price_version()`.execute(db);

  await sql`create function create_warehouse_offer_version() returns trigger language plpgsql as $$
    begin
      insert into warehouse_offer_version (warehouse_id, version, price_version)
        values (new.warehouse_id, 1, 1) on conflict (warehouse_id) do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger warehouse_offer_version_row after insert or update of warehouse_id on warehouse
    for each row execute function create_warehouse_offer_version()`.execute(db);

  // One update per warehouse, in the order of the ids: the version of each warehouse in `offers`,
  // and its price version too when it is in `prices`. Nulls (a chain's promotion) are every warehouse.
  await sql`create function raise_warehouse_offer_versions(offers integer[], prices integer[])
    returns void language plpgsql as $$
    declare
      w integer;
      every boolean := array_position(offers, null) is not null;
      every_price boolean := array_position(prices, null) is not null;
    begin
      for w in
        select v.warehouse_id from warehouse_offer_version v
        where every or v.warehouse_id = any(offers)
        order by v.warehouse_id
      loop
        update warehouse_offer_version
          set version = version + 1,
            price_version = price_version + (case when every_price or w = any(prices) then 1 else 0 end)
          where warehouse_id = w;
      end loop;
    end $$`.execute(db);

  // Transition tables (the statement's rows) are allowed on one event per trigger: three each.
  await sql`create function product_warehouse_offer_versions() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform raise_warehouse_offer_versions(
          array(select distinct warehouse_id from new_rows), array(select distinct warehouse_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform raise_warehouse_offer_versions(
          array(select distinct warehouse_id from old_rows), array(select distinct warehouse_id from old_rows));
      elsif tg_op = 'UPDATE' then
        perform raise_warehouse_offer_versions(
          array(select warehouse_id from old_rows union select warehouse_id from new_rows),
          -- A base price changed: a (product, warehouse, price) found on one side only.
          array(select warehouse_id from (
            (select product_id, warehouse_id, price_cents from new_rows
              except select product_id, warehouse_id, price_cents from old_rows)
            union
            (select product_id, warehouse_id, price_cents from old_rows
              except select product_id, warehouse_id, price_cents from new_rows)) changed));
      else
        perform raise_warehouse_offer_versions(array[null]::integer[], array[null]::integer[]);
      end if;
      return null;
    end $$`.execute(db);
  // A promotion is a price: every change of one raises both versions.
  await sql`create function warehouse_promo_offer_versions() returns trigger language plpgsql as $$
    declare touched integer[];
    begin
      if tg_op = 'INSERT' then
        touched := array(select distinct warehouse_id from new_rows);
      elsif tg_op = 'DELETE' then
        touched := array(select distinct warehouse_id from old_rows);
      elsif tg_op = 'UPDATE' then
        touched := array(select warehouse_id from old_rows union select warehouse_id from new_rows);
      else
        touched := array[null]::integer[];
      end if;
      perform raise_warehouse_offer_versions(touched, touched);
      return null;
    end $$`.execute(db);
  for (const table of ['product_warehouse', 'warehouse_promo']) {
    const fn = sql.raw(`${table}_offer_versions()`);
    const on = sql.table(table);
    await sql`create trigger ${sql.id(`${table}_offer_versions_insert`)} after insert on ${on}
      referencing new table as new_rows for each statement execute function ${fn}`.execute(db);
    await sql`create trigger ${sql.id(`${table}_offer_versions_update`)} after update on ${on}
      referencing old table as old_rows new table as new_rows for each statement execute function ${fn}`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_offer_versions_delete`)} after delete on ${on}
      referencing old table as old_rows for each statement execute function ${fn}`.execute(db);
    await sql`create trigger ${sql.id(`${table}_offer_versions_truncate`)} after truncate on ${on}
      for each statement execute function ${fn}`.execute(db);
  }

  await sql`create function raise_reference_version() returns trigger language plpgsql as $$
    begin
      update reference_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of REFERENCE_TABLES)
    await sql`create trigger ${sql.id(`${table}_reference_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function raise_reference_version()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqlite(db: Kysely<any>) {
  for (const table of ['product_warehouse', 'warehouse_promo', ...REFERENCE_TABLES])
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger ${sql.id(`${table}_offer_version_${event}`)}`.execute(db);
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.id(`product_warehouse_price_version_${event}`)}`.execute(db);
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.id(`warehouse_promo_price_version_${event}`)}`.execute(db);

  await sql`create trigger warehouse_offer_version_insert after insert on warehouse
    begin insert or ignore into warehouse_offer_version (warehouse_id, version, price_version)
      values (new.warehouse_id, 1, 1); end`.execute(db);
  await sql`create trigger warehouse_offer_version_update after update of warehouse_id on warehouse
    begin insert or ignore into warehouse_offer_version (warehouse_id, version, price_version)
      values (new.warehouse_id, 1, 1); end`.execute(db);

  // Row triggers: one update of the row's warehouse (by its key).
  const raise = (where: string, price: string) =>
    sql.raw(`begin update warehouse_offer_version set version = version + 1,
      price_version = price_version + (${price}) where ${where}; end`);
  await sql`create trigger product_warehouse_offer_versions_insert after insert on product_warehouse
    ${raise('warehouse_id = new.warehouse_id', '1')}`.execute(db);
  await sql`create trigger product_warehouse_offer_versions_delete after delete on product_warehouse
    ${raise('warehouse_id = old.warehouse_id', '1')}`.execute(db);
  // A stock change raises the offers' version only; a base price (or a row moved) both.
  await sql`create trigger product_warehouse_offer_versions_update after update on product_warehouse
    ${raise(
      'warehouse_id in (old.warehouse_id, new.warehouse_id)',
      `old.price_cents is not new.price_cents or old.product_id is not new.product_id
        or old.warehouse_id is not new.warehouse_id`,
    )}`.execute(db);

  // A promotion of a warehouse raises that warehouse's row; a chain's (no warehouse), every row.
  await sql`create trigger warehouse_promo_offer_versions_insert after insert on warehouse_promo
    when new.warehouse_id is not null ${raise('warehouse_id = new.warehouse_id', '1')}`.execute(db);
  await sql`create trigger warehouse_promo_offer_versions_insert_chain after insert on warehouse_promo
    when new.warehouse_id is null ${raise('1 = 1', '1')}`.execute(db);
  await sql`create trigger warehouse_promo_offer_versions_delete after delete on warehouse_promo
    when old.warehouse_id is not null ${raise('warehouse_id = old.warehouse_id', '1')}`.execute(db);
  await sql`create trigger warehouse_promo_offer_versions_delete_chain after delete on warehouse_promo
    when old.warehouse_id is null ${raise('1 = 1', '1')}`.execute(db);
  await sql`create trigger warehouse_promo_offer_versions_update after update on warehouse_promo
    when old.warehouse_id is not null and new.warehouse_id is not null
    ${raise('warehouse_id in (old.warehouse_id, new.warehouse_id)', '1')}`.execute(db);
  await sql`create trigger warehouse_promo_offer_versions_update_chain after update on warehouse_promo
    when old.warehouse_id is null or new.warehouse_id is null ${raise('1 = 1', '1')}`.execute(db);

  for (const table of REFERENCE_TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.id(`${table}_reference_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update reference_version set version = version + 1 where id = 1; end`.execute(db);
}
