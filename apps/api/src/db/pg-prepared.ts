import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type PgType from 'pg';

/**
 * PostgreSQL statements prepared once per connection (decision 0119, DATABASE_PREPARED_STATEMENTS).
 *
 * node-postgres sends a statement with parameters unnamed: the server parses and plans it at every
 * call, which was three quarters of its CPU for a cart change (docs/benchmarks/bench-postgres-*).
 * Named after its text, a statement is parsed once on each connection and its plan kept (a generic
 * plan after five runs when it is as good as a custom one: PostgreSQL's `plan_cache_mode = auto`).
 * It is node-postgres's own public option (`{ name, text, values }`), given here to every
 * statement Kysely sends with parameters; statements without any (`begin`, `commit`) stay as they
 * were, one round trip of the simple protocol.
 */

/** The most distinct texts named by one process; texts past it are sent unnamed (see `namer`). */
export const MAX_NAMED_TEXTS = 2000;

/**
 * Answers the name a text is prepared under, or undefined past `max` texts. Names are handed out
 * in order, so a process never names two texts alike; the bound keeps what each connection holds
 * finite when texts vary (an `in ($1, …, $n)` list makes one text per length).
 */
export function namer(max = MAX_NAMED_TEXTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `spesa_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

/**
 * A prepared statement the server can no longer run as it was prepared: a table it reads changed
 * shape under a running process (a rolling deploy's migration: "cached plan must not change result
 * type"), or the statement was dropped behind the driver's back (`DISCARD ALL` by a pooler).
 */
export function isStalePreparedStatement(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '26000') return true; // invalid_sql_statement_name: "prepared statement … does not exist"
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan');
}

type QueryResult = PostgresQueryResult<unknown>;

/**
 * The pool Kysely is given: each client it takes sends its statements named. A client whose
 * prepared statement went stale is closed when it is released (the pool opens a fresh one, with
 * nothing prepared); the statement is run again unnamed at once when no transaction is open, so
 * the caller never sees the change of shape, and fails otherwise (the transaction is already
 * aborted; the caller's own error handling answers as for any database error).
 */
export function preparedStatementsPool(pool: PgType.Pool, nameOf = namer()): PostgresPool {
  return {
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let inTransaction = false;
      let stale: Error | undefined;
      const run = async (text: string, values: readonly unknown[]): Promise<QueryResult> => {
        const name = values.length > 0 ? nameOf(text) : undefined;
        if (name === undefined) return (await client.query(text, values as unknown[])) as unknown as QueryResult;
        try {
          return (await client.query({ name, text, values: values as unknown[] })) as unknown as QueryResult;
        } catch (error) {
          if (!isStalePreparedStatement(error)) throw error;
          stale = error as Error;
          if (inTransaction) throw error;
          return (await client.query(text, values as unknown[])) as unknown as QueryResult;
        }
      };
      return {
        query: ((text: string | object, values: readonly unknown[]) => {
          if (typeof text !== 'string') return client.query(text as never); // a cursor: Kysely's streams
          const command = text.trimStart().slice(0, 8).toLowerCase();
          if (command.startsWith('begin') || command.startsWith('start')) inTransaction = true;
          else if (command.startsWith('commit') || command.startsWith('rollback')) inTransaction = false;
          return run(text, values);
        }) as PostgresPoolClient['query'],
        release: () => client.release(stale),
      };
    },
  };
}
