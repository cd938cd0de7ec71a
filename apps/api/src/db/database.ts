import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type SQLiteType from 'better-sqlite3';
import type PgType from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';
import { guardedDb } from './transaction-guard.js';
import { withFifoConnection } from './sqlite-fifo.js';
import { startBackgroundCheckpoints } from './background-checkpoints.js';
import { preparedStatementsPool } from './pg-prepared.js';

export type Dialect = 'sqlite' | 'postgres';

/** The outer handle of the app: opens transactions (db/transaction.ts); `Tx` is the inner one. */
export interface Db {
  readonly kysely: Kysely<Database>;
  dialect: Dialect;
  /** SQLite only: compiled statements run at once, past Kysely's executor (db/precompiled.ts). */
  readonly sqliteNow?: SqliteNow;
  /** Closes the pool or file; safe to call twice. */
  close(): Promise<void>;
  /**
   * A connection held for one call (db/connection.ts): the handle it was taken from. Caches kept
   * per database key on that handle (`homeOf`), not on the call's own, which lives for one call.
   */
  readonly home?: Db;
}

// Each driver is loaded only when its dialect is used: a SQLite shop never pays for loading pg,
// which shortens the cold start (issue goal: first answer under 1 s).
const require = createRequire(import.meta.url);

function loadPg(): typeof PgType {
  const pg = require('pg') as typeof PgType;
  // PostgreSQL returns BIGINT (COUNT(*)) as text by default; our counts fit in a JS number.
  pg.types.setTypeParser(20, (v) => Number(v));
  return pg;
}

/** Runs `sql` with `parameters` and answers its rows (none for a statement that returns none). */
export type SqliteRunner = (sql: string, parameters: readonly unknown[]) => unknown[];

/**
 * One compiled statement run at once on SQLite's kept statements: what Kysely's executor does for
 * SQLite (all the rows of a statement that returns some, none otherwise), without its layers of
 * promises and its hand-over of the connection, which cost several microseconds a statement
 * (decision 0075). better-sqlite3 runs a statement synchronously, so running one at once is safe
 * whenever nothing else holds the one connection.
 */
export interface SqliteNow {
  /** For the holder of the connection only: a transaction (`Tx.runNow`). */
  run: SqliteRunner;
  /** When no transaction and no queued statement holds the connection; undefined otherwise. */
  runIfIdle(sql: string, parameters: readonly unknown[]): unknown[] | undefined;
}

export interface DatabaseOptions {
  /**
   * Tests set it: using this handle while one of its transactions is open throws (see
   * transaction-guard.ts). Off in production, where the handle is a plain object.
   */
  guardTransactions?: boolean;
  /** Called with the SQL of every statement run (bench/cart/statements.ts counts them). */
  onQuery?: (sql: string, ms: number) => void;
  /**
   * SQLite file only: WAL checkpoints run in a worker thread (db/background-checkpoints.ts). The
   * running shop sets it; tests and scripts keep SQLite's checkpoint after the commit.
   */
  backgroundCheckpoints?: boolean;
  /** PostgreSQL only: the most connections the pool opens (DATABASE_POOL_SIZE; 10 by default). */
  poolSize?: number;
  /**
   * PostgreSQL only: statements with parameters prepared once per connection (db/pg-prepared.ts,
   * DATABASE_PREPARED_STATEMENTS; on unless set to false). Off, each is parsed and planned at every
   * call, as a pooler in transaction mode without prepared-statement support needs.
   */
  preparedStatements?: boolean;
}

export function createDatabase(url: string, opts: DatabaseOptions = {}): Db {
  const handle = (
    kysely: Kysely<Database>,
    dialect: Dialect,
    sqlite?: { now: SqliteNow; beforeClose?: () => Promise<void> },
  ): Db => {
    const close = once(async () => {
      await sqlite?.beforeClose?.();
      await kysely.destroy();
    });
    const sqliteNow = sqlite?.now;
    return opts.guardTransactions
      ? guardedDb(kysely, dialect, close, sqliteNow)
      : { kysely, dialect, close, sqliteNow };
  };
  const log = opts.onQuery
    ? (e: LogEvent) => {
        if (e.level === 'query') opts.onQuery?.(e.query.sql, e.queryDurationMillis);
      }
    : undefined;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pg = loadPg();
    const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10 });
    // An idle connection can be closed by the server (restart, failover); the pool replaces it.
    // Without this handler the 'error' event would crash the process.
    pool.on('error', (err) => console.warn(`PostgreSQL: connessione inattiva chiusa (${err.message})`));
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: opts.preparedStatements === false ? pool : preparedStatementsPool(pool) }),
      log,
    });
    return handle(kysely, 'postgres');
  }
  const file = url === ':memory:' ? ':memory:' : url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const SQLite = require('better-sqlite3') as typeof SQLiteType;
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const checkpoints =
    opts.backgroundCheckpoints && file !== ':memory:'
      ? startBackgroundCheckpoints(sqlite, path.resolve(file))
      : undefined;
  const statements = withStatementCache(sqlite);
  const fifo = withFifoConnection(new SqliteDialect({ database: statements }), beginImmediate(sqlite));
  const kysely = new Kysely<Database>({ dialect: fifo.dialect, log });
  const run = sqliteRunner(statements, opts.onQuery);
  const now: SqliteNow = { run, runIfIdle: (text, parameters) => (fifo.idle() ? run(text, parameters) : undefined) };
  return handle(kysely, 'sqlite', { now, beforeClose: checkpoints?.stop });
}

