import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * PayPal payments (decision 0112): what the shop must remember of each attempt it sent to PayPal.
 * Its own table beside Stripe's (0033), not a generalised one: PayPal's ids and steps differ
 * (an order, then an authorisation that a reauthorisation replaces, then a capture), and the Stripe
 * table is read by code another change is working on. The row is written before PayPal is called:
 * `idem_nonce` makes the attempt's `PayPal-Request-Id`s (a retry of the same reference sends the
 * same one, so PayPal creates one order; a database started afresh sends new ones). `order_id` is
 * the order PayPal answered (null: its answer never arrived); `authorization_id` PayPal's authorisation
 * of the order (its 29 days count from it, and a reauthorisation is asked on it);
 * `reauthorization_id` the latest reauthorisation, which is the one captured; `authorised_at` when
 * PayPal made the one in force (its 3-day honour period counts from then); `capture_id` the capture;
 * `abandoned_at` the shopper gave up on PayPal's page, or the shop closed the attempt before it
 * was authorised: it ends declined whatever PayPal says later. Both dialects alike.
 */
export const m0036PaypalPaymentAttempt: SpesaMigration = {
  name: '0036_paypal_payment_attempt',
  async up(db: K) {
    await db.schema
      .createTable('paypal_payment_attempt')
      .addColumn('reference', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('idem_nonce', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'varchar(64)', (c) => c.unique())
      .addColumn('authorization_id', 'varchar(64)')
      .addColumn('authorised_at', ts)
      .addColumn('reauthorization_id', 'varchar(64)')
      .addColumn('capture_id', 'varchar(64)')
      .addColumn('abandoned_at', ts)
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
  },
};
