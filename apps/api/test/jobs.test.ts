import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbJobQueue } from '../src/modules/jobs/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { DEMO, MINUTE, call, client, loginToken, mutableClock, session } from './helpers/accounts.js';

const DAY = 24 * 60 * MINUTE;
const silentLog = { debug() {}, info() {}, warn() {}, error() {} } as never;
/**
 * On PostgreSQL the app runs its jobs on graphile-worker (decision 0108), not on the job table
 * these tests read: there, jobs-postgres.test.ts covers the recurring jobs, retries and failures.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)('purge of expired rows (recurring job on the job table)', () => {
  const clock = mutableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    call<{ user: { userId: number } }>(t, 'GET', 'auth/test', { headers: session(token) });

  it('deletes sessions dead for over a week and old login attempts, keeps the live ones', async () => {
    const old = await loginToken(t, DEMO.mario, DEMO.password, '198.51.100.80');
    await call(t, 'POST', 'auth/login', {
      form: { login: DEMO.mario, password: 'sbagliata-1' },
      headers: client('198.51.100.81'),
    });
    clock.advance(9 * DAY);
    const fresh = await loginToken(t, DEMO.ristorante, DEMO.password, '198.51.100.82');
    const weekAgo = new Date(clock.now().getTime() - 7 * DAY).toISOString();
    const dayAgo = new Date(clock.now().getTime() - DAY).toISOString();
    const deadSessions = () =>
      t.db.kysely
        .selectFrom('session')
        .select('session_id')
        .where('absolute_expires_at', '<', weekAgo)
        .execute();
    const oldAttempts = () =>
      t.db.kysely.selectFrom('login_attempt').select('attempt_id').where('created_at', '<', dayAgo).execute();
    expect((await deadSessions()).length).toBeGreaterThan(0);
    expect((await oldAttempts()).length).toBeGreaterThan(0);

    // The purge, the demo's calendar, the national holidays, the checkout's sweeper and the
    // orders' capture sweep (the other recurring jobs).
    expect(await t.app.jobs.runDue()).toBe(5);

    expect(await deadSessions()).toEqual([]);
    expect(await oldAttempts()).toEqual([]);
    expect((await me(fresh)).body.data.user.userId).toBeGreaterThan(0);
    // The deleted one answers like any unknown token.
    expect((await me(old)).status).toBe(419);
    const purge = await t.db.kysely
      .selectFrom('job')
      .selectAll()
      .where('kind', '=', 'purge-expired')
      .orderBy('job_id')
      .execute();
    expect(purge[0].done_at).not.toBeNull();
    // The next run waits an hour, and only one is waiting.
    const waiting = purge.filter((j) => j.done_at === null);
    expect(waiting).toHaveLength(1);
    expect(Date.parse(waiting[0].run_at) - clock.now().getTime()).toBe(60 * MINUTE);
  });

  it('does nothing before the next run is due, and runs it when it is', async () => {
    expect(await t.app.jobs.runDue()).toBe(0);
    clock.advance(61 * MINUTE);
    // All but the national holidays, which run once a day.
    expect(await t.app.jobs.runDue()).toBe(4);
  });
});

describe('job queue', () => {
  const clock = mutableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('runs each job once when two instances poll at the same time', async () => {
    const ran: number[] = [];
    const make = () =>
      new DbJobQueue(t.db, clock, silentLog).register(
        'count',
        async (p) => void ran.push((p as { n: number }).n),
      );
    const a = make();
    const b = make();
    for (let n = 0; n < 12; n++) await a.enqueue(t.db, 'count', { n });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(ran.sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
  });

  it('a job key keeps one pending job: enqueued again, and concurrently, it runs once with the last payload', async () => {
    const ran: unknown[] = [];
    const q = new DbJobQueue(t.db, clock, silentLog).register('keyed', async (p) => void ran.push(p));
    const later = new Date(clock.now().getTime() + 10 * MINUTE);
    await q.enqueue(t.db, 'keyed', { n: 1 }, { key: 'order:7', runAt: later });
    await Promise.all(
      [2, 3, 4].map((n) => q.enqueue(t.db, 'keyed', { n }, { key: 'order:7', runAt: later })),
    );
    await q.enqueue(t.db, 'keyed', { other: true }, { key: 'order:8', runAt: later });
    expect(await q.runDue()).toBe(0); // the replaced time holds: not due yet
    clock.advance(10 * MINUTE);
    expect(await q.runDue()).toBe(2);
    expect(ran).toHaveLength(2);
    expect(ran).toContainEqual({ other: true });
    expect(ran.filter((p) => 'n' in (p as object))).toHaveLength(1);
    // Done, the key is free again: a new job of that key runs.
    await q.enqueue(t.db, 'keyed', { n: 5 }, { key: 'order:7' });
    expect(await q.runDue()).toBe(1);
    expect(ran.at(-1)).toEqual({ n: 5 });
  });

  it('retries a failing job after attempts² minutes and gives up after five attempts', async () => {
    let calls = 0;
    const q = new DbJobQueue(t.db, clock, silentLog).register('flaky', async () => {
      calls++;
      throw new Error('server di posta non raggiungibile');
    });
    await q.enqueue(t.db, 'flaky', {});
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await q.runDue()).toBe(1);
      expect(calls).toBe(attempt);
      expect(await q.runDue()).toBe(0); // not yet due again
      clock.advance(attempt * attempt * MINUTE);
    }
    expect(await q.runDue()).toBe(0);
    const row = await t.db.kysely
      .selectFrom('job')
      .selectAll()
      .where('kind', '=', 'flaky')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 5, last_error: 'server di posta non raggiungibile' });
    expect(row.done_at).not.toBeNull();
  });
});

describe('e-mail over SMTP through the job queue', () => {
  const received: Array<{ to: string; data: string }> = [];
  let server: SMTPServer;
  let port: number;
  let t: TestApp;
  const clock = mutableClock();

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, s, done) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push({ to: s.envelope.rcptTo.map((r) => r.address).join(','), data });
          done();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({ clock, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  const requestReset = () =>
    call(
      t,
      'GET',
      `registration/password_reset_token_request?e_mail=${DEMO.mario}&fiscal_code=RSSMRA80A01H501U`,
      {
        headers: client('198.51.100.90'),
      },
    );

  it('answers the request at once and delivers the mail when the job runs', async () => {
    const res = await requestReset();
    expect(res.body.response.status).toBe(0);
    expect(
      await t.db.kysely.selectFrom('mail_outbox').selectAll().where('to', '=', DEMO.mario).execute(),
    ).toEqual([]);
    await t.app.jobs.runDue();
    expect(received).toHaveLength(1);
    expect(received[0].to).toBe(DEMO.mario);
    expect(received[0].data).toContain('Subject: Reimposta la tua password Spesa');
  });

  it.skipIf(onPostgres)('keeps the mail and retries it when the mail server is down', async () => {
    await new Promise<void>((r) => server.close(() => r()));
    const res = await requestReset();
    expect(res.body.response.status).toBe(0);
    await t.app.jobs.runDue();
    const job = await t.db.kysely
      .selectFrom('job')
      .selectAll()
      .where('kind', '=', 'mail.send')
      .orderBy('job_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, done_at: null });
    expect(job.last_error).toBeTruthy();
    server = new SMTPServer({ ...server.options });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    clock.advance(MINUTE);
    await t.app.jobs.runDue();
    expect(received).toHaveLength(2);
  });
});
