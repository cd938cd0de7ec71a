import { sql, type Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

/**
 * Job keys on the table engine (decision 0118): a job enqueued with a key replaces
 * the pending job of that key instead of adding a second one, as graphile-worker's `job_key` does
 * on PostgreSQL. The partial unique index is the guard (one pending row per key, whatever races);
 * a claimed job gives its key up, so work enqueued while it runs is a new row. Both dialects alike.
 */
export const m0037JobKeys: SpesaMigration = {
  name: '0037_job_keys',
  async up(db: K) {
    await db.schema.alterTable('job').addColumn('job_key', 'varchar(200)').execute();
    await sql`create unique index job_pending_key on job (job_key) where done_at is null and job_key is not null`.execute(
      db,
    );
  },
};
