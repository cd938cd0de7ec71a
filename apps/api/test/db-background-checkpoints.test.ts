import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.js';
import { inTransaction } from '../src/db/transaction.js';

/**
 * SQLite's checkpoints in a worker thread (decision 0075): the pages a commit appends to the WAL
 * reach the database file without the committing connection's help, and everything written is
 * there after the shop closes and opens the file again. SQLite only: the option is SQLite's.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-checkpoints-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** About 2 MB in one transaction: some 500 pages, under SQLite's own checkpoint mark of 1,000. */
async function writeRows(db: Db, from: number, count: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (let i = from; i < from + count; i++)
      await sql`insert into note (id, body) values (${i}, ${'x'.repeat(1000)})`.execute(tx.kysely);
  });
}

async function openWithTable(file: string, backgroundCheckpoints: boolean): Promise<Db> {
  const db = createDatabase(`sqlite:${file}`, { backgroundCheckpoints });
  await sql`create table if not exists note (id integer primary key, body text not null)`.execute(db.kysely);
  return db;
}

/** Waits up to `ms` for the database file (not its WAL) to reach `bytes`; answers its size. */
async function fileSizeReaching(file: string, bytes: number, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let size = fs.statSync(file).size;
  while (size < bytes && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    size = fs.statSync(file).size;
  }
  return size;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SQLite checkpoints in the background', () => {
  it('copies committed pages into the database file while the connection only commits', async () => {
    const file = path.join(dir, 'background.sqlite');
    const db = await openWithTable(file, true);
    const before = fs.statSync(file).size;
    await writeRows(db, 1, 2000);
    expect(await fileSizeReaching(file, before + 1_500_000, 3000)).toBeGreaterThan(before + 1_500_000);
    await db.close();
  });

  it('without it, the same commit stays in the WAL (the comparison that shows who copied)', async () => {
    const file = path.join(dir, 'foreground.sqlite');
    const db = await openWithTable(file, false);
    const before = fs.statSync(file).size;
    await writeRows(db, 1, 2000);
    expect(await fileSizeReaching(file, before + 1_500_000, 300)).toBeLessThan(before + 1_500_000);
    await db.close();
  });

  it('keeps every row across many commits, a close and a new opening', async () => {
    const file = path.join(dir, 'reopen.sqlite');
    const db = await openWithTable(file, true);
    for (let round = 0; round < 10; round++) await writeRows(db, round * 500 + 1, 500);
    await db.close();
    await db.close();
    const again = createDatabase(`sqlite:${file}`);
    const { rows } = await sql<{ n: number; total: number }>`select count(*) as n, sum(id) as total from note`.execute(
      again.kysely,
    );
    expect(rows[0]).toEqual({ n: 5000, total: (5000 * 5001) / 2 });
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(again.kysely);
    expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
    await again.close();
  });
});
