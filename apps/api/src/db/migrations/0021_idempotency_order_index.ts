import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * The idempotency keys of an order (issue 14): phase 3 of every buy stores the answer by order id,
 * and the sweeper frees an undone order's keys the same way. Without an index each of them read
 * the whole table, one row per buy ever made (decision 0067).
 */
export const m0021IdempotencyOrderIndex: SpesaMigration = {
  name: '0021_idempotency_order_index',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('idempotency_key_order_idx')
      .on('idempotency_key')
      .column('order_id')
      .execute();
  },
};
