import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';
import { DEFAULT_DISCLAIMERS } from './0002_accounts.disclaimers.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

async function users(db: K, id: 'serial' | 'integer') {
  let t = db.schema
    .createTable('user_account')
    .addColumn('user_id', id, (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('user_type_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('fiscal_code', 'varchar(16)')
    .addColumn('vat_code', 'varchar(11)')
    .addColumn('company_name', 'varchar(200)')
    .addColumn('pec', 'varchar(254)')
    .addColumn('sdi_code', 'varchar(7)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('mobile_phone', 'varchar(30)')
    .addColumn('billing_address1', 'varchar(200)')
    .addColumn('billing_address_number', 'varchar(20)')
    .addColumn('billing_city', 'varchar(100)')
    .addColumn('billing_province', 'varchar(2)')
    .addColumn('billing_postalcode', 'varchar(5)');
  for (const flag of ['mfa_enabled', 'beta_tester'])
    t = t.addColumn(flag, 'integer', (c) => c.notNull().defaultTo(0));
  for (const ref of ['company_id', 'default_store_address_id', 'default_delivery_address_id'])
    t = t.addColumn(ref, 'integer');
  await t
    .addColumn('confirmed_at', ts)
    .addColumn('anonymized_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_person_info')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
    .addColumn('person_info_type_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_person_info_pk', ['user_id', 'person_info_type_id'])
    .execute();
  await db.schema
    .createTable('fidelity_card')
    .addColumn('card_code', 'varchar(13)', (c) => c.primaryKey())
    .addColumn('holder_tax_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('user_account.user_id'))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  // One card per account; several unassigned cards (NULL) are allowed by both dialects.
  await db.schema
    .createIndex('fidelity_card_user_idx')
    .on('fidelity_card')
    .column('user_id')
    .unique()
    .execute();
}

async function sessions(db: K, id: 'serial' | 'integer') {
  await db.schema
    .createTable('session')
    .addColumn('session_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('user_account.user_id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addColumn('idle_expires_at', ts, (c) => c.notNull())
    .addColumn('absolute_expires_at', ts, (c) => c.notNull())
    .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', ts)
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();
  await db.schema
    .createTable('login_challenge')
    .addColumn('challenge_id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('session.session_id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', ts)
    .addColumn('invalidated_at', ts)
    .execute();
  await db.schema
    .createIndex('login_challenge_user_idx')
    .on('login_challenge')
    .columns(['user_id', 'session_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('login_attempt')
    .addColumn('attempt_id', id, (c) => c.primaryKey())
    .addColumn('login_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempt_key_idx')
    .on('login_attempt')
    .columns(['login_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempt_ip_idx')
    .on('login_attempt')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createTable('account_token')
    .addColumn('token_id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('new_email', 'varchar(254)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema
    .createIndex('account_token_user_idx')
    .on('account_token')
    .columns(['user_id', 'purpose'])
    .execute();
}

async function consentsAndBilling(db: K, id: 'serial' | 'integer') {
  await db.schema
    .createTable('registration_disclaimer')
    .addColumn('registration_disclaimer_id', 'integer', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('registration_module_type_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('registration_disclaimer_module_idx')
    .on('registration_disclaimer')
    .columns(['store_id', 'registration_module_type_id', 'active'])
    .execute();
  await db.schema
    .createTable('user_disclaimer')
    .addColumn('user_disclaimer_id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('user_account.user_id'))
    .addColumn('registration_disclaimer_id', 'integer', (c) =>
      c.notNull().references('registration_disclaimer.registration_disclaimer_id'),
    )
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', ts, (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_disclaimer_user_idx')
    .on('user_disclaimer')
    .columns(['user_id', 'registration_disclaimer_id'])
    .execute();
  let t = db.schema
    .createTable('user_person_fiscal')
    .addColumn('person_fiscal_id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'));
  for (const [col, type] of [
    ['first_name', 'varchar(100)'],
    ['last_name', 'varchar(100)'],
    ['company_name', 'varchar(200)'],
    ['fiscal_code', 'varchar(16)'],
    ['vat_code', 'varchar(11)'],
    ['pec', 'varchar(254)'],
    ['sdi_code', 'varchar(7)'],
  ] as const) {
    t = t.addColumn(col, type);
  }
  for (const [col, type] of [
    ['address1', 'varchar(200)'],
    ['address_number', 'varchar(20)'],
    ['city', 'varchar(100)'],
    ['province', 'varchar(2)'],
    ['postalcode', 'varchar(5)'],
    ['created_at', ts],
  ] as const) {
    t = t.addColumn(col, type, (c) => c.notNull());
  }
  await t.execute();
  await db.schema
    .createIndex('user_person_fiscal_user_idx')
    .on('user_person_fiscal')
    .column('user_id')
    .execute();
}

async function outbox(db: K, id: 'serial' | 'integer') {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('to', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();
}

export const m0002Accounts: SpesaMigration = {
  name: '0002_accounts',
  async up(db: K, dialect: Dialect) {
    // SQLite's INTEGER PRIMARY KEY is the rowid, which numbers itself; PostgreSQL needs serial.
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    await users(db, id);
    await sessions(db, id);
    await consentsAndBilling(db, id);
    await outbox(db, id);
    // Consent texts are reference data: registration must work even without the demo data.
    await db.insertInto('registration_disclaimer').values(DEFAULT_DISCLAIMERS).execute();
  },
};
