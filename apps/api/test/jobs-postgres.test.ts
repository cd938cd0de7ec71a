import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Db } from '../src/db/database.js';
import { fixedClock } from '../src/lib/clock.js';
import { inTransaction, type DbOrTx } from '../src/db/transaction.js';
import { GraphileJobQueue, cronPattern, type GraphileJobQueueOptions } from '../src/modules/jobs/index.js';
import { adminPool, copyDatabase, dropDatabase, pgUrlFor } from './helpers/postgres.js';
import { TEST_NOW } from './helpers/test-now.js';

/**
 * PostgreSQL's job engine, graphile-worker (decision 0108), on a private copy of the seeded
 * template database. Several "processes" are several queues (each its own pool and runner) on the
 * one database, in this test process. Cron's minutes are reached without waiting for them: the
 * Date is faked (only Date; timers stay real) a moment before a minute's edge, and each wait
 * polls with a deadline. SQLite runs jobs on the job table instead: jobs.test.ts.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const silentLog = { debug() {}, info() {}, warn() {}, error() {} } as never;
const rollback = new Error('rolled back on purpose');
const MINUTE = 60_000;

/** Polls `check` every 20 ms until it holds; fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The failed jobs, as docs/operating.md "Background jobs" gives the query to the operator. */
const failedJobs = (db: DbOrTx) =>
  sql<{ id: number; task_identifier: string; attempts: number; max_attempts: number; last_error: string }>`
    select id, task_identifier, attempts, max_attempts, last_error, run_at, updated_at
    from graphile_worker.jobs
    where attempts >= max_attempts
    order by updated_at desc`
    .execute(db.kysely)
    .then((r) => r.rows);

/** The operator's retry of one job (docs/operating.md): five attempts again, from now. */
const retryJob = (db: DbOrTx, id: number) =>
  sql`select id from graphile_worker.reschedule_jobs(array[${id}]::bigint[], run_at := now(), attempts := 0)`.execute(
    db.kysely,
  );

const jobsOf = (db: DbOrTx, task: string) =>
  sql<{
    id: number;
    attempts: number;
    max_attempts: number;
    last_error: string | null;
    locked_at: Date | null;
    wait: number;
  }>`
    select id, attempts, max_attempts, last_error, locked_at, extract(epoch from run_at - now())::float8 as wait
    from graphile_worker.jobs where task_identifier = ${task} order by id`
    .execute(db.kysely)
    .then((r) => r.rows);

