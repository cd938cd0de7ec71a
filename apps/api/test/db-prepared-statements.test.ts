import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.js';
import { inTransaction } from '../src/db/transaction.js';
import { namer } from '../src/db/pg-prepared.js';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { adminPool, dropDatabase, pgUrlFor } from './helpers/postgres.js';

const pgUrl = process.env.TEST_DATABASE_URL;

describe('names given to statement texts (db/pg-prepared.ts)', () => {
  it('names a text once, never two texts alike, and stops naming past its bound', () => {
    const nameOf = namer(2);
    const a = nameOf('select $1');
    expect(nameOf('select $1')).toBe(a);
    const b = nameOf('select $1, $2');
    expect(b).toBeDefined();
    expect(b).not.toBe(a);
    expect(nameOf('select $1, $2, $3')).toBeUndefined();
    expect(nameOf('select $1')).toBe(a);
  });
});

describe.skipIf(!pgUrl)(
  'statements prepared once per connection (DATABASE_PREPARED_STATEMENTS; skipped on SQLite, which keeps its own)',
  () => {
    const name = `spesa_p_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    let admin: pg.Pool;
    let named: Db;
    let plain: Db;
    beforeAll(async () => {
      admin = adminPool(pgUrl!);
      await admin.query(`create database ${name}`);
      // One connection each, so that the statements below meet the same connection every time.
      named = createDatabase(pgUrlFor(pgUrl!, name), { poolSize: 1 });
      plain = createDatabase(pgUrlFor(pgUrl!, name), { poolSize: 1, preparedStatements: false });
      await sql`create table prepared_probe (id integer primary key, label text not null)`.execute(plain.kysely);
      await sql`insert into prepared_probe values (1, 'uno'), (2, 'due'), (3, 'tre')`.execute(plain.kysely);
    });
    afterAll(async () => {
      await Promise.all([named.close(), plain.close()]);
      await dropDatabase(admin, name);
      await admin.end();
    });

    const prepared = (db: Db) =>
      sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db.kysely).then((r) => r.rows[0]!.n);
    const probe = (db: Db, min: number) =>
      db.kysely.selectFrom('prepared_probe' as never).selectAll().where('id' as never, '>=', min as never).execute();

    it('answers as the plain driver does, and keeps the statement prepared on its connection', async () => {
      for (const min of [1, 2, 3, 4]) expect(await probe(named, min)).toEqual(await probe(plain, min));
      expect(await prepared(named)).toBeGreaterThan(0);
      expect(await prepared(plain)).toBe(0);
    });

    it('answers the same inside a transaction, and rolls back as the plain driver does', async () => {
      await expect(
        inTransaction(named, async (tx) => {
          await sql`update prepared_probe set label = ${'cambiata'} where id = ${1}`.execute(tx.kysely);
          expect((await probe(tx as unknown as Db, 1))[0]).toEqual({ id: 1, label: 'cambiata' });
          throw new Error('annullata');
        }),
      ).rejects.toThrow('annullata');
      expect(await probe(named, 1)).toEqual(await probe(plain, 1));
      expect((await probe(named, 1))[0]).toEqual({ id: 1, label: 'uno' });
    });

    it('keeps answering when a table it reads changes shape under it (a rolling deploy)', async () => {
      expect(await probe(named, 1)).toHaveLength(3);
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(named.kysely);
      // Another process migrates: `select *` prepared before would now answer another shape.
      await sql`alter table prepared_probe add column note text`.execute(plain.kysely);
      const after = await probe(named, 1);
      expect(after).toEqual(await probe(plain, 1));
      expect(after[0]).toEqual({ id: 1, label: 'uno', note: null });
      // The connection that held the stale statement was closed; its successor prepares afresh.
      const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(named.kysely);
      expect(next.rows[0]!.pid).not.toBe(before.rows[0]!.pid);
      expect(await probe(named, 2)).toEqual(await probe(plain, 2));
    });
  },
);
