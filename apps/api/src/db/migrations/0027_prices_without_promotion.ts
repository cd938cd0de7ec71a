import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * A warehouse's price row holds its base price only, and the catalogue's answers follow every
 * change of a price or a promotion (decision 0096).
 *
 * Until now a product on promotion stored the promotional price in `price_cents` and the base
 * price in `standard_price_cents`, worked out when the promotion was loaded: when the promotion
 * ended the catalogue went on showing the discounted price while the cart (which reads the
 * promotion's own dates) charged the base one. The promotion's price is now worked out from its
 * terms at the moment priced, by the one price function, so the stored promotional price goes:
 * `price_cents` takes the base price back where there was one, and `standard_price_cents` is
 * dropped, so that nothing can store a worked-out price there again. Both dialects drop a column
 * in place (SQLite >= 3.35).
 *
 * The prices' version: a one-row table raised, by triggers in the same transaction, by every change
 * of a base price (insert, delete, an update that sets `price_cents`) or of a promotion; not by a
 * change of stock, which is frequent (every order) and which the catalogue's answers may show a few
 * seconds late. The catalogue keeps its answers under it (with the catalogue version and the shop
 * day), so a price written by a feed or a staff tool shows at once, not after the answers' 30 s.
 * PostgreSQL fires once per statement, SQLite once per row (as migration 0024's triggers).
 */
export const m0027PricesWithoutPromotion: SpesaMigration = {
  name: '0027_prices_without_promotion',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>, dialect) {
    await db
      .updateTable('product_warehouse')
      .set((eb) => ({ price_cents: eb.ref('standard_price_cents') }))
      .where('standard_price_cents', 'is not', null)
      .execute();
    await db.schema.alterTable('product_warehouse').dropColumn('standard_price_cents').execute();

    await db.schema
      .createTable('price_version')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await db.insertInto('price_version').values({ id: 1, version: 1 }).execute();
    if (dialect === 'postgres') {
      await sql`create function bump_price_version() returns trigger language plpgsql as $$
        begin
          update price_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      await sql`create trigger product_warehouse_price_version
        after insert or update of price_cents or delete or truncate on product_warehouse
        for each statement execute function bump_price_version()`.execute(db);
      await sql`create trigger warehouse_promo_price_version
        after insert or update or delete or truncate on warehouse_promo
        for each statement execute function bump_price_version()`.execute(db);
      return;
    }
    const bump = sql`begin update price_version set version = version + 1 where id = 1; end`;
    for (const event of ['insert', 'delete', 'update of price_cents'])
      await sql`create trigger ${sql.id(`product_warehouse_price_version_${event.split(' ')[0]}`)}
        after ${sql.raw(event)} on product_warehouse ${bump}`.execute(db);
    for (const event of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.id(`warehouse_promo_price_version_${event}`)}
        after ${sql.raw(event)} on warehouse_promo ${bump}`.execute(db);
  },
};
