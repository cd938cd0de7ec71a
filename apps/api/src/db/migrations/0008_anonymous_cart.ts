import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * The anonymous cart (decision 0031): a cart may belong to a visitor's session instead of an
 * account. `cart.user_id` becomes nullable, `visitor_session_id` names the visitor's session (the
 * session row id; no foreign key, so the purge of ended sessions never trips on a closed cart),
 * and a check keeps every cart owned by one or the other. Every existing column keeps its meaning.
 */
export const m0008AnonymousCart: SpesaMigration = {
  name: '0008_anonymous_cart',
  async up(db: K, dialect: Dialect) {
    if (dialect === 'postgres') await onPostgres(db);
    else await onSqlite(db);
    // One cart not yet closed per visitor session: two first adds at once cannot make two carts.
    await db.schema
      .createIndex('cart_open_visitor_idx')
      .on('cart')
      .column('visitor_session_id')
      .unique()
      .where(sql.ref('cart_status_id'), '<>', 9)
      .execute();
  },
};

async function onPostgres(db: K) {
  await sql`alter table cart alter column user_id drop not null`.execute(db);
  await db.schema.alterTable('cart').addColumn('visitor_session_id', 'varchar(64)').execute();
  await db.schema
    .alterTable('cart')
    .addCheckConstraint('cart_owner_ck', sql`user_id is not null or visitor_session_id is not null`)
    .execute();
}

/**
 * SQLite cannot drop a NOT NULL: the table is rebuilt with the documented procedure (foreign keys
 * off, new table, copy, drop, rename, indexes again, foreign key check), in one transaction. The
 * tables that refer to cart (cart_item, cart_info, ...) name it by name and keep pointing at it.
 */
async function onSqlite(db: K) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('cart_new')
        .addColumn('cart_id', 'integer', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.references('user_account.user_id'))
        .addColumn('cart_status_id', 'integer', (c) => c.notNull())
        .addColumn('delivery_service_id', 'integer', (c) =>
          c.references('delivery_service.delivery_service_id'),
        )
        .addColumn('address_id', 'integer', (c) => c.references('address.address_id'))
        .addColumn('store_id', 'integer', (c) => c.references('store.store_id'))
        .addColumn('warehouse_id', 'integer', (c) => c.references('warehouse.warehouse_id'))
        .addColumn('timeslot_id', 'integer', (c) => c.references('timeslot.timeslot_id'))
        .addColumn('timeslot_date', 'varchar(10)')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visitor_session_id', 'varchar(64)')
        .addCheckConstraint('cart_owner_ck', sql`user_id is not null or visitor_session_id is not null`)
        .execute();
      await sql`insert into cart_new (cart_id, user_id, cart_status_id, delivery_service_id, address_id,
        store_id, warehouse_id, timeslot_id, timeslot_date, created_at, updated_at, version)
        select cart_id, user_id, cart_status_id, delivery_service_id, address_id, store_id,
        warehouse_id, timeslot_id, timeslot_date, created_at, updated_at, version from cart`.execute(trx);
      await trx.schema.dropTable('cart').execute();
      await trx.schema.alterTable('cart_new').renameTo('cart').execute();
      // The indexes of migration 0003, which went with the old table.
      await trx.schema
        .createIndex('cart_open_user_idx')
        .on('cart')
        .column('user_id')
        .unique()
        .where(sql.ref('cart_status_id'), '<>', 9)
        .execute();
      await trx.schema.createIndex('cart_address_idx').on('cart').column('address_id').execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0)
        throw new Error(`foreign keys broken by the cart rebuild: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
