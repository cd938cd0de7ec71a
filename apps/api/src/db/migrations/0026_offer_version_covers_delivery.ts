import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * The shop's own tables that a cart's answer reads besides the offers (decision 0089): the store
 * (its name and warehouse), the delivery services and the fee bands.
 */
export const CART_REFERENCE_TABLES = ['store', 'delivery_service', 'delivery_fee_rule'] as const;

/**
 * The offers' version (migration 0024) raised by every change of a store, a delivery service or a
 * fee band too, by the same triggers in the same transaction as the change (decision 0089): the
 * cart then keeps those rows in memory under it, as it keeps the offers. They change when staff or
 * a feed edit the shop, seldom; every cart answer read all three.
 */
export const m0026OfferVersionCoversDelivery: SpesaMigration = {
  name: '0026_offer_version_covers_delivery',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>, dialect) {
    // The same triggers as migration 0024's, written out again rather than shared: a shipped
    // migration must do forever what it did, whatever later code changes.
    if (dialect === 'postgres') {
      // bump_offer_version() is migration 0024's: one raise per statement.
      for (const table of CART_REFERENCE_TABLES)
        await sql`create trigger ${sql.id(`${table}_offer_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_offer_version()`.execute(db);
      return;
    }
    for (const table of CART_REFERENCE_TABLES)
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.id(`${table}_offer_version_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin update offer_version set version = version + 1 where id = 1; end`.execute(db);
  },
};
