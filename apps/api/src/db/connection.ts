import type { Db } from './database.js';
import { isTx, type DbOrTx } from './transaction.js';

/**
 * Runs `fn` on one connection held for its whole duration, without a transaction: a read of
 * several statements (cart/view) then waits once for SQLite's single connection instead of once
 * per statement, where 50 shoppers at a time made each wait queue behind all the others. Given a
 * `Tx`, `fn` simply runs on it.
 */
export async function withConnection<T>(handle: DbOrTx, fn: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (isTx(handle)) return fn(handle);
  const outer = handle;
  let open = true;
  const run = outer.sqliteNow?.run;
  // The connection is this call's until `fn` ends: on SQLite its compiled statements run at once
  // (decision 0075), and not after it has ended.
  const sqliteNow = run && {
    run,
    runIfIdle: (text: string, parameters: readonly unknown[]) => {
      if (!open) throw new Error('the held connection has already been released');
      return run(text, parameters);
    },
  };
  try {
    return await outer.kysely.connection().execute((kysely) => {
      const held: Db = { kysely, dialect: outer.dialect, close: async () => undefined, sqliteNow, home: homeOf(outer) };
      return fn(held);
    });
  } finally {
    open = false;
  }
}

/** The handle a database's caches are kept on: the app's own, also for a connection held from it. */
export function homeOf(db: Db): Db {
  return db.home ?? db;
}
