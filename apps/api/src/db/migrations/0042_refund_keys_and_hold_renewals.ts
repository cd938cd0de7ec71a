import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * Decision 0121. `test_provider_refund`: the built-in test provider's refunds, one row per refund
 * key (the caller's own name of the refund), so a refund asked again after a lost answer is the
 * same refund, as Stripe's `Idempotency-Key` and PayPal's `PayPal-Request-Id` make it there.
 * `payment_hold_renewal`: an order whose hold must be renewed before it is captured (PayPal's
 * reauthorisation after its 3-day honour period): when (`due_at`, the job's time too, so the
 * checkout's sweep catches up a job run late or lost), and when it was done and how. One row per
 * order: the hold in force is the one renewed. Both dialects alike.
 */
export const m0042RefundKeysAndHoldRenewals: SpesaMigration = {
  name: '0042_refund_keys_and_hold_renewals',
  async up(db: K) {
    await db.schema
      .createTable('test_provider_refund')
      .addColumn('refund_key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('provider_ref', 'varchar(64)', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('payment_hold_renewal')
      .addColumn('order_id', 'integer', (c) => c.primaryKey())
      .addColumn('due_at', ts, (c) => c.notNull())
      .addColumn('done_at', ts)
      .addColumn('outcome', 'varchar(100)')
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_hold_renewal_due').on('payment_hold_renewal').column('due_at').execute();
  },
};
