import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * Card payments on Stripe (decision 0109): what the shop must remember of each attempt it sent to
 * Stripe. The row is written before Stripe is called: `idem_nonce` makes the attempt's idempotency
 * keys (a retry of the same reference sends the same key, so Stripe authorises once; a database
 * started afresh, whose references begin again at o1-p1, sends new ones). `session_id` is the
 * Checkout Session Stripe answered (null: Stripe's answer never arrived, so the shopper never got
 * its page); `payment_intent_id` the authorisation once the shopper paid. Both dialects alike.
 */
export const m0033StripePaymentAttempt: SpesaMigration = {
  name: '0033_stripe_payment_attempt',
  async up(db: K) {
    await db.schema
      .createTable('stripe_payment_attempt')
      .addColumn('reference', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('idem_nonce', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('session_id', 'varchar(255)', (c) => c.unique())
      .addColumn('payment_intent_id', 'varchar(255)')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('stripe_payment_attempt_intent_idx')
      .on('stripe_payment_attempt')
      .column('payment_intent_id')
      .execute();
  },
};
