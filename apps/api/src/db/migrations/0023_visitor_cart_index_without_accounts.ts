import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * The open-cart index of visitors (migration 0008) also held every account's cart, under a null
 * visitor session, so each buy wrote it twice (the cart locked, then closed): two of the 46 pages a
 * buy writes on SQLite (decision 0074). It now holds visitors' carts only. A lookup by visitor
 * session (`visitor_session_id = ?`) implies the new `is not null` term, so both databases still use
 * it, and it still lets a visitor have one cart not yet closed.
 */
export const m0023VisitorCartIndexWithoutAccounts: SpesaMigration = {
  name: '0023_visitor_cart_index_without_accounts',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('cart_open_visitor_idx').execute();
    await db.schema
      .createIndex('cart_open_visitor_idx')
      .on('cart')
      .column('visitor_session_id')
      .unique()
      .where(sql<boolean>`visitor_session_id is not null and cart_status_id <> 9`)
      .execute();
  },
};
