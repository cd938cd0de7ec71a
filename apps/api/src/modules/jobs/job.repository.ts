import type { DbOrTx } from '../../db/transaction.js';

/** SQL of the job table (migration 0004). Timestamps are UTC ISO strings, so they sort as text. */
export interface JobRow {
  job_id: number;
  kind: string;
  payload_json: string;
  attempts: number;
}

/**
 * Adds a job; with a key, one pending job per key: the pending job of that key takes the new
 * payload and time instead (the partial unique index of migration 0037 decides, so two enqueues
 * racing leave one row).
 */
export async function insertJob(
  db: DbOrTx,
  kind: string,
  payload: unknown,
  runAt: string,
  now: string,
  key: string | null = null,
) {
  const payloadJson = JSON.stringify(payload ?? {});
  await db.kysely
    .insertInto('job')
    .values({ kind, payload_json: payloadJson, run_at: runAt, attempts: 0, created_at: now, job_key: key })
    .onConflict((oc) =>
      oc
        .column('job_key')
        .where('done_at', 'is', null)
        .where('job_key', 'is not', null)
        .doUpdateSet({ kind, payload_json: payloadJson, run_at: runAt }),
    )
    .execute();
}

export async function dueJobs(db: DbOrTx, now: string, limit: number): Promise<JobRow[]> {
  return db.kysely
    .selectFrom('job')
    .select(['job_id', 'kind', 'payload_json', 'attempts'])
    .where('done_at', 'is', null)
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('run_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a job for this instance: a conditional update that only one instance can win. A lock
 * that outlives a crashed instance expires, and the job runs again.
 */
export async function claimJob(db: DbOrTx, job: JobRow, now: string, lockedUntil: string): Promise<boolean> {
  const res = await db.kysely
    .updateTable('job')
    // A running job gives its key up: work enqueued with that key meanwhile is a new job.
    .set({ locked_until: lockedUntil, attempts: job.attempts + 1, job_key: null })
    .where('job_id', '=', job.job_id)
    .where('attempts', '=', job.attempts)
    .where('done_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function finishJob(db: DbOrTx, jobId: number, now: string, error: string | null = null) {
  await db.kysely
    .updateTable('job')
    .set({ done_at: now, locked_until: null, last_error: error })
    .where('job_id', '=', jobId)
    .execute();
}

export async function retryJob(db: DbOrTx, jobId: number, runAt: string, error: string) {
  await db.kysely
    .updateTable('job')
    .set({ run_at: runAt, locked_until: null, last_error: error.slice(0, 1000) })
    .where('job_id', '=', jobId)
    .execute();
}

/** Whether a job of this kind is waiting or running (recurring jobs keep one at a time). */
export async function hasPendingJob(db: DbOrTx, kind: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('job')
    .select('job_id')
    .where('kind', '=', kind)
    .where('done_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Purge: jobs finished before `before`. */
export async function deleteFinishedJobs(db: DbOrTx, before: string): Promise<number> {
  const r = await db.kysely.deleteFrom('job').where('done_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
