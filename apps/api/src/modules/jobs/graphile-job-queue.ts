import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import type PgType from 'pg';
import type * as Graphile from 'graphile-worker';
import type { Db } from '../../db/database.js';
import { inTransaction, type DbOrTx } from '../../db/transaction.js';
import type { Logger } from '../../lib/logger.js';
import {
  MAX_ATTEMPTS,
  recurringKey,
  type BackgroundJobs,
  type EnqueueOptions,
  type JobHandler,
} from './job-queue.js';

/** The kind of the job table's marker row that says a recurring job's first run was added. */
const FIRST_RUN = 'first-run:';

// Loaded when a PostgreSQL shop first needs it: a SQLite shop never loads graphile-worker.
const require = createRequire(import.meta.url);
const graphile = () => require('graphile-worker') as typeof Graphile;

export interface GraphileJobQueueOptions {
  /** The shop's PostgreSQL database (DATABASE_URL): the engine keeps its own small pool on it. */
  connectionString: string;
  log: Logger;
  /** How long `stop` waits for running jobs before failing them for a retry elsewhere. */
  stopGraceMs?: number;
}

/** Jobs one process runs at once: a slow mail server does not hold back the sweeps. */
const CONCURRENCY = 2;
/** Its workers, the LISTEN connection and the cron's statements. */
const POOL_SIZE = CONCURRENCY + 2;
/**
 * Below the 10 s after which the primary kills a worker process that has not stopped (workers.ts
 * STOP_GRACE_MS): a job cut off is then failed by the engine, and retried, instead of staying
 * locked for the engine's 4 hours.
 */
const STOP_GRACE_MS = 5000;
const MINUTE = 60_000;
/** How long after its runner stopped on an error (the database gone) a process starts it again. */
const RESTART_MS = 10_000;
/**
 * Each job's outcome is written through the engine's batcher (0 ms: at once), whose writes a
 * shutdown waits for; without it a job's completion is not awaited, and one ended by the pool's
 * close would stay locked, to run again hours later.
 */
const PRESET = { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } };
/** What a job moved from the old job table says there (decision 0108). */
const MOVED = 'moved to graphile_worker';

/**
 * PostgreSQL's engine (decision 0108): graphile-worker. A job is a row written by the SQL function
 * `graphile_worker.add_job()` on the caller's own connection, so it commits or rolls back with the
 * caller's transaction; workers take new rows at once (LISTEN/NOTIFY) and poll for retries and
 * future runs; a failure is retried after exp(attempt) seconds, five attempts in all, then kept
 * with its `last_error` (docs/operating.md "Background jobs"). Recurring jobs are crontab entries:
 * each period is scheduled once across every process through the engine's known-crontab lock.
 */
export class GraphileJobQueue implements BackgroundJobs {
  private readonly tasks: Graphile.TaskList = {};
  private readonly recurring = new Map<string, number>();
  private pool: PgType.Pool | null = null;
  private installing: Promise<void> | null = null;
  private runner: Graphile.Runner | null = null;
  private workerPool: Graphile.WorkerPool | null = null;
  private stopping = false;
  private running: Promise<number> | null = null;
  private readonly log: Logger;
  /** The engine's events of this queue's runner (jobs, cron), for whoever watches: the tests do. */
  readonly events = new EventEmitter() as Graphile.WorkerEvents;

  constructor(
    private readonly db: Db,
    private readonly options: GraphileJobQueueOptions,
  ) {
    this.log = options.log;
    this.events.on('pool:create', ({ workerPool }) => (this.workerPool = workerPool));
  }

  register(kind: string, handler: JobHandler): this {
    if (this.runner) throw new Error(`job kind ${kind} registered after the queue started`);
    this.tasks[kind] = async (payload) => {
      const result = await handler(payload);
      this.log.debug({ job: kind, result }, 'job done');
    };
    return this;
  }

  every(kind: string, everyMinutes: number, handler: JobHandler): this {
    cronPattern(everyMinutes); // refuses a period no crontab entry can keep, at once
    this.recurring.set(kind, everyMinutes);
    return this.register(kind, handler);
  }

  async enqueue(
    handle: DbOrTx,
    kind: string,
    payload: unknown = {},
    options: EnqueueOptions = {},
  ): Promise<void> {
    await this.install();
    // A key in the default `replace` mode: the pending job of that key takes the new payload and
    // time; a running one gives its key up and a new job is added (graphile-worker's job_key).
    await sql`select graphile_worker.add_job(
      ${kind},
      ${JSON.stringify(payload ?? {})}::json,
      run_at := ${options.runAt ? options.runAt.toISOString() : null}::timestamptz,
      max_attempts := ${MAX_ATTEMPTS},
      job_key := ${options.key ?? null}::text
    )`.execute(handle.kysely);
  }

