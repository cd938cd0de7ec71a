import type { Db } from '../../db/database.js';

/**
 * Runs `fn` in one transaction with a `Db` bound to it, so repositories work unchanged inside.
 * Mails are sent after it returns: on SQLite the single connection is held by the transaction.
 */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.kysely
    .transaction()
    .execute((trx) => fn({ kysely: trx, dialect: db.dialect, close: async () => {} }));
}
