import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * Dynamic form submissions and their uploads (issue 17, decision 0052). A submission carries the
 * client's key (one per filled-in form): the unique (form_id, client_key) makes a double click or
 * a retried request store and e-mail it once. An upload is a file stored under the data
 * directory, named by a random token the submission then refers to; it belongs to one
 * submission at most (claimed by a conditional update).
 */
export const m0016FormSubmissions: SpesaMigration = {
  name: '0016_form_submissions',
  async up(db: K, dialect: Dialect) {
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    const pk = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
    await db.schema
      .createTable('form_submission')
      .addColumn('submission_id', id, pk)
      .addColumn('form_id', 'integer', (c) => c.notNull().references('content_form.form_id'))
      .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('values_json', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addUniqueConstraint('form_submission_key_uq', ['form_id', 'client_key'])
      .execute();
    await db.schema
      .createTable('form_upload')
      .addColumn('upload_id', id, pk)
      .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('form_id', 'integer', (c) => c.notNull().references('content_form.form_id'))
      .addColumn('field_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('mime', 'varchar(100)', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('submission_id', 'integer', (c) => c.references('form_submission.submission_id'))
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('form_upload_submission_idx')
      .on('form_upload')
      .column('submission_id')
      .execute();
  },
};