  /** The crontab the recurring jobs make (what the operator sees in docs/operating.md). */
  crontab(): string[] {
    return [...this.recurring].map(([kind, minutes]) => `${cronPattern(minutes)} ${kind}`);
  }

  async start(pollSeconds: number): Promise<void> {
    if (pollSeconds <= 0 || this.runner) return;
    const { run, parseCronItems } = graphile();
    await this.install();
    await this.moveTableJobs();
    await this.runNewRecurringOnce();
    this.runner = await run({
      pgPool: this.pgPool(),
      taskList: this.tasks,
      parsedCronItems: parseCronItems(
        [...this.recurring].map(([kind, minutes]) => ({
          task: kind,
          identifier: kind,
          match: cronPattern(minutes),
          options: {
            // A period missed while no process ran (a restart across it) runs once at the start.
            backfillPeriod: minutes * MINUTE,
            maxAttempts: MAX_ATTEMPTS,
            // One pending at a time (the table's hasPendingJob), run one at a time.
            jobKey: recurringKey(kind),
            queueName: recurringKey(kind),
          },
        })),
      ),
      concurrency: CONCURRENCY,
      pollInterval: pollSeconds * 1000,
      noHandleSignals: true, // server.ts stops the app, and the app stops the queue
      logger: this.logger(),
      events: this.events,
      preset: PRESET,
    });
    this.stopping = false;
    const runner = this.runner;
    runner.promise.catch((err: unknown) => {
      if (this.stopping || this.runner !== runner) return;
      this.log.error({ err }, 'job runner stopped on an error: starting it again');
      this.runner = null;
      this.restartLater(pollSeconds);
    });
  }

