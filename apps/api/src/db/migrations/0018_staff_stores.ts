import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

/**
 * The stores a staff member works for (decision 0058): the staff order calls list and act only on
 * orders of these stores. One row per (account, store); the primary key keeps a binding single.
 */
export const m0018StaffStores: SpesaMigration = {
  name: '0018_staff_stores',
  async up(db: K) {
    await db.schema
      .createTable('staff_store')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
      .addColumn('store_id', 'integer', (c) => c.notNull().references('store.store_id'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('staff_store_pk', ['user_id', 'store_id'])
      .execute();
  },
};
