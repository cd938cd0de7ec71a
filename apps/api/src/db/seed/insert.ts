/**
 * Bulk INSERTs through Kysely.
 * - SQLite: multi-row VALUES of at most 500 rows, within the 32766 bound-parameter limit.
 * - PostgreSQL: one array parameter per column, `INSERT ... SELECT * FROM unnest($1::int4[], ...)`,
 *   10,000 rows per statement. Multi-row VALUES also works there (65535 parameters) but binding
 *   millions of scalar parameters made a 100k-product seed three times slower.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';

const SQLITE_MAX_PARAMS = 32_000;
const SQLITE_MAX_ROWS = 500;
const PG_ROWS = 10_000;

export async function insertBatched<T extends keyof Database & string>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0] as object);
  if (dialect === 'postgres') return insertUnnest(db, table, columns, rows as readonly object[]);
  const size = Math.max(1, Math.min(SQLITE_MAX_ROWS, Math.floor(SQLITE_MAX_PARAMS / columns.length)));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot relate a generic table name to its row type; the rows are typed by the caller.
    const chunk = rows.slice(i, i + size) as Parameters<ReturnType<typeof db.insertInto<T>>['values']>[0];
    await db.insertInto(table).values(chunk).execute();
  }
}

async function insertUnnest(
  db: Kysely<Database>,
  table: string,
  columns: string[],
  rows: readonly object[],
): Promise<void> {
  const info = await sql<{ column_name: string; udt_name: string }>`
    select column_name, udt_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  const types = new Map(info.rows.map((r) => [r.column_name, r.udt_name]));
  for (const c of columns) if (!types.has(c)) throw new Error(`unknown column ${table}.${c}`);
  for (let i = 0; i < rows.length; i += PG_ROWS) {
    const chunk = rows.slice(i, i + PG_ROWS) as ReadonlyArray<Record<string, unknown>>;
    const arrays = columns.map(
      (c) => sql`${chunk.map((r) => r[c] ?? null)}::${sql.raw(`${types.get(c)}[]`)}`,
    );
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) select * from unnest(${sql.join(arrays)})`.execute(
      db,
    );
  }
}
