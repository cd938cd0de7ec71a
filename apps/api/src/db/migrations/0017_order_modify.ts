import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * order/modify (decision 0057): the order reopened as the shopper's cart until it is bought again,
 * abandoned or its slot's cut-off passes. `modifying_since` on the order row is what the store's
 * take-in-charge and every other status move check in their conditional update, so a modify and a
 * take-in-charge racing on the same row cannot both win. `order_modification` keeps, per order
 * being modified, the cart as it was (restored when the shopper gives up) and, while a larger hold
 * is being authorised, the new contents waiting for the provider's answer.
 */
export const m0017OrderModify: SpesaMigration = {
  name: '0017_order_modify',
  async up(db: K) {
    await db.schema.alterTable('customer_order').addColumn('modifying_since', ts).execute();
    await db.schema
      .createTable('order_modification')
      // One modification at a time per order: a second modify cannot insert another row.
      .addColumn('order_id', 'integer', (c) => c.primaryKey().references('customer_order.order_id'))
      .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.cart_id'))
      // The slot's cut-off: the sweeper gives the order back unchanged once it has passed.
      .addColumn('cutoff_at', ts, (c) => c.notNull())
      // The cart's lines and properties when the modify began (JSON), put back on "Annulla modifiche".
      .addColumn('snapshot_json', 'text', (c) => c.notNull())
      // A larger hold being authorised: its attempt and the contents it would pay for (JSON).
      .addColumn('attempt_ref', 'varchar(60)')
      .addColumn('pending_json', 'text')
      // The buy request's idempotency key: its stored answer follows the provider's outcome.
      .addColumn('idem_key', 'varchar(200)')
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_modification_cart_idx')
      .on('order_modification')
      .column('cart_id')
      .unique()
      .execute();
    await db.schema
      .createIndex('order_modification_cutoff_idx')
      .on('order_modification')
      .column('cutoff_at')
      .execute();
  },
};
