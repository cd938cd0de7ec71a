import { sql, type Kysely } from 'kysely';
import type { DbOrTx } from './transaction.js';

/**
 * Fresh planner statistics after a bulk load (the catalogue's import, the demo data).
 *
 * On SQLite only the per-index averages (sqlite_stat1) are kept; the samples (sqlite_stat4, which
 * the bundled SQLite collects because it is built with SQLITE_ENABLE_STAT4) are deleted. With
 * samples present the planner reads the bound value of every parameter compared with an indexed
 * column to estimate its rows, so SQLite marks the prepared statement to be compiled again each
 * time a new value is bound: every cart call and every buy compiled almost each of its statements
 * again, 10-30 µs apiece (decision 0074). The averages alone give the same plans for our queries.
 */
export async function refreshStatistics(db: DbOrTx): Promise<void> {
  await sql`analyze`.execute(db.kysely);
  if (db.dialect === 'sqlite') await dropStatisticSamples(db.kysely);
}

/** Deletes SQLite's samples, if there are any, and makes this connection read the rest again. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropStatisticSamples(kysely: Kysely<any>): Promise<void> {
  const samples = await sql<{ name: string }>`select name from sqlite_master where name = 'sqlite_stat4'`.execute(
    kysely,
  );
  if (samples.rows.length === 0) return;
  await sql`delete from sqlite_stat4`.execute(kysely);
  // "analyze sqlite_schema" loads the statistics tables again without analysing anything.
  await sql`analyze sqlite_schema`.execute(kysely);
}
