import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;
type Id = 'serial' | 'integer';

const ts = 'varchar(30)';
const pk = (id: Id) => (c: any) => (id === 'integer' ? c.primaryKey().autoIncrement() : c.primaryKey());

/**
 * The order after checkout (decisions 0044, 0045): who moved it, what the store prepared and what
 * is captured, the shopper's notes, e-mailed access links and parking reservations at pickup.
 * Only nullable columns are added to existing tables, the same plain ALTER on both dialects.
 */
export const m0012OrderLifecycle: SpesaMigration = {
  name: '0012_order_lifecycle',
  async up(db: K, dialect: Dialect) {
    const id: Id = dialect === 'postgres' ? 'serial' : 'integer';
    // Who made the change: a shopper or staff account; null for the shop's own jobs (sweeper).
    await db.schema.alterTable('order_status_history').addColumn('actor_user_id', 'integer').execute();
    // The staff member who took the order in charge.
    await db.schema.alterTable('customer_order').addColumn('taken_by_user_id', 'integer').execute();
    // Set when the order is ready: the prepared amount, and what the online payment captures
    // (min of prepared and held). A capture the provider has not confirmed yet is retried from it.
    await db.schema.alterTable('customer_order').addColumn('prepared_total_cents', 'integer').execute();
    await db.schema.alterTable('customer_order').addColumn('capture_cents', 'integer').execute();
    await db.schema
      .createIndex('customer_order_store_slot_idx')
      .on('customer_order')
      .columns(['store_id', 'timeslot_date', 'timeslot_id'])
      .execute();
    // What the picker put in the bag: pieces or weight in thousandths, and its price in cents.
    await db.schema.alterTable('order_line').addColumn('prepared_quantity_milli', 'integer').execute();
    await db.schema.alterTable('order_line').addColumn('prepared_cents', 'integer').execute();

    await db.schema
      .createTable('order_note')
      .addColumn('note_id', id, pk(id))
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('body', 'varchar(1000)', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_note_order_idx').on('order_note').column('order_id').execute();

    // The link in the confirmation e-mail (token-order/view): only the token's hash is stored.
    await db.schema
      .createTable('order_access_token')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id'))
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();

    // order/reserve: one parking reservation per pickup order.
    await db.schema
      .createTable('order_parking_reservation')
      .addColumn('order_id', 'integer', (c) => c.primaryKey().references('customer_order.order_id'))
      .addColumn('distance_m', 'integer', (c) => c.notNull())
      .addColumn('reservation_info', 'varchar(500)')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
  },
};
