import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * Issue 40's security probe (decisions 0093, 0094):
 * - the test provider's hosted page is bound to an unguessable per-attempt token and to the
 *   session that started the payment (`page_token`, `payer`);
 * - the checkout sweep asks the provider about each open attempt when it is due, not the oldest
 *   first: `payment_attempt_check` keeps the next moment an attempt still on the provider's page
 *   is looked at (the ledger stays append-only);
 * - a form upload belongs to whoever sent it (`uploader`), and only their submission may claim it.
 */
export const m0028SecurityProbeBindings: SpesaMigration = {
  name: '0028_security_probe_bindings',
  async up(db: K) {
    await db.schema.alterTable('test_provider_payment').addColumn('page_token', 'varchar(64)').execute();
    await db.schema.alterTable('test_provider_payment').addColumn('payer', 'varchar(100)').execute();
    await db.schema
      .createTable('payment_attempt_check')
      .addColumn('attempt_ref', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('next_check_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_attempt_check_due_idx')
      .on('payment_attempt_check')
      .column('next_check_at')
      .execute();
    await db.schema.alterTable('form_upload').addColumn('uploader', 'varchar(100)').execute();
  },
};
