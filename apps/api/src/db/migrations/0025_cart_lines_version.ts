import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * The cart's lines version (decision 0076): raised by triggers on every insert, update or delete of
 * one of its lines (`cart_item`), in the same transaction, whoever writes them (the cart calls, a
 * merge, an order modification, the purge, a test). The cart calls keep the lines a committed change
 * left in memory under it, and read them again only when the version they claim differs. Row
 * triggers on both databases: the version belongs to the line's cart.
 */
export const m0025CartLinesVersion: SpesaMigration = {
  name: '0025_cart_lines_version',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>, dialect) {
    await db.schema
      .alterTable('cart')
      .addColumn('lines_version', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    if (dialect === 'postgres') {
      await sql`create function bump_cart_lines_version() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then
            update cart set lines_version = lines_version + 1 where cart_id = old.cart_id;
          end if;
          if tg_op <> 'DELETE' then
            update cart set lines_version = lines_version + 1 where cart_id = new.cart_id;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger cart_item_lines_version after insert or update or delete on cart_item
        for each row execute function bump_cart_lines_version()`.execute(db);
      return;
    }
    // A line never moves to another cart, so one raise per row is enough; an update raises both
    // carts all the same, should one ever move.
    await sql`create trigger cart_item_lines_version_insert after insert on cart_item
      begin update cart set lines_version = lines_version + 1 where cart_id = new.cart_id; end`.execute(db);
    await sql`create trigger cart_item_lines_version_update after update on cart_item
      begin update cart set lines_version = lines_version + 1 where cart_id in (old.cart_id, new.cart_id); end`.execute(db);
    await sql`create trigger cart_item_lines_version_delete after delete on cart_item
      begin update cart set lines_version = lines_version + 1 where cart_id = old.cart_id; end`.execute(db);
  },
};