  /** The database being unreachable must not leave the process without jobs: it tries again. */
  private restartLater(pollSeconds: number): void {
    setTimeout(() => {
      if (this.stopping) return;
      this.start(pollSeconds).catch((err: unknown) => {
        this.log.error({ err }, 'job runner could not start again');
        this.restartLater(pollSeconds);
      });
    }, RESTART_MS).unref();
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    this.stopping = true;
    if (runner) {
      const grace = this.options.stopGraceMs ?? STOP_GRACE_MS;
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        runner.stop().then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), grace))),
      ]);
      clearTimeout(timer);
      // The engine fails the jobs still running, with this message as their error: another
      // process, or this one at its next start, retries them.
      if (!inTime) {
        this.log.warn({ graceMs: grace }, 'jobs still running at shutdown: failed, to be retried');
        await Promise.resolve(
          this.workerPool?.forcefulShutdown('stopped: the shutdown grace period ran out'),
        ).catch((err: unknown) => this.log.warn({ err }, 'job engine: forceful shutdown'));
      }
      this.workerPool = null;
    }
    await this.running;
    await this.pool?.end();
    this.pool = null;
    this.installing = null;
  }

  runDue(): Promise<number> {
    this.running ??= this.runOnce().finally(() => (this.running = null));
    return this.running;
  }

  private async runOnce(): Promise<number> {
    const events = new EventEmitter() as Graphile.WorkerEvents;
    let ran = 0;
    events.on('job:complete', () => void ran++);
    await graphile().runOnce({
      pgPool: this.pgPool(),
      taskList: this.tasks,
      noHandleSignals: true,
      logger: this.logger(),
      events,
      preset: PRESET,
    });
    return ran;
  }

  /** The engine's schema, installed or brought up to date once per process (the engine's migrations). */
  private install(): Promise<void> {
    this.installing ??= graphile()
      .runMigrations({ pgPool: this.pgPool(), logger: this.logger() })
      .catch((e: unknown) => {
        this.installing = null;
        throw e;
      });
    return this.installing;
  }

  /**
   * Jobs left waiting in the job table of the engine used before (a shop upgraded to this
   * engine, or an older process during a rolling upgrade) go over with their attempts left;
   * their rows are closed. Recurring ones are only closed: their crontab entries replace them.
   */
  private async moveTableJobs(): Promise<void> {
    const now = new Date().toISOString();
    const { rows } = await sql<{ id: unknown }>`
      with moved as (
        update job set done_at = ${now}, locked_until = null, last_error = ${MOVED}
        where done_at is null and (locked_until is null or locked_until < ${now})
        returning kind, payload_json, run_at, attempts, job_key
      )
      select (graphile_worker.add_job(
        kind,
        payload_json::json,
        run_at := run_at::timestamptz,
        max_attempts := greatest(${MAX_ATTEMPTS} - attempts, 1),
        job_key := job_key
      )).id
      from moved
      where not (kind = any(${[...this.recurring.keys()]}::text[]))`.execute(this.db.kysely);
    if (rows.length > 0)
      this.log.info({ jobs: rows.length }, 'jobs moved from the job table to graphile_worker');
  }

  /**
   * A recurring job the database has never seen runs once at once (the table engine's first run:
   * a new shop gets its holidays and sweeps without waiting for the crontab), then on its crontab.
   * Claimed in our own job table, under a transaction-scoped advisory lock, by a done marker row
   * `first-run:<kind>`: of several processes starting together only the first finds no marker,
   * and adds the run in the same transaction. (The engine's public `add_job` alone cannot say
   * "never seen": a job key no longer exists once its job ran.) The purge drops markers with the
   * other done rows, after which a start runs the job once more: each recurring job is idempotent.
   */
  private async runNewRecurringOnce(): Promise<void> {
    if (this.recurring.size === 0) return;
    const now = new Date().toISOString();
    await inTransaction(this.db, async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext('spesa:recurring-first-runs'))`.execute(tx.kysely);
      await sql`
        with claimed as (
          insert into job (kind, payload_json, run_at, attempts, done_at, last_error, created_at)
          select ${FIRST_RUN} || k, '{}', ${now}, 0, ${now}, 'first run added', ${now}
          from unnest(${[...this.recurring.keys()]}::text[]) as k
          where not exists (select 1 from job where kind = ${FIRST_RUN} || k)
          returning substr(kind, ${FIRST_RUN.length + 1}) as identifier
        )
        select graphile_worker.add_job(
          identifier,
          '{}'::json,
          queue_name := 'every:' || identifier,
          max_attempts := ${MAX_ATTEMPTS},
          job_key := 'every:' || identifier
        )
        from claimed`.execute(tx.kysely);
    });
  }

  private pgPool(): PgType.Pool {
    if (this.pool) return this.pool;
    const pg = require('pg') as typeof PgType;
    const pool = new pg.Pool({ connectionString: this.options.connectionString, max: POOL_SIZE });
    // As the app's own pool (db/database.ts): a connection closed by the server must not crash the
    // process; the engine reconnects.
    pool.on('error', (err) => this.log.warn({ err }, 'job engine: idle connection closed'));
    pool.on('connect', (client) => void client.on('error', () => undefined));
    this.pool = pool;
    return pool;
  }

  /** The engine's log lines on the app's logger: successes at debug, a retry's failure at warn. */
  private logger(): Graphile.Logger {
    const { Logger } = graphile();
    return new Logger((scope) => (level, message, meta) => {
      const job = meta?.job as Graphile.Job | undefined;
      const fields = {
        ...scope,
        ...(job ? { job: job.task_identifier, jobId: job.id, attempt: job.attempts } : {}),
        ...(meta?.error ? { err: meta.error } : {}),
      };
      const level_ = String(level);
      if (level_ === 'error') {
        const retried = meta?.failure && job && job.attempts < job.max_attempts;
        if (retried) this.log.warn(fields, message);
        else this.log.error(fields, message);
      } else if (level_ === 'warning') this.log.warn(fields, message);
      else if (level_ === 'info' && !meta?.success) this.log.info(fields, message);
      else this.log.debug(fields, message);
    });
  }
}

/**
 * The crontab pattern (UTC) of a period: a divisor of an hour runs on those minutes
 * (`*\/15 * * * *`), a divisor of a day at those hours on the hour (`0 *\/6 * * *`), a day at
 * midnight UTC. Any other period has no exact crontab entry and is refused.
 */
export function cronPattern(everyMinutes: number): string {
  if (Number.isInteger(everyMinutes) && everyMinutes >= 1 && everyMinutes < 60 && 60 % everyMinutes === 0)
    return everyMinutes === 1 ? '* * * * *' : `*/${everyMinutes} * * * *`;
  const hours = everyMinutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && 24 % hours === 0)
    return hours === 1 ? '0 * * * *' : hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
  throw new Error(`every ${everyMinutes} minutes: not a divisor of an hour or of a day, so no crontab entry`);
}
