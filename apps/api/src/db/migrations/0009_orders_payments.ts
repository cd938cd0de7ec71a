import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;
type Id = 'serial' | 'integer';

const ts = 'varchar(30)';
const pk = (id: Id) => (c: any) => (id === 'integer' ? c.primaryKey().autoIncrement() : c.primaryKey());

/**
 * Orders, slot bookings, idempotency keys and the payment ledger (issue 14). Money in integer
 * cents, quantities in thousandths. Every guarantee the checkout gives under concurrency and
 * crashes rests on a constraint here: one order per cart, one booking per order, one answer per
 * idempotency key, one ledger row per provider event.
 */
async function orders(db: K, id: Id) {
  await db.schema
    .createTable('customer_order')
    .addColumn('order_id', id, pk(id))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.cart_id'))
    .addColumn('cart_version', 'integer', (c) => c.notNull())
    .addColumn('order_status_id', 'integer', (c) => c.notNull())
    .addColumn('payment_type_id', 'integer', (c) => c.notNull())
    .addColumn('user_payment_auth_id', 'integer')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull())
    .addColumn('delivery_service_id', 'integer', (c) => c.notNull())
    .addColumn('address_id', 'integer', (c) => c.notNull())
    .addColumn('timeslot_id', 'integer', (c) => c.notNull().references('timeslot.timeslot_id'))
    .addColumn('timeslot_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('goods_cents', 'integer', (c) => c.notNull())
    .addColumn('gift_discount_cents', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('gross_total_cents', 'integer', (c) => c.notNull())
    // What an online payment authorises (the cart's paymentHold the shopper consented to).
    .addColumn('hold_cents', 'integer', (c) => c.notNull())
    .addColumn('need_invoice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'varchar(1000)')
    // Shop date (Europe/Rome) the order was placed: the daily maximum per product counts these.
    .addColumn('order_date', 'varchar(10)', (c) => c.notNull())
    // An unpaid order is cancelled automatically after this instant.
    .addColumn('payment_due_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('customer_order_money_ck', sql`gross_total_cents >= 0 and hold_cents >= 0`)
    .execute();
  // One live order per cart, whatever the timing of two buys; a cart whose order a crash left
  // unpaid (cancelled by the sweeper) can be bought again.
  await db.schema
    .createIndex('customer_order_cart_uq')
    .on('customer_order')
    .column('cart_id')
    .unique()
    .where(sql.ref('order_status_id'), '<>', 10)
    .execute();
  await db.schema
    .createIndex('customer_order_user_idx')
    .on('customer_order')
    .columns(['user_id', 'order_date'])
    .execute();
  await db.schema
    .createIndex('customer_order_status_idx')
    .on('customer_order')
    .columns(['order_status_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('order_line')
    .addColumn('order_line_id', id, pk(id))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
    .addColumn('product_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('quantity_milli', 'integer', (c) => c.notNull())
    .addColumn('weighed', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('gross_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_pct', 'integer', (c) => c.notNull())
    .addColumn('accept_alternatives', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'varchar(1000)')
    .addUniqueConstraint('order_line_item_uq', ['order_id', 'item_id'])
    .execute();
  await db.schema.createIndex('order_line_product_idx').on('order_line').column('product_id').execute();

  // Gift certificates the order consumed, with the discount each gave.
  await db.schema
    .createTable('order_adjustment')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id'))
    .addColumn('gift_certificate_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_adjustment_pk', ['order_id', 'gift_certificate_id'])
    .execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('history_id', id, pk(id))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id'))
    .addColumn('from_status_id', 'integer')
    .addColumn('to_status_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order_idx')
    .on('order_status_history')
    .column('order_id')
    .execute();
}

async function slotBookings(db: K) {
  // A place taken in a slot, per order: `timeslot.booked` moves only together with these rows
  // (insert + conditional increment; delete + decrement only if a row was deleted).
  await db.schema
    .createTable('slot_booking')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('customer_order.order_id'))
    .addColumn('timeslot_id', 'integer', (c) => c.notNull().references('timeslot.timeslot_id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slot_booking_slot_idx').on('slot_booking').column('timeslot_id').execute();
}

async function idempotency(db: K) {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('scope', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('idem_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    /** 'running' until the answer is stored, then 'done'. */
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('answer_json', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['scope', 'user_id', 'idem_key'])
    .execute();
}

async function payments(db: K, id: Id) {
  // Append-only: a row per payment event; the order's payment state is derived from them.
  await db.schema
    .createTable('payment_transaction')
    .addColumn('order_transaction_id', id, pk(id))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id'))
    .addColumn('payment_type_id', 'integer', (c) => c.notNull())
    /** 0 error, 1 in progress, 2 authorised, 3 confirmed, 4 reversed, 5 cancelled. */
    .addColumn('transaction_status_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    /** Our reference of the attempt, passed to the provider as its idempotency key. */
    .addColumn('attempt_ref', 'varchar(80)', (c) => c.notNull())
    /** The provider's id of the authorisation (null before the provider answered). */
    .addColumn('provider_ref', 'varchar(120)')
    /** attempt_ref + event: recording the same provider event twice is a no-op. */
    .addColumn('event_ref', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('detail', 'varchar(300)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addCheckConstraint('payment_transaction_status_ck', sql`transaction_status_id between 0 and 5`)
    .addCheckConstraint('payment_transaction_amount_ck', sql`amount_cents >= 0`)
    .execute();
  await db.schema
    .createIndex('payment_transaction_order_idx')
    .on('payment_transaction')
    .column('order_id')
    .execute();

  // Saved cards: the provider's token, never the card number.
  await db.schema
    .createTable('user_payment_auth')
    .addColumn('user_payment_auth_id', id, pk(id))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
    .addColumn('payment_type_id', 'integer', (c) => c.notNull())
    .addColumn('provider_token', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('brand', 'varchar(20)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('expiry', 'varchar(7)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  // The built-in test provider's own books (what a real provider keeps on its side).
  await db.schema
    .createTable('test_provider_payment')
    .addColumn('reference', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('provider_ref', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    /** 'pending_action' | 'authorised' | 'declined' | 'voided'. */
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('captured_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('card_token', 'varchar(120)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint(
      'test_provider_capture_ck',
      sql`captured_cents <= amount_cents and refunded_cents <= captured_cents`,
    )
    .execute();
}

export const m0009OrdersPayments: SpesaMigration = {
  name: '0009_orders_payments',
  async up(db: K, dialect: Dialect) {
    const id: Id = dialect === 'postgres' ? 'serial' : 'integer';
    await orders(db, id);
    await slotBookings(db);
    await idempotency(db);
    await payments(db, id);
  },
};
