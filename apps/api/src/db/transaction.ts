import type { Kysely } from 'kysely';
import type { Db, Dialect, SqliteRunner } from './database.js';
import type { Database } from './schema.js';
import { whileOpen } from './transaction-guard.js';

declare const txBrand: unique symbol;

/**
 * A handle bound to one open transaction. It is a distinct type from the outer `Db`, so a
 * function that must run inside a transaction says so by asking for a `Tx` (docs/architecture.md
 * "Transactions"). Obtained only from `inTransaction`.
 */
export interface Tx {
  readonly kysely: Kysely<Database>;
  readonly dialect: Dialect;
  /** Runs `fn` once the transaction has committed; never when it rolls back. */
  afterCommit(fn: () => void): void;
  /**
   * SQLite only: runs a compiled statement at once in this transaction, past Kysely's executor
   * (db/precompiled.ts uses it). Throws once the transaction has ended, as Kysely's handle does.
   */
  readonly runNow?: SqliteRunner;
  readonly [txBrand]: true;
}

/** What services and repositories take first: the outer handle or an open transaction. */
export type DbOrTx = Db | Tx;

export function isTx(handle: DbOrTx): handle is Tx {
  return 'afterCommit' in handle;
}

/**
 * The one way to open a transaction: runs `fn` with a `Tx` and commits when it returns, rolls back
 * when it throws. Given a `Tx`, `fn` joins that transaction (no nesting, no savepoint). Callbacks
 * registered with `afterCommit` run after the commit, outside the transaction.
 */
export async function inTransaction<T>(handle: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (isTx(handle)) return fn(handle);
  const db = handle;
  const committed: Array<() => void> = [];
  const builder = db.kysely.transaction();
  let open = true;
  const runner = db.sqliteNow?.run;
  const runNow: SqliteRunner | undefined = runner
    ? (text, parameters) => {
        if (!open) throw new Error('the transaction has already ended');
        return runner(text, parameters);
      }
    : undefined;
  let result: T;
  try {
    result = await whileOpen(db, () =>
      builder.execute((trx) =>
        fn({
          kysely: trx,
          dialect: db.dialect,
          afterCommit: (f: () => void) => void committed.push(f),
          runNow,
        } as unknown as Tx),
      ),
    );
  } finally {
    open = false;
  }
  for (const f of committed) f();
  return result;
}

/** Runs `fn` now on the outer handle, or once the transaction commits. */
export function whenCommitted(handle: DbOrTx, fn: () => void): void {
  if (isTx(handle)) handle.afterCommit(fn);
  else fn();
}
