import { sql } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';

// The staff editor's writes of form definitions (content_form, migration 0015).

export interface FormDefinitionRow {
  slug: string;
  settings_json: string;
  fields_json: string;
  mail_to: string;
  login_required: number;
  modified_at: string;
}

export function allForms(db: DbOrTx) {
  return db.kysely.selectFrom('content_form').selectAll().orderBy('slug').execute();
}

/** Inserts a form unless the slug is taken; undefined then (the unique index decides). */
export async function insertForm(db: DbOrTx, row: FormDefinitionRow): Promise<number | undefined> {
  const inserted = await db.kysely
    .insertInto('content_form')
    .values(row)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('form_id')
    .executeTakeFirst();
  return inserted?.form_id;
}

/** Replaces a form's definition; false when there is no such form. A slug taken by another throws. */
export async function updateForm(db: DbOrTx, id: number, row: FormDefinitionRow): Promise<boolean> {
  const res = await db.kysely
    .updateTable('content_form')
    .set(row)
    .where('form_id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Deletes a form that never received anything (no submission, no upload): what shoppers sent
 * stays readable. One conditional statement, so a submission arriving meanwhile keeps the form.
 */
export async function deleteUnusedForm(db: DbOrTx, id: number): Promise<boolean> {
  let query = db.kysely.deleteFrom('content_form').where('form_id', '=', id);
  for (const table of ['form_submission', 'form_upload'] as const)
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(table)
            .select(sql`1`.as('one'))
            .where('form_id', '=', id),
        ),
      ),
    );
  const res = await query.executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
