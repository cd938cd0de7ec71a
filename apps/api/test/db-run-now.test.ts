import { describe, expect, it } from 'vitest';
import { compiledOnce, insertRows } from '../src/db/precompiled.js';
import { inTransaction, type DbOrTx, type Tx } from '../src/db/transaction.js';
import { homeOf, withConnection } from '../src/db/connection.js';
import type { Db } from '../src/db/database.js';
import { useTestApp } from './helpers/setup.js';

/**
 * Compiled statements run at once on SQLite's connection when nothing else holds it (decision
 * 0075): inside a transaction, or outside one while no transaction is open. What another request
 * reads must stay what it was with the queue: never a write of a transaction still open, never
 * a rolled-back one; and a transaction's handle must be dead once it has ended. On PostgreSQL the
 * same calls go through the pool, and the same answers are expected.
 */
const t = useTestApp();
const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: 'testo',
  html: '<p>testo</p>',
  attachments_json: '[]',
  created_at: '2026-11-24T10:00:00.000Z',
});
const subjectsTo = compiledOnce((k, { to }: { to: string }) =>
  k.selectFrom('mail_outbox').select('subject').where('to', '=', to).orderBy('id'),
);
const subjects = async (to: string) => (await subjectsTo(t.db, { to })).map((r) => r.subject);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`compiled statements beside an open transaction on ${on}`, () => {
  it('another request reads what was committed: not the open write, then the committed one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const buying = inTransaction(t.db, async (tx) => {
      await insertRows(tx, 'mail_outbox', [mail('open@example.com', 'in corso')], 'nothing');
      expect((await subjectsTo(tx, { to: 'open@example.com' })).map((r) => r.subject)).toEqual(['in corso']);
      written();
      await held;
    });
    await wrote;
    // Another request while the transaction is open: it waits for it on SQLite (one connection),
    // it reads the last commit on PostgreSQL; either way it never sees the open write.
    const meanwhile = subjects('open@example.com');
    await pause(30);
    release();
    await buying;
    const seen = await meanwhile;
    expect(seen.length === 0 || on === 'SQLite').toBe(true);
    expect(seen.every((s) => s === 'in corso')).toBe(true);
    expect(await subjects('open@example.com')).toEqual(['in corso']);
  });

  it('a rolled-back write is never read, by a request during its transaction or by anyone after', async () => {
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const failing = inTransaction(t.db, async (tx) => {
      await insertRows(tx, 'mail_outbox', [mail('rollback@example.com', 'annullata')], 'nothing');
      written();
      await pause(20);
      throw new Error('pagamento rifiutato');
    });
    await wrote;
    const meanwhile = subjects('rollback@example.com');
    await expect(failing).rejects.toThrow('pagamento rifiutato');
    expect(await meanwhile).toEqual([]);
    expect(await subjects('rollback@example.com')).toEqual([]);
    await inTransaction(t.db, async (tx) => {
      expect((await subjectsTo(tx, { to: 'rollback@example.com' })).length).toBe(0);
    });
  });

  it("a transaction's handle refuses statements once its transaction has ended", async () => {
    let kept!: Tx;
    await inTransaction(t.db, async (tx) => {
      kept = tx;
      await insertRows(tx, 'mail_outbox', [mail('ended@example.com', 'dentro')], 'nothing');
    });
    await expect(
      insertRows(kept, 'mail_outbox', [mail('ended@example.com', 'fuori')], 'nothing'),
    ).rejects.toThrow();
    expect(await subjects('ended@example.com')).toEqual(['dentro']);
  });

  it('50 requests writing and reading at once each find exactly their own rows', async () => {
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const to = `folla${i}@example.com`;
        await inTransaction(t.db, async (tx) => {
          await insertRows(tx, 'mail_outbox', [mail(to, 'uno')], 'nothing');
          await pause(i % 3);
          await insertRows(tx, 'mail_outbox', [mail(to, 'due')], 'nothing');
        });
        expect(await subjects(to)).toEqual(['uno', 'due']);
      }),
    );
  });

  it('a read holding the connection answers what is committed; on SQLite its handle is dead once released', async () => {
    await insertRows(t.db, 'mail_outbox', [mail('held@example.com', 'prima')], 'nothing');
    let kept!: DbOrTx;
    const seen = await withConnection(t.db, async (c) => {
      kept = c;
      return (await subjectsTo(c, { to: 'held@example.com' })).map((r) => r.subject);
    });
    expect(seen).toEqual(['prima']);
    if (on === 'SQLite') await expect(subjectsTo(kept, { to: 'held@example.com' })).rejects.toThrow();
  });

  it("a held connection's caches live on the app's handle, so the next call finds them", async () => {
    const homes = await Promise.all([1, 2].map(() => withConnection(t.db, async (c) => homeOf(c as Db))));
    for (const home of homes) expect(home).toBe(t.db);
    expect(homeOf(t.db)).toBe(t.db);
  });
});
