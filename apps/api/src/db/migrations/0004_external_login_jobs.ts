import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;
type Id = 'serial' | 'integer';

const ts = 'varchar(30)';

/**
 * Logins through an identity provider (Google, Facebook, SAML): the link between a provider's
 * subject and a shop account, and the short-lived state of a login in progress (decision 0014).
 */
async function externalLogin(db: K, id: Id) {
  await db.schema
    .createTable('user_identity')
    .addColumn('identity_id', id, (c) => c.primaryKey())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.user_id'))
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_login_at', ts)
    .addUniqueConstraint('user_identity_subject_uq', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identity_user_idx').on('user_identity').column('user_id').execute();
  // One row per redirect to a provider: `request_id` is the OAuth state or the SAML request id
  // (hashed), so a callback is accepted once, for the login that started it, before it expires.
  // After the callback, a provider profile with no shop account waits here for registration.
  await db.schema
    .createTable('sso_request')
    .addColumn('request_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)')
    .addColumn('relay_state_url', 'varchar(500)')
    .addColumn('session_id', 'varchar(64)')
    .addColumn('profile_json', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('sso_request_session_idx').on('sso_request').column('session_id').execute();
}

/**
 * Background work processed in-process (docs/architecture.md "Jobs and mail"): a row per run. `run_at` says when it is due;
 * an instance claims it by a conditional update of `locked_until`, so two instances never run
 * the same row.
 */
async function jobs(db: K, id: Id) {
  await db.schema
    .createTable('job')
    .addColumn('job_id', id, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(50)', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('run_at', ts, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', ts)
    .addColumn('done_at', ts)
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_due_idx').on('job').columns(['done_at', 'run_at']).execute();
}

export const m0004ExternalLoginJobs: SpesaMigration = {
  name: '0004_external_login_jobs',
  async up(db: K, dialect: Dialect) {
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    await externalLogin(db, id);
    await jobs(db, id);
  },
};
