import type { DbOrTx, Tx } from '../../db/transaction.js';

// The only code that knows the form submission and upload tables (migration 0016).

export async function insertUpload(
  db: DbOrTx,
  row: {
    token: string;
    form_id: number;
    field_key: string;
    original_name: string;
    mime: string;
    size_bytes: number;
    created_at: string;
    uploader: string;
  },
): Promise<void> {
  await db.kysely.insertInto('form_upload').values(row).execute();
}

/**
 * Stores a submission once per (form, client key): the unique constraint decides between two
 * requests at the same time. Undefined when the key was already used (the first one stands).
 */
export async function insertSubmissionOnce(
  tx: Tx,
  row: {
    form_id: number;
    client_key: string;
    user_id: number | null;
    values_json: string;
    created_at: string;
  },
): Promise<number | undefined> {
  const inserted = await tx.kysely
    .insertInto('form_submission')
    .values(row)
    .onConflict((oc) => oc.columns(['form_id', 'client_key']).doNothing())
    .returning('submission_id')
    .executeTakeFirst();
  return inserted?.submission_id;
}

/**
 * Gives the unclaimed uploads of this form's field, sent by one of `uploaders` (who submits), to
 * the submission (a conditional update, so a file never belongs to two submissions); answers what
 * was claimed.
 */
export async function claimUploads(
  tx: Tx,
  submissionId: number,
  formId: number,
  fieldKey: string,
  tokens: string[],
  uploaders: string[],
): Promise<Array<{ token: string; original_name: string; mime: string; size_bytes: number }>> {
  if (tokens.length === 0 || uploaders.length === 0) return [];
  return tx.kysely
    .updateTable('form_upload')
    .set({ submission_id: submissionId })
    .where('token', 'in', tokens)
    .where('form_id', '=', formId)
    .where('field_key', '=', fieldKey)
    .where('uploader', 'in', uploaders)
    .where('submission_id', 'is', null)
    .returning(['token', 'original_name', 'mime', 'size_bytes'])
    .execute();
}

export function submissionByKey(db: DbOrTx, formId: number, clientKey: string) {
  return db.kysely
    .selectFrom('form_submission')
    .select(['submission_id'])
    .where('form_id', '=', formId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** Deletes the uploads no submission claimed, made before `before`; answers their tokens. */
export async function deleteUnclaimedUploads(db: DbOrTx, before: string): Promise<string[]> {
  const rows = await db.kysely
    .deleteFrom('form_upload')
    .where('submission_id', 'is', null)
    .where('created_at', '<', before)
    .returning('token')
    .execute();
  return rows.map((r) => r.token);
}
