import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * `customer_order.previous_status_id` (decision 0103): the status the order was in before its
 * current one. The orders' one status writer moves an order with a single conditional update from
 * any status the transition table allows (`order_status_id IN (...)`); setting this column from the
 * row's own status in that same update lets the update answer which status it left (neither
 * dialect's RETURNING gives the old value), so the history row records it without a read first.
 * Orders already moved get it from their last history row.
 */
export const m0031OrderPreviousStatus: SpesaMigration = {
  name: '0031_order_previous_status',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('customer_order').addColumn('previous_status_id', 'integer').execute();
    await sql`update customer_order set previous_status_id = (
      select h.from_status_id from order_status_history h
      where h.order_id = customer_order.order_id
      order by h.history_id desc limit 1)`.execute(db);
  },
};
