import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { OuterHandleInTransactionError } from '../src/db/transaction-guard.js';
import { fixedClock } from '../src/lib/clock.js';
import { DbJobQueue } from '../src/modules/jobs/index.js';
import { outboxMailer } from '../src/modules/mail/index.js';
import { TEST_NOW } from './helpers/app.js';
import { useTestApp } from './helpers/setup.js';

/**
 * One transaction handle (docs/architecture.md "Transactions"): jobs and mails written with it
 * commit or roll back with the rest, and touching the outer handle inside a transaction fails
 * loudly in tests instead of hanging (SQLite) or escaping the transaction (PostgreSQL).
 */
const t = useTestApp();
const clock = fixedClock(TEST_NOW);
const silentLog = { debug() {}, info() {}, warn() {}, error() {} } as never;
const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const rollback = new Error('rolled back on purpose');

const jobsOfKind = (kind: string) =>
  t.db.kysely.selectFrom('job').select(['job_id', 'done_at']).where('kind', '=', kind).execute();
const outboxTo = (to: string) =>
  t.db.kysely.selectFrom('mail_outbox').select('id').where('to', '=', to).execute();

describe(`jobs and mails inside a transaction on ${on}`, () => {
  it('a job enqueued inside a rolled-back transaction is gone', async () => {
    const ran: unknown[] = [];
    const queue = new DbJobQueue(t.db, clock, silentLog).register(
      'tx.rollback',
      async (p) => void ran.push(p),
    );
    await expect(
      inTransaction(t.db, async (tx) => {
        await queue.enqueue(tx, 'tx.rollback', { n: 1 });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await jobsOfKind('tx.rollback')).toEqual([]);
    await queue.runDue();
    expect(ran).toEqual([]);
  });

  it('a job enqueued inside a committed transaction runs once', async () => {
    const ran: unknown[] = [];
    const queue = new DbJobQueue(t.db, clock, silentLog).register('tx.commit', async (p) => void ran.push(p));
    await inTransaction(t.db, async (tx) => {
      await queue.enqueue(tx, 'tx.commit', { n: 2 });
      // Still inside: nothing runs before the commit.
      expect(ran).toEqual([]);
    });
    await queue.runDue();
    await queue.runDue();
    expect(ran).toEqual([{ n: 2 }]);
    expect(await jobsOfKind('tx.commit')).toEqual([
      { job_id: expect.any(Number), done_at: expect.any(String) },
    ]);
  });

  it('a mail sent inside a rolled-back transaction is not in the outbox; a committed one is', async () => {
    const mailer = outboxMailer(clock);
    const mail = (to: string) => ({ to, subject: 'Ordine', text: 'Grazie', html: '<p>Grazie</p>' });
    await expect(
      inTransaction(t.db, async (tx) => {
        await mailer.send(tx, mail('annullato@example.com'));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await inTransaction(t.db, (tx) => mailer.send(tx, mail('confermato@example.com')));
    expect(await outboxTo('annullato@example.com')).toEqual([]);
    expect(await outboxTo('confermato@example.com')).toHaveLength(1);
  });

  it('runs afterCommit callbacks after a commit only', async () => {
    const calls: string[] = [];
    await inTransaction(t.db, async (tx) => tx.afterCommit(() => calls.push('committed')));
    await inTransaction(t.db, async (tx) => {
      tx.afterCommit(() => calls.push('rolled back'));
      throw rollback;
    }).catch(() => undefined);
    expect(calls).toEqual(['committed']);
  });
});

describe(`the outer-handle guard on ${on}`, () => {
  it('throws when the outer handle is used while its transaction is open, and rolls back', async () => {
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.kysely
          .insertInto('mail_outbox')
          .values({ to: 'guardia@example.com', subject: 's', text: 't', html: 'h', created_at: TEST_NOW })
          .execute();
        await t.db.kysely.selectFrom('mail_outbox').select('id').execute();
      }),
    ).rejects.toBeInstanceOf(OuterHandleInTransactionError);
    expect(await outboxTo('guardia@example.com')).toEqual([]);
  });

  it('lets other work use the outer handle while a transaction is open, and itself after it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const open = inTransaction(t.db, async () => held);
    // Not inside the transaction's code: allowed (on SQLite it waits for the connection).
    const outside = t.db.kysely.selectFrom('app_meta').select('key').execute();
    release();
    await open;
    expect((await outside).length).toBeGreaterThan(0);
    expect(await t.db.kysely.selectFrom('app_meta').select('key').execute()).not.toEqual([]);
  });

  it('joins the open transaction when given a Tx, so a service may open one or be called inside one', async () => {
    await expect(
      inTransaction(t.db, async (tx) => {
        await inTransaction(tx, (inner) =>
          inner.kysely
            .insertInto('mail_outbox')
            .values({ to: 'annidato@example.com', subject: 's', text: 't', html: 'h', created_at: TEST_NOW })
            .execute(),
        );
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await outboxTo('annidato@example.com')).toEqual([]);
  });
});
