import { insertRows } from '../../db/precompiled.js';
import type { DbOrTx } from '../../db/transaction.js';

export async function insertOutboxMail(
  db: DbOrTx,
  row: {
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments_json: string;
    created_at: string;
  },
) {
  await insertRows(db, 'mail_outbox', [row], 'nothing');
}

export async function latestOutboxMails(db: DbOrTx, limit: number) {
  return db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
export type OutboxRow = Awaited<ReturnType<typeof latestOutboxMails>>[number];

/** Purge: development outbox mails written before `before`. */
export async function deleteOutboxMailsBefore(db: DbOrTx, before: string): Promise<number> {
  const r = await db.kysely.deleteFrom('mail_outbox').where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** GDPR erasure: the development outbox's mails to the erased address. */
export async function deleteOutboxMailsTo(db: DbOrTx, to: string): Promise<void> {
  await db.kysely.deleteFrom('mail_outbox').where('to', '=', to).execute();
}
