import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Db, Dialect, SqliteNow } from './database.js';
import type { Database } from './schema.js';

/**
 * The test-only guard of docs/architecture.md "Transactions": while a transaction is open on a
 * guarded `Db`, touching that outer handle from the code running the transaction throws, instead
 * of hanging (SQLite has one connection) or silently escaping the transaction (PostgreSQL).
 *
 * Only the async flow that opened the transaction is refused: other requests may use the outer
 * handle meanwhile. Production builds plain handles, so none of this runs there.
 */
const openOn = new AsyncLocalStorage<ReadonlySet<Db>>();
const guarded = new WeakSet<Db>();

export class OuterHandleInTransactionError extends Error {
  constructor() {
    super(
      'the outer database handle was used while a transaction is open on it: pass the transaction (Tx) down instead',
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

/** A `Db` whose `kysely` refuses to be touched from inside one of its own transactions. */
export function guardedDb(
  kysely: Kysely<Database>,
  dialect: Dialect,
  close: () => Promise<void>,
  sqliteNow?: SqliteNow,
): Db {
  const db: Db = {
    sqliteNow,
    get kysely() {
      if (openOn.getStore()?.has(db)) throw new OuterHandleInTransactionError();
      return kysely;
    },
    dialect,
    close,
  };
  guarded.add(db);
  return db;
}

/** Runs `fn` (the transaction) marked as open on `db` when `db` is guarded; as is otherwise. */
export function whileOpen<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (!guarded.has(db)) return fn();
  return openOn.run(new Set([...(openOn.getStore() ?? []), db]), fn);
}
