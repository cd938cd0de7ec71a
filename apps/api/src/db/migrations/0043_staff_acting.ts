import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * Staff acting for a customer, agents and the staff's customer search (issue 44, decision 0122).
 *
 * - `session.backoffice`: 1 for a session opened by backoffice-access/sso-login (password and the
 *   e-mailed code); only such a session searches and acts. `session.acting_user_id` /
 *   `acting_since`: the customer the staff session acts for, set and cleared by conditional
 *   updates (a second customer while one is set is refused by the update itself).
 * - `user_account.staff_assistance`: the customer's own answer to "Consenti all'assistenza clienti
 *   di operare sul mio account" (null: not given, the shop's setting decides).
 * - `user_account.cod_int`: the customer's internal code (unique when set).
 * - `staff_customer`: the customers assigned to an agent.
 * - `staff_action`: every call made while acting, with both ids (the backoffice module's audit).
 * - `customer_order.placed_by_user_id`, `placed_by_role`: the staff member or agent who placed the
 *   order and their role then (null: the customer).
 * - the search's indexes: names lower-cased, e-mail, phones, fiscal code and card by prefix, and the
 *   customers of a type in name order for the unfiltered pages and their count.
 */
export const m0043StaffActing: SpesaMigration = {
  name: '0043_staff_acting',
  async up(db: K, dialect: Dialect) {
    const pg = dialect === 'postgres';
    await db.schema
      .alterTable('session')
      .addColumn('backoffice', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('session')
      .addColumn('acting_user_id', 'integer', (c) => c.references('user_account.user_id'))
      .execute();
    await db.schema.alterTable('session').addColumn('acting_since', ts).execute();
    await db.schema.alterTable('user_account').addColumn('staff_assistance', 'smallint').execute();
    await db.schema.alterTable('user_account').addColumn('cod_int', 'varchar(20)').execute();
    await db.schema
      .createIndex('user_account_cod_int_idx')
      .on('user_account')
      .column('cod_int')
      .unique()
      .execute();

    await db.schema
      .createTable('staff_customer')
      .addColumn('staff_user_id', 'integer', (c) =>
        c.notNull().references('user_account.user_id').onDelete('cascade'),
      )
      .addColumn('customer_user_id', 'integer', (c) =>
        c.notNull().references('user_account.user_id').onDelete('cascade'),
      )
      .addColumn('created_at', ts, (c) => c.notNull())
      .addPrimaryKeyConstraint('staff_customer_pk', ['staff_user_id', 'customer_user_id'])
      .execute();
    await db.schema
      .createIndex('staff_customer_customer_idx')
      .on('staff_customer')
      .column('customer_user_id')
      .execute();

    const id = pg ? 'serial' : 'integer';
    await db.schema
      .createTable('staff_action')
      .addColumn('staff_action_id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('staff_user_id', 'integer', (c) => c.notNull())
      .addColumn('customer_user_id', 'integer', (c) => c.notNull())
      .addColumn('method', 'varchar(10)', (c) => c.notNull())
      .addColumn('call', 'varchar(200)', (c) => c.notNull())
      .addColumn('http_status', 'integer')
      .addColumn('at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('staff_action_customer_idx')
      .on('staff_action')
      .columns(['customer_user_id', 'staff_action_id'])
      .execute();

    await db.schema.alterTable('customer_order').addColumn('placed_by_user_id', 'integer').execute();
    await db.schema.alterTable('customer_order').addColumn('placed_by_role', 'varchar(20)').execute();

    // The customer search (user-search/list_user): partial indexes of the customers (not staff,
    // not erased) of a type. Each column a query matches by prefix has its own, holding the sort
    // keys too, so a search reads indexes only; the ranges compare in byte order (PostgreSQL:
    // collation "C", whatever the database's own). Three more give the unfiltered pages their order.
    const c = pg ? ' collate "C"' : '';
    const keys = 'lower(last_name), lower(first_name)';
    const customers = (name: string, columns: string) =>
      sql`create index ${sql.raw(name)} on user_account (${sql.raw(columns)}) where anonymized_at is null and staff_role is null`.execute(
        db,
      );
    await customers('user_account_customers_by_name_idx', `user_type_id, ${keys}, user_id, email`);
    if (pg)
      await customers(
        'user_account_last_name_search_idx',
        `user_type_id, lower(last_name)${c}, lower(first_name), email`,
      );
    await customers(
      'user_account_first_name_search_idx',
      `user_type_id, lower(first_name)${c}, lower(last_name), email`,
    );
    await customers('user_account_email_search_idx', `user_type_id, email${c}, ${keys}`);
    await customers('user_account_phone_search_idx', `user_type_id, phone${c}, ${keys}`);
    await customers('user_account_mobile_search_idx', `user_type_id, mobile_phone${c}, ${keys}`);
    await customers('user_account_fiscal_search_idx', `user_type_id, fiscal_code${c}, ${keys}`);
    if (pg) {
      await customers('user_account_customers_by_email_idx', 'user_type_id, email');
      await sql`create index fidelity_card_code_search_idx on fidelity_card (card_code${sql.raw(c)})`.execute(
        db,
      );
    }
    await customers('user_account_customers_by_code_idx', 'user_type_id, cod_int, user_id');
  },
};
