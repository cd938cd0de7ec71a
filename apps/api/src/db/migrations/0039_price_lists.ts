import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;
type Id = 'serial' | 'integer';

const ts = 'varchar(30)';
const day = 'varchar(10)';
const withId = (id: Id) => (c: any) => (id === 'integer' ? c.primaryKey().autoIncrement() : c.primaryKey());

/**
 * Business customers' price lists (issue 43, decision 0116).
 *
 * - `customer_group`, `customer_group_member`: groups of customers a list can be assigned to.
 * - `price_list`: name, warehouse (null: every warehouse), validity days (Europe/Rome, to_date
 *   inclusive, null: open), status (0 ceased, 1 active), priority (higher wins among lists of the
 *   same level), whether promotions apply on top; `price_list_customer` and `price_list_customer_group` assign it.
 * - `price_list_proposal`: a list's prices as proposed, with its publication state
 *   (PRICE_LIST_TRANSITIONS); `previous_state_id` is written by the one conditional update that
 *   moves it, so the history row knows the state it left. Its prices are
 *   `price_list_proposal_price`, one per product (a unique key: adding twice cannot make two).
 *   Once published a proposal's prices never change, so the set of proposals in force is an exact
 *   key for what a customer pays (the catalogue keys its kept answers on it).
 * - `price_list_proposal_history`: every move with its actor and reason.
 * - `price_list_role`: who may propose (price_list_create) or approve (price_list_approve), for
 *   one warehouse or (null) all.
 * - `order_line.price_list_id`: the list a line was priced with (its price is already kept).
 */
export const m0039PriceLists: SpesaMigration = {
  name: '0039_price_lists',
  async up(db: K, dialect: Dialect) {
    const id: Id = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema
      .createTable('customer_group')
      .addColumn('customer_group_id', id, withId(id))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('customer_group_member')
      .addColumn('customer_group_id', 'integer', (c) =>
        c.notNull().references('customer_group.customer_group_id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('user_account.user_id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('customer_group_member_pk', ['customer_group_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('customer_group_member_user_idx')
      .on('customer_group_member')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('price_list')
      .addColumn('price_list_id', id, withId(id))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('warehouse_id', 'integer', (c) => c.references('warehouse.warehouse_id'))
      .addColumn('from_date', day, (c) => c.notNull())
      .addColumn('to_date', day)
      .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      // 1: the warehouse's promotions apply on top of the list's price; 0: the list's price is final.
      .addColumn('apply_promotions', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addCheckConstraint('price_list_status_ck', sql`status_id in (0, 1)`)
      .execute();
    await db.schema
      .createTable('price_list_customer')
      .addColumn('price_list_id', 'integer', (c) =>
        c.notNull().references('price_list.price_list_id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('user_account.user_id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('price_list_customer_pk', ['price_list_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('price_list_customer_user_idx')
      .on('price_list_customer')
      .column('user_id')
      .execute();
    await db.schema
      .createTable('price_list_customer_group')
      .addColumn('price_list_id', 'integer', (c) =>
        c.notNull().references('price_list.price_list_id').onDelete('cascade'),
      )
      .addColumn('customer_group_id', 'integer', (c) =>
        c.notNull().references('customer_group.customer_group_id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('price_list_customer_group_pk', ['price_list_id', 'customer_group_id'])
      .execute();

    await db.schema
      .createTable('price_list_proposal')
      .addColumn('price_list_proposal_id', id, withId(id))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('price_list_id', 'integer', (c) => c.notNull().references('price_list.price_list_id'))
      .addColumn('replaced_price_list_id', 'integer', (c) => c.references('price_list.price_list_id'))
      .addColumn('from_date', day, (c) => c.notNull())
      .addColumn('to_date', day)
      .addColumn('warehouse_id', 'integer', (c) => c.references('warehouse.warehouse_id'))
      .addColumn('publication_state_id', 'integer', (c) => c.notNull())
      .addColumn('previous_state_id', 'integer')
      .addColumn('author_user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
      .addColumn('approver_user_id', 'integer', (c) => c.references('user_account.user_id'))
      .addColumn('refusal_reason', 'varchar(500)')
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addCheckConstraint('price_list_proposal_state_ck', sql`publication_state_id between -1 and 6`)
      .execute();
    await db.schema
      .createIndex('price_list_proposal_list_idx')
      .on('price_list_proposal')
      .columns(['price_list_id', 'publication_state_id'])
      .execute();
    await db.schema
      .createIndex('price_list_proposal_author_idx')
      .on('price_list_proposal')
      .column('author_user_id')
      .execute();

    await db.schema
      .createTable('price_list_proposal_price')
      .addColumn('price_id', id, withId(id))
      .addColumn('price_list_proposal_id', 'integer', (c) =>
        c.notNull().references('price_list_proposal.price_list_proposal_id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id'))
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('reference_price_id', 'integer')
      .addColumn('reference_warehouse_id', 'integer', (c) => c.references('warehouse.warehouse_id'))
      .addUniqueConstraint('price_list_proposal_price_uq', ['price_list_proposal_id', 'product_id'])
      .addCheckConstraint('price_list_proposal_price_ck', sql`price_cents > 0 and price_cents <= 9999999`)
      .execute();

    await db.schema
      .createTable('price_list_proposal_history')
      .addColumn('history_id', id, withId(id))
      .addColumn('price_list_proposal_id', 'integer', (c) =>
        c.notNull().references('price_list_proposal.price_list_proposal_id').onDelete('cascade'),
      )
      .addColumn('from_state_id', 'integer')
      .addColumn('to_state_id', 'integer', (c) => c.notNull())
      .addColumn('actor_user_id', 'integer', (c) => c.references('user_account.user_id'))
      .addColumn('reason', 'varchar(500)')
      .addColumn('at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('price_list_proposal_history_idx')
      .on('price_list_proposal_history')
      .column('price_list_proposal_id')
      .execute();

    await db.schema
      .createTable('price_list_role')
      .addColumn('price_list_role_id', id, withId(id))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('user_account.user_id').onDelete('cascade'),
      )
      .addColumn('role', 'varchar(40)', (c) => c.notNull())
      .addColumn('warehouse_id', 'integer', (c) => c.references('warehouse.warehouse_id'))
      .execute();
    await db.schema.createIndex('price_list_role_user_idx').on('price_list_role').column('user_id').execute();

    await db.schema.alterTable('order_line').addColumn('price_list_id', 'integer').execute();
  },
};
