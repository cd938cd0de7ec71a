import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * Decision 0123, picking in the store. `pick_scan`: every code a picker scanned on an order, raw,
 * with the line it counted on, the quantity (thousandths) and the label's price if any, who and
 * when; `undone_at` when scan-undo took it back. `pick_substitution`: the substitute proposed for a
 * line (one per line), its price, the shopper's deadline and answer. `pick_store_setting`: a
 * store's scale-label nomenclature and its substitution deadline (no row: the defaults). Both
 * dialects alike.
 */
export const m0044Picking: SpesaMigration = {
  name: '0044_picking',
  async up(db: K, dialect: Dialect) {
    const pg = dialect === 'postgres';
    await db.schema
      .createTable('pick_scan')
      .addColumn('scan_id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id'))
      .addColumn('item_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('quantity_milli', 'integer', (c) => c.notNull())
      .addColumn('label_cents', 'integer')
      .addColumn('staff_user_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('undone_at', ts)
      .execute();
    await db.schema.createIndex('pick_scan_order').on('pick_scan').columns(['order_id', 'scan_id']).execute();
    await db.schema
      .createTable('pick_substitution')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.order_id'))
      .addColumn('item_id', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull())
      .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('unit_cents', 'integer', (c) => c.notNull())
      .addColumn('state', 'varchar(10)', (c) => c.notNull())
      .addColumn('proposed_by_user_id', 'integer', (c) => c.notNull())
      .addColumn('proposed_at', ts, (c) => c.notNull())
      .addColumn('deadline_at', ts, (c) => c.notNull())
      .addColumn('answered_at', ts)
      .addPrimaryKeyConstraint('pick_substitution_pk', ['order_id', 'item_id'])
      .execute();
    await db.schema
      .createTable('pick_store_setting')
      .addColumn('store_id', 'integer', (c) => c.primaryKey().references('store.store_id'))
      .addColumn('scale_labels', 'varchar(200)', (c) => c.notNull())
      .addColumn('substitution_minutes', 'integer', (c) => c.notNull())
      .execute();
  },
};
