import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;
type Id = 'serial' | 'integer';

const ts = 'varchar(30)';
const withId = (id: Id) => (c: any) => (id === 'integer' ? c.primaryKey().autoIncrement() : c.primaryKey());

/**
 * Shopping lists (decisions 0047, 0048): a customer's lists and their lines, the customers a list
 * is shared with (READ or WRITE), and shared links (only the SHA-256 of the token is stored).
 * Quantities are integer thousandths of the selling unit, like the cart's lines.
 */
export const m0013Wishlists: SpesaMigration = {
  name: '0013_wishlists',
  async up(db: K, dialect: Dialect) {
    const id: Id = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema
      .createTable('wishlist')
      .addColumn('wishlist_id', id, withId(id))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('wishlist_user_idx').on('wishlist').column('user_id').execute();
    // One default list per customer: two "select" at once cannot leave two defaults.
    await db.schema
      .createIndex('wishlist_default_uq')
      .on('wishlist')
      .column('user_id')
      .unique()
      .where(sql.ref('is_default'), '=', 1)
      .execute();

    await db.schema
      .createTable('wishlist_item')
      .addColumn('item_id', id, withId(id))
      .addColumn('wishlist_id', 'integer', (c) =>
        c.notNull().references('wishlist.wishlist_id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
      .addColumn('quantity_milli', 'integer', (c) => c.notNull())
      // The options chosen, canonical JSON like cart_item.params_json: part of the line's identity.
      .addColumn('params_json', 'varchar(1000)', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      // One line per product and options: adding again is an atomic upsert on this key.
      .addUniqueConstraint('wishlist_item_line_uq', ['wishlist_id', 'product_id', 'params_json'])
      .addCheckConstraint('wishlist_item_quantity_ck', sql`quantity_milli > 0`)
      .execute();

    await db.schema
      .createTable('wishlist_share')
      .addColumn('wishlist_id', 'integer', (c) =>
        c.notNull().references('wishlist.wishlist_id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
      .addColumn('grant_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addPrimaryKeyConstraint('wishlist_share_pk', ['wishlist_id', 'user_id'])
      .addCheckConstraint('wishlist_share_grant_ck', sql`grant_type in ('READ', 'WRITE')`)
      .execute();
    await db.schema.createIndex('wishlist_share_user_idx').on('wishlist_share').column('user_id').execute();

    await db.schema
      .createTable('wishlist_link')
      .addColumn('wishlist_id', 'integer', (c) =>
        c.primaryKey().references('wishlist.wishlist_id').onDelete('cascade'),
      )
      // SHA-256 hex of the token: a copy of the database does not open the lists.
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
  },
};
