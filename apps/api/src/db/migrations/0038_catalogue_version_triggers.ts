import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * The catalogue's own tables: what the catalogue's kept answers, its category tree and search
 * vocabulary, the cart's kept products (their text, classes and options) and departments show.
 * Offers (`product_warehouse`, `warehouse_promo`) have their own versions (migration 0035).
 */
export const CATALOGUE_TABLES = [
  'category',
  'category_block',
  'category_proposal',
  'vendor',
  'product',
  'product_class',
  'product_product_class',
  'product_option',
  'product_affinity',
  'search_term',
] as const;

/**
 * `app_meta.catalogue_version` raised by every change of a catalogue table, by triggers in the
 * same transaction as the change, whoever makes it (a staff tool, a feed, an import, a script):
 * until now only the seeds wrote it, so an edited product, category or block showed only once the
 * caches' TTLs ran out (docs/architecture/performance.md, decision 0115). PostgreSQL raises it once
 * per statement, SQLite once per row. A value that is not a number (set by hand) gets ".1"
 * appended rather than failing the writer's statement.
 */
export const m0038CatalogueVersionTriggers: SpesaMigration = {
  name: '0038_catalogue_version_triggers',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>, dialect) {
    if (dialect === 'postgres') {
      await sql`create function raise_catalogue_version() returns trigger language plpgsql as $$
        begin
          update app_meta
            set value = case when value ~ '^[0-9]{1,17}$' then (value::bigint + 1)::text else value || '.1' end
            where key = 'catalogue_version';
          return null;
        end $$`.execute(db);
      for (const table of CATALOGUE_TABLES)
        await sql`create trigger ${sql.id(`${table}_catalogue_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function raise_catalogue_version()`.execute(db);
      return;
    }
    for (const table of CATALOGUE_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.id(`${table}_catalogue_version_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update app_meta
              set value = case when value <> '' and value not glob '*[^0-9]*' and length(value) <= 17
                then cast(cast(value as integer) + 1 as text) else value || '.1' end
              where key = 'catalogue_version';
          end`.execute(db);
  },
};
