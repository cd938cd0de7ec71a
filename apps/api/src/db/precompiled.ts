import { CompiledQuery, type Compilable, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from './schema.js';
import { isTx, type DbOrTx } from './transaction.js';

// Statements of the hot cart calls (issue 13, decision 0055) are built and compiled by Kysely once
// per dialect instead of on every run: building the operation tree and compiling it cost about as
// much CPU as SQLite running the statement. The query is still written with Kysely's builder (typed,
// both dialects); it is built once with stand-in values whose places in the compiled parameters
// are then filled with the real values on each run.

/** A stand-in value: a string no caller sends (it starts with a NUL character). */
const standIn = (i: number, j = -1) => `\u0000precompiled:${i}:${j}`;

/** Compiled forms kept per statement (dialects times the lengths of its lists). */
const MAX_SHAPES = 64;

interface Compiled {
  sql: string;
  /** Per parameter: the argument (and, for a list, the item) it takes, or (arg -1) a constant. */
  slots: Array<{ arg: number; item: number; value: unknown }>;
}

/**
 * A statement of the hot cart calls compiled once per dialect (and per length of each list
 * property, for `in`), taking one object argument: `build` receives an object of stand-in values
 * (only pass them to the builder as values, never inspect them). Every property must appear as a
 * value of the query, and every call must give every property (null, not undefined). Kept to the
 * few repositories whose statements every cart change runs (decision 0115); elsewhere plain
 * Kysely queries, whose building costs a few µs more and reads as any other query.
 */
export function compiledOnce<P extends object, O>(
  build: (k: Kysely<Database>, p: P) => Compilable<O>,
): (db: DbOrTx, p: P) => Promise<O[]> {
  let names: string[] | undefined;
  const run = precompiled((k, ...args: unknown[]) =>
    build(k, Object.fromEntries(names!.map((n, i) => [n, args[i]])) as P),
  );
  return (db, p) => {
    names ??= Object.keys(p);
    const args = new Array<unknown>(names.length);
    for (let i = 0; i < names.length; i++) args[i] = (p as Record<string, unknown>)[names[i]!];
    return run(db, ...args);
  };
}

/**
 * The engine under `compiledOnce` (positional, so not exported: callers name their arguments).
 * A statement compiled once per dialect (and per length of each list argument, for `in`);
 * `build` receives stand-in values: only pass them to the builder as values, never inspect them.
 * Every argument must appear as a value of the query.
 */
function precompiled<A extends unknown[], O>(
  build: (k: Kysely<Database>, ...args: A) => Compilable<O>,
): (db: DbOrTx, ...args: A) => Promise<O[]> {
  const shapes = new Map<string, Compiled>();
  const compile = (db: DbOrTx, args: A): Compiled => {
    const stand = args.map((a, i) => (Array.isArray(a) ? a.map((_, j) => standIn(i, j)) : standIn(i))) as A;
    const where = new Map<unknown, { arg: number; item: number }>();
    stand.forEach((a, i) => {
      if (Array.isArray(a)) a.forEach((v, j) => where.set(v, { arg: i, item: j }));
      else where.set(a, { arg: i, item: -1 });
    });
    const q = build(db.kysely, ...stand).compile();
    const slots = q.parameters.map((value) => ({ ...(where.get(value) ?? { arg: -1, item: -1 }), value }));
    args.forEach((_, i) => {
      if (!slots.some((s) => s.arg === i))
        throw new Error(`precompiled: argument ${i} is not a value of the query`);
    });
    return { sql: q.sql, slots };
  };
  return async (db, ...args) => {
    let key: string = db.dialect;
    for (const a of args) if (Array.isArray(a)) key += `:${a.length}`;
    let c = shapes.get(key);
    if (!c) {
      c = compile(db, args);
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(key, c);
    }
    const parameters = c.slots.map((s) =>
      s.arg < 0 ? s.value : s.item < 0 ? args[s.arg] : (args[s.arg] as unknown[])[s.item],
    );
    return runCompiled<O>(db, c.sql, parameters);
  };
}

/**
 * Runs a compiled statement. On SQLite at once when it can: in a transaction (which holds the one
 * connection), or outside one while nothing holds the connection. Otherwise through Kysely, which
 * queues it for SQLite's connection or takes one of PostgreSQL's pool.
 */
async function runCompiled<O>(db: DbOrTx, text: string, parameters: unknown[]): Promise<O[]> {
  if (isTx(db)) {
    if (db.runNow) return db.runNow(text, parameters) as O[];
  } else if (db.sqliteNow) {
    const rows = db.sqliteNow.runIfIdle(text, parameters);
    if (rows) return rows as O[];
  }
  return (await db.kysely.executeQuery<O>(CompiledQuery.raw(text, parameters))).rows;
}

/** Insert statements kept by dialect, table, columns, number of rows and RETURNING. */
const inserts = new Map<string, string>();
const MAX_INSERTS = 256;

/**
 * Inserts `rows` (all with the same columns, undefined values left out as Kysely's `values`
 * does) with a statement compiled once per dialect, table, columns and number of rows: the
 * builder's work on every run cost 14 µs for an order and 37 µs for ten order lines (decision
 * 0074). The first run compiles with Kysely and checks that the parameters are the rows' values
 * in column order; rows of other shapes, and values that are not plain, go through the builder.
 */
export async function insertRows<T extends keyof Database & string>(
  db: DbOrTx,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
  returning: 'all' | 'nothing',
): Promise<Array<Selectable<Database[T]>>> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!).filter((c) => (rows[0] as Record<string, unknown>)[c] !== undefined);
  const values = flatValues(rows as ReadonlyArray<Record<string, unknown>>, columns);
  const key = `${db.dialect}|${table}|${returning}|${rows.length}|${columns.join(',')}`;
  let text = values ? inserts.get(key) : undefined;
  if (!text) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const base = (db.kysely as Kysely<any>).insertInto(table).values(rows as never);
    const q = (returning === 'all' ? base.returningAll() : base).compile();
    const same =
      values !== null &&
      q.parameters.length === values.length &&
      q.parameters.every((p, i) => p === values[i]);
    if (!same) return (await db.kysely.executeQuery<Selectable<Database[T]>>(q)).rows;
    if (inserts.size >= MAX_INSERTS) inserts.clear();
    inserts.set(key, q.sql);
    text = q.sql;
  }
  return runCompiled<Selectable<Database[T]>>(db, text, values!);
}

/** The rows' values in column order, or null when a row has other columns or a value is not plain. */
function flatValues(rows: ReadonlyArray<Record<string, unknown>>, columns: string[]): unknown[] | null {
  const out: unknown[] = [];
  for (const row of rows) {
    let defined = 0;
    for (const c in row) if (row[c] !== undefined) defined++;
    if (defined !== columns.length) return null;
    for (const c of columns) {
      const v = row[c];
      if (v === undefined || (v !== null && typeof v === 'object')) return null;
      out.push(v);
    }
  }
  return out;
}