/** Runs compiled statements on the kept statements, reporting each to `onQuery` as Kysely's log does. */
function sqliteRunner(statements: SqliteDatabase, onQuery: DatabaseOptions['onQuery']): SqliteRunner {
  const run = (text: string, parameters: readonly unknown[]): unknown[] => {
    const stmt = statements.prepare(text);
    if (stmt.reader) return stmt.all(parameters) as unknown[];
    stmt.run(parameters);
    return [];
  };
  if (!onQuery) return run;
  return (text, parameters) => {
    const start = performance.now();
    try {
      return run(text, parameters);
    } finally {
      onQuery(text, performance.now() - start);
    }
  };
}

/** How long a SQLite statement waits for another process's write lock before failing. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * How a SQLite transaction begins. Several processes may write one file (WORKERS > 1, decision
 * 0073), so a transaction takes the write lock as it begins (IMMEDIATE): it then never reads a
 * snapshot that another process's commit makes stale, which a deferred one would find out only at
 * its first write (SQLITE_BUSY_SNAPSHOT, not retried). The wait for the lock is done here, a turn
 * of the event loop at a time, not in SQLite's busy handler, which sleeps the whole process for
 * 1 ms or more while this process's other requests could run.
 */
function beginImmediate(sqlite: SQLiteType.Database): () => Promise<void> {
  const begin = sqlite.prepare('begin immediate');
  const noWait = sqlite.prepare('pragma busy_timeout = 0');
  const wait = sqlite.prepare(`pragma busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const tryBegin = (): boolean => {
    noWait.get();
    try {
      begin.run();
      return true;
    } catch (e) {
      if (String((e as { code?: unknown }).code).startsWith('SQLITE_BUSY')) return false;
      throw e;
    } finally {
      wait.get();
    }
  };
  return async () => {
    const deadline = performance.now() + BUSY_TIMEOUT_MS;
    while (!tryBegin()) {
      if (performance.now() > deadline) throw new Error('SQLite: il database è occupato da un altro processo');
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
}

/** How many prepared statements a SQLite handle keeps (the SQL texts of the app are few). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement again on each run; with SQLite that preparation was a third of
 * the database time of a cart change (docs/benchmarks/bench-cart-*.md). The statements are kept by their SQL
 * text and reused: better-sqlite3 runs them synchronously, so one is never used twice at once.
 */
function withStatementCache(sqlite: SQLiteType.Database): SqliteDatabase {
  const cache = new Map<string, CachedStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      // A schema change can change what a kept statement answers (`select *` after a new column):
      // every kept statement is dropped before one runs (the migrations, at start).
      if (SCHEMA_CHANGE.test(text)) cache.clear();
      let stmt = cache.get(text);
      if (stmt) {
        // Most recently used last, so the first key is the one to drop when full.
        cache.delete(text);
        cache.set(text, stmt);
      } else {
        stmt = cachedStatement(sqlite, text);
        cache.set(text, stmt);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      return stmt;
    },
  } as SqliteDatabase;
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

/** What Kysely's SQLite driver uses of a statement. */
interface CachedStatement {
  readonly reader: boolean;
  all(parameters: unknown[]): unknown[];
  run(parameters: unknown[]): SQLiteType.RunResult;
  iterate(parameters: unknown[]): IterableIterator<unknown>;
}

/**
 * A kept statement whose rows are read as arrays and made into objects by a function built once
 * from its column names: better-sqlite3 builds each row object property by property, which cost
 * 25 µs for the 20 lines of a cart (decision 0074); objects of one literal shape are much cheaper
 * to make. A name given twice keeps its last value, as better-sqlite3's objects do. Streaming
 * (`iterate`) would hold the kept statement open: it reads objects the usual way, on a statement
 * of its own.
 */
function cachedStatement(sqlite: SQLiteType.Database, text: string): CachedStatement {
  const stmt = sqlite.prepare(text);
  const plain = {
    reader: stmt.reader,
    all: (parameters: unknown[]) => stmt.all(parameters),
    run: (parameters: unknown[]) => stmt.run(parameters),
    iterate: (parameters: unknown[]) => sqlite.prepare(text).iterate(parameters),
  };
  if (!stmt.reader) return plain;
  let width = 0;
  let toRow = (r: unknown[]) => r as unknown;
  const build = () => {
    const names = stmt.columns().map((c) => c.name);
    width = names.length;
    // The names come from our own SQL, and JSON.stringify makes each one a safe property key.
    toRow = new Function('r', `return {${names.map((n, i) => `${JSON.stringify(n)}: r[${i}]`).join(', ')}};`) as (
      r: unknown[],
    ) => unknown;
  };
  build();
  stmt.raw(true);
  return {
    ...plain,
    all(parameters: unknown[]) {
      const rows = stmt.all(parameters) as unknown[][];
      // Compiled again by SQLite after a change made elsewhere: read the columns again.
      if (rows.length > 0 && rows[0]!.length !== width) build();
      return rows.map(toRow);
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
