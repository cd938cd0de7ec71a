import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertRows } from '../src/db/precompiled.js';
import { useTestApp } from './helpers/setup.js';

/**
 * insertRows (db/precompiled.ts, decision 0074) keeps an insert's SQL by its shape and binds the
 * rows' values itself: what it stores and answers must be what Kysely's builder would, for every
 * shape, including the ones it hands back to the builder.
 */
const t = useTestApp();
const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: `testo ${subject}`,
  html: `<p>${subject}</p>`,
  attachments_json: '[]',
  created_at: '2026-11-23T10:00:00.000Z',
});
const stored = (to: string) =>
  t.db.kysely
    .selectFrom('mail_outbox')
    .select(['to', 'subject', 'text', 'html', 'attachments_json', 'created_at'])
    .where('to', '=', to)
    .orderBy('id')
    .execute();

describe(`insertRows on ${on}`, () => {
  it('stores each row with its own values, run after run of the same shape', async () => {
    for (const n of [1, 2, 3])
      await insertRows(t.db, 'mail_outbox', [mail('a@example.com', `uno ${n}`)], 'nothing');
    await insertRows(
      t.db,
      'mail_outbox',
      [mail('a@example.com', 'due'), mail('a@example.com', 'tre')],
      'nothing',
    );
    expect((await stored('a@example.com')).map((r) => r.subject)).toEqual([
      'uno 1',
      'uno 2',
      'uno 3',
      'due',
      'tre',
    ]);
    expect((await stored('a@example.com'))[0]).toEqual(mail('a@example.com', 'uno 1'));
  });

  it('answers the stored rows with their ids when asked to return them', async () => {
    const first = await insertRows(
      t.db,
      'mail_outbox',
      [mail('b@example.com', 'x'), mail('b@example.com', 'y')],
      'all',
    );
    const again = await insertRows(
      t.db,
      'mail_outbox',
      [mail('b@example.com', 'z'), mail('b@example.com', 'w')],
      'all',
    );
    expect([...first, ...again].map((r) => r.subject)).toEqual(['x', 'y', 'z', 'w']);
    const ids = [...first, ...again].map((r) => Number(r.id));
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => id > 0)).toBe(true);
  });

  it('leaves undefined values out and handles rows of different columns', async () => {
    const withoutHtml = { ...mail('c@example.com', 'senza'), html: undefined };
    await expect(insertRows(t.db, 'mail_outbox', [withoutHtml as never], 'nothing')).rejects.toThrow(); // html is required: the database refuses, as with the builder
    await insertRows(
      t.db,
      'mail_outbox',
      [mail('c@example.com', 'uno'), { ...mail('c@example.com', 'due'), extra: undefined } as never],
      'nothing',
    );
    expect((await stored('c@example.com')).map((r) => r.subject)).toEqual(['uno', 'due']);
  });

  it('inserts nothing for no rows', async () => {
    expect(await insertRows(t.db, 'mail_outbox', [], 'all')).toEqual([]);
  });
});

// On SQLite the kept statements read rows as arrays and make the objects themselves (decision 0074).
describe(`rows read on ${on}`, () => {
  it('answers each column under its name, the last of two equal names winning', async () => {
    const { rows } = await sql<{
      a: number;
      b: string | null;
    }>`select 1 as a, 'due' as b, 3 as a union all select 4, null, 6`.execute(t.db.kysely);
    expect(rows).toEqual([
      { a: 3, b: 'due' },
      { a: 6, b: null },
    ]);
  });

  it('answers the same rows on the second run of a kept statement, and none when nothing matches', async () => {
    const read = (to: string) =>
      t.db.kysely
        .selectFrom('mail_outbox')
        .select(['subject', 'to'])
        .where('to', '=', to)
        .orderBy('id')
        .execute();
    await insertRows(t.db, 'mail_outbox', [mail('d@example.com', 'uno')], 'nothing');
    expect(await read('d@example.com')).toEqual([{ subject: 'uno', to: 'd@example.com' }]);
    expect(await read('d@example.com')).toEqual([{ subject: 'uno', to: 'd@example.com' }]);
    expect(await read('nessuno@example.com')).toEqual([]);
  });
});

describe(`rows after a schema change on ${on}`, () => {
  it('answers a column added after a statement was first run', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const k = t.db.kysely as any;
    await k.schema.createTable('scratch_shape').addColumn('a', 'integer').execute();
    await k.insertInto('scratch_shape').values({ a: 1 }).execute();
    const all = () => k.selectFrom('scratch_shape').selectAll().execute();
    expect(await all()).toEqual([{ a: 1 }]);
    await k.schema
      .alterTable('scratch_shape')
      .addColumn('b', 'varchar(10)', (c: { defaultTo(v: string): unknown }) => c.defaultTo('x'))
      .execute();
    expect(await all()).toEqual([{ a: 1, b: 'x' }]);
  });
});