describe.skipIf(!pgUrl)(
  'jobs on PostgreSQL through graphile-worker (skipped on SQLite: jobs.test.ts covers its job table)',
  () => {
    let admin: pg.Pool;
    const name = `spesa_jobs_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    let url: string;
    let db: Db;
    const queues: GraphileJobQueue[] = [];
    const queue = (opts: Partial<GraphileJobQueueOptions> = {}) => {
      const q = new GraphileJobQueue(db, { connectionString: url, log: silentLog, ...opts });
      queues.push(q);
      return q;
    };

    beforeAll(async () => {
      admin = adminPool(pgUrl!);
      await copyDatabase(admin, inject('templateDatabase').slice('postgres:'.length), name);
      url = pgUrlFor(pgUrl!, name);
      db = createDatabase(url, { guardTransactions: true });
    });
    afterEach(async () => {
      vi.useRealTimers();
      await Promise.all(queues.splice(0).map((q) => q.stop()));
    });
    afterAll(async () => {
      await db?.close();
      if (admin) {
        await dropDatabase(admin, name);
        await admin.end();
      }
    });

    it('a job enqueued in a rolled-back transaction never runs; one in a committed transaction runs once', async () => {
      const ran: unknown[] = [];
      const q = queue().register('tx-job', async (p) => void ran.push(p));
      await expect(
        inTransaction(db, async (tx) => {
          await q.enqueue(tx, 'tx-job', { n: 1 });
          // Written on the transaction's own connection: there inside it.
          expect(await jobsOf(tx, 'tx-job')).toHaveLength(1);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      expect(await jobsOf(db, 'tx-job')).toEqual([]);
      expect(await q.runDue()).toBe(0);

      await inTransaction(db, async (tx) => {
        await q.enqueue(tx, 'tx-job', { n: 2 });
        expect(ran).toEqual([]);
      });
      expect(await q.runDue()).toBe(1);
      expect(await q.runDue()).toBe(0);
      expect(ran).toEqual([{ n: 2 }]);
      // A job done is gone from the engine's tables.
      expect(await jobsOf(db, 'tx-job')).toEqual([]);
    });

    it('a job key keeps one pending job: enqueued again, and concurrently, it runs once with the last payload', async () => {
      const ran: unknown[] = [];
      const q = queue().register('keyed', async (p) => void ran.push(p));
      await Promise.all(
        [1, 2, 3, 4].map((n) => inTransaction(db, (tx) => q.enqueue(tx, 'keyed', { n }, { key: 'order:7' }))),
      );
      await q.enqueue(db, 'keyed', { other: true }, { key: 'order:8' });
      expect(await jobsOf(db, 'keyed')).toHaveLength(2);
      expect(await q.runDue()).toBe(2);
      expect(ran).toHaveLength(2);
      expect(ran).toContainEqual({ other: true });
      expect(await q.runDue()).toBe(0);
    });

    it('a started queue takes a committed job at once, without waiting for its poll', async () => {
      const ran: unknown[] = [];
      const q = queue().register('notified', async (p) => void ran.push(p));
      await q.start(3600);
      await inTransaction(db, (tx) => q.enqueue(tx, 'notified', { n: 3 }));
      await until(() => ran.length === 1, 3000);
      expect(ran).toEqual([{ n: 3 }]);
    });

    it('a recurring job runs once per period with three runners on the database, and once at its first start', async () => {
      const runs: Array<{ runner: number; ts: string | undefined }> = [];
      const attempted = new Map<number, number>();
      const startThree = () =>
        Promise.all(
          [1, 2, 3].map((runner) => {
            const q = queue().every('tick', 1, async (p) => {
              runs.push({ runner, ts: (p as { _cron?: { ts: string } })._cron?.ts });
            });
            q.events.on('cron:scheduled', ({ timestamp }) =>
              attempted.set(timestamp, (attempted.get(timestamp) ?? 0) + 1),
            );
            return q.start(0.2);
          }),
        );
      const waiting = async () => (await jobsOf(db, 'tick')).length;
      // A minute's edge ten minutes ago (a cron job is due at its minute, by the database's clock).
      const edge = Math.floor(Date.now() / MINUTE) * MINUTE - 10 * MINUTE;

      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: edge - 1000 });
      await startThree();
      await until(async () => attempted.get(edge) === 3 && runs.length === 2 && (await waiting()) === 0);
      // The first start's run, then the minute's: each by one runner, though all three scheduled it.
      expect(runs.map((r) => r.ts)).toEqual([undefined, new Date(edge).toISOString()]);

      // The three stop and start again just before the next minute (a rolling restart): the minute
      // already run is not run again, the next one runs once.
      await Promise.all(queues.splice(0).map((q) => q.stop()));
      const next = edge + MINUTE;
      vi.setSystemTime(next - 1000);
      await startThree();
      await until(async () => attempted.get(next) === 3 && runs.length === 3 && (await waiting()) === 0);
      expect(runs.map((r) => r.ts)).toEqual([
        undefined,
        new Date(edge).toISOString(),
        new Date(next).toISOString(),
      ]);
    });

    it('retries a failing job after growing waits, keeps it failed with its error, and runs it again when the operator retries it', async () => {
      let failing = true;
      let calls = 0;
      const q = queue().register('flaky', async () => {
        calls++;
        if (failing) throw new Error('server di posta non raggiungibile');
      });
      await q.enqueue(db, 'flaky', { to: 'mario@example.com' });
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(await q.runDue()).toBe(1);
        const [job] = await jobsOf(db, 'flaky');
        expect(job).toMatchObject({
          attempts: attempt,
          max_attempts: 5,
          last_error: 'server di posta non raggiungibile',
        });
        // exp(attempt) seconds: 2.7 s, 7.4 s, 20 s, 55 s before the next attempt.
        if (attempt < 5) {
          expect(job.wait).toBeGreaterThan(Math.exp(attempt) - 2);
          expect(job.wait).toBeLessThanOrEqual(Math.exp(attempt));
          expect(await q.runDue()).toBe(0); // not due yet
          // The wait skipped, as an operator's retry would.
          await sql`select graphile_worker.reschedule_jobs(array[${job.id}]::bigint[], run_at := now())`.execute(
            db.kysely,
          );
        }
      }
      expect(calls).toBe(5);
      const [job] = await jobsOf(db, 'flaky');
      await sql`select graphile_worker.reschedule_jobs(array[${job.id}]::bigint[], run_at := now())`.execute(
        db.kysely,
      );
      expect(await q.runDue()).toBe(0); // five attempts: kept, never run again by itself
      expect(await failedJobs(db)).toEqual([
        expect.objectContaining({
          id: job.id,
          task_identifier: 'flaky',
          attempts: 5,
          max_attempts: 5,
          last_error: 'server di posta non raggiungibile',
        }),
      ]);

      failing = false;
      await retryJob(db, job.id);
      expect(await q.runDue()).toBe(1);
      expect(calls).toBe(6);
      expect(await failedJobs(db)).toEqual([]);
      expect(await jobsOf(db, 'flaky')).toEqual([]);
    });

    it('stop waits for a running job; one outlasting the grace period is failed, to be retried', async () => {
      let started = 0;
      const done: number[] = [];
      const slow = async (p: unknown) => {
        const { ms } = p as { ms: number };
        await new Promise((resolve) => setTimeout(resolve, ms).unref());
        done.push(ms);
      };
      const q = queue({ stopGraceMs: 300 }).register('slow', slow);
      q.events.on('job:start', () => void started++);
      await q.start(3600);
      await q.enqueue(db, 'slow', { ms: 150 });
      await until(() => started === 1);
      await q.stop();
      expect(done).toEqual([150]);
      expect(await jobsOf(db, 'slow')).toEqual([]);

      const r = queue({ stopGraceMs: 300 }).register('slow', slow);
      r.events.on('job:start', () => void started++);
      await r.start(3600);
      await r.enqueue(db, 'slow', { ms: 60_000 });
      await until(() => started === 2);
      const stopping = Date.now();
      await r.stop();
      expect(Date.now() - stopping).toBeLessThan(3000);
      const [job] = await jobsOf(db, 'slow');
      expect(job).toMatchObject({
        attempts: 1,
        locked_at: null,
        last_error: 'stopped: the shutdown grace period ran out',
      });
    });

    it('at start, moves the jobs left in the old job table with their attempts left', async () => {
      const now = new Date().toISOString();
      const row = (kind: string, attempts: number) => ({
        kind,
        payload_json: JSON.stringify({ n: attempts }),
        run_at: now,
        attempts,
        created_at: now,
      });
      await db.kysely
        .insertInto('job')
        .values([row('legacy-mail', 2), row('legacy-tick', 0)])
        .execute();
      const ran: unknown[] = [];
      const attemptsLeft: number[] = [];
      const q = queue()
        .register('legacy-mail', async (p) => void ran.push(p))
        .every('legacy-tick', 60, async () => undefined);
      q.events.on('job:start', ({ job }) => void attemptsLeft.push(job.max_attempts));
      await q.start(3600);
      const moved = await db.kysely
        .selectFrom('job')
        .select(['kind', 'done_at', 'last_error'])
        .where('kind', 'like', 'legacy-%')
        .orderBy('kind')
        .execute();
      expect(moved).toEqual([
        { kind: 'legacy-mail', done_at: expect.any(String), last_error: 'moved to graphile_worker' },
        { kind: 'legacy-tick', done_at: expect.any(String), last_error: 'moved to graphile_worker' },
      ]);
      await until(() => ran.length === 1 && attemptsLeft.length === 2);
      expect(ran).toEqual([{ n: 2 }]);
      // Two of its five attempts were spent on the old engine; the recurring one ran as new.
      expect(attemptsLeft.sort()).toEqual([3, 5]);
    });

    it('the app on PostgreSQL runs its recurring jobs on graphile-worker: crontab entries, each run once at the first start', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        DEMO_DATA: 'false',
        JOBS_POLL_SECONDS: '1',
      });
      const app = await buildApp({ config, db, clock: fixedClock(TEST_NOW) });
      try {
        const jobs = app.jobs as GraphileJobQueue;
        expect(jobs).toBeInstanceOf(GraphileJobQueue);
        expect(jobs.crontab().sort()).toEqual([
          '* * * * * checkout-sweep',
          '* * * * * orders-capture-sweep',
          '0 * * * * demo-calendar',
          '0 * * * * purge-expired',
          '0 0 * * * national-holidays',
        ]);
        const succeeded = new Set<string>();
        const failed: unknown[] = [];
        jobs.events.on('job:success', ({ job }) => void succeeded.add(job.task_identifier));
        jobs.events.on('job:error', ({ job, error }) => void failed.push([job.task_identifier, error]));
        await app.ready();
        await until(() => succeeded.size === 5);
        expect(failed).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('turns periods into crontab entries and refuses one no entry can keep', () => {
      expect([1, 15, 60, 360, 24 * 60].map(cronPattern)).toEqual([
        '* * * * *',
        '*/15 * * * *',
        '0 * * * *',
        '0 */6 * * *',
        '0 0 * * *',
      ]);
      expect(() => cronPattern(7)).toThrow(/no crontab entry/);
      expect(() => queue().every('odd', 90, async () => undefined)).toThrow(/no crontab entry/);
    });
  },
);
