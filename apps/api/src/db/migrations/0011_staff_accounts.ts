import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

/**
 * Staff accounts (decision 0043): the people who pick and hand over orders log in with the normal
 * login; `staff_role` says what else they may do. null is a customer (every existing account),
 * 'staff' may use the /staff calls (picking) and the content editor. A nullable column added
 * without a default is the same plain ALTER on SQLite and PostgreSQL.
 */
export const m0011StaffAccounts: SpesaMigration = {
  name: '0011_staff_accounts',
  async up(db: K) {
    await db.schema.alterTable('user_account').addColumn('staff_role', 'varchar(20)').execute();
  },
};
