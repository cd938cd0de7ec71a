import type { Db } from '../../db/database.js';

export async function insertOutboxMail(
  db: Db,
  row: { to: string; subject: string; text: string; html: string; created_at: string },
) {
  await db.kysely.insertInto('mail_outbox').values(row).execute();
}

export async function latestOutboxMails(db: Db, limit: number) {
  return db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
export type OutboxRow = Awaited<ReturnType<typeof latestOutboxMails>>[number];
