import type { Logger } from '../../lib/logger.js';
import type { Db } from '../../db/database.js';
import { whenCommitted, type DbOrTx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import {
  claimJob,
  dueJobs,
  finishJob,
  hasPendingJob,
  insertJob,
  retryJob,
  type JobRow,
} from './job.repository.js';

/**
 * Background work (docs/architecture/api.md "Jobs and mail"): what callers see. Two engines
 * implement it (decision 0108): `DbJobQueue` below on SQLite, `GraphileJobQueue` (graphile-worker)
 * on PostgreSQL; `createJobQueue` picks by the database's dialect.
 */
export interface JobQueue {
  /**
   * Runs `kind` with `payload` in the background, at `runAt` or as soon as possible. Written with
   * `handle`: enqueued inside a transaction, the job exists only if that transaction commits.
   * With a `key`, at most one job of that key is pending: enqueuing again replaces its payload and
   * time (graphile-worker's `job_key`; the table's unique index on SQLite).
   */
  enqueue(handle: DbOrTx, kind: string, payload?: unknown, options?: EnqueueOptions): Promise<void>;
}

export interface EnqueueOptions {
  /** When the job is due (default: at once). */
  runAt?: Date;
  /** One pending job per key (e.g. `cutoff:<orderId>`), against duplicates. */
  key?: string;
}

export type JobHandler = (payload: unknown) => Promise<unknown>;

/** What the app wires up: the handlers, the recurring jobs, and the queue's life with the server. */
export interface BackgroundJobs extends JobQueue {
  /** The handler of `kind`; registered before `start`. */
  register(kind: string, handler: JobHandler): this;
  /**
   * A job run once a period of `everyMinutes` by one instance of all those sharing the database,
   * never two of it pending at once; on PostgreSQL it also runs once as the queue starts.
   */
  every(kind: string, everyMinutes: number, handler: JobHandler): this;
  /** Runs every due job once, here and now; answers how many ran (tests, scripts). */
  runDue(): Promise<number>;
  /** Starts taking work; `pollSeconds` 0 leaves it off (the tests run `runDue` themselves). */
  start(pollSeconds: number): void | Promise<void>;
  /** Stops taking work and waits for the running jobs (a bounded time on PostgreSQL). */
  stop(): Promise<void>;
}

/** Job key and queue of a recurring job: one pending, one running, across every process. */
export const recurringKey = (kind: string) => `every:${kind}`;

/** Attempts of a job before it is kept as failed, on both engines. */
export const MAX_ATTEMPTS = 5;
const LOCK_MINUTES = 5;
const BATCH = 20;
const MINUTE = 60_000;

/**
 * SQLite's engine: the job table processed in-process. Every instance polls for due rows and
 * claims each with a conditional update, so a job runs on one instance at a time. A failure is
 * retried after attempts² minutes, five attempts in all; then the row is closed with its last error.
 */
export class DbJobQueue implements BackgroundJobs {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  register(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  /** A job that schedules its next run `everyMinutes` after each run ends. */
  every(kind: string, everyMinutes: number, handler: JobHandler): this {
    this.recurring.set(kind, everyMinutes);
    return this.register(kind, handler);
  }

  async enqueue(
    handle: DbOrTx,
    kind: string,
    payload: unknown = {},
    options: EnqueueOptions = {},
  ): Promise<void> {
    const now = this.clock.now();
    const runAt = (options.runAt ?? now).toISOString();
    await insertJob(handle, kind, payload, runAt, now.toISOString(), options.key ?? null);
    // Started queues run new work at once rather than at the next poll: once it is committed, so
    // the pass sees the row and never runs on the caller's open transaction.
    whenCommitted(handle, () => {
      if (this.timer) setImmediate(() => void this.runDue());
    });
  }

  /** Runs every due job once; answers how many ran. Concurrent calls share one pass. */
  runDue(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  start(pollSeconds: number): void {
    if (pollSeconds <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.runDue(), pollSeconds * 1000);
    this.timer.unref();
    setImmediate(() => void this.runDue());
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async pass(): Promise<number> {
    let ran = 0;
    try {
      await this.scheduleRecurring();
      const now = this.clock.now();
      for (const job of await dueJobs(this.db, now.toISOString(), BATCH)) {
        const lockedUntil = new Date(now.getTime() + LOCK_MINUTES * MINUTE).toISOString();
        if (!(await claimJob(this.db, job, now.toISOString(), lockedUntil))) continue;
        await this.run(job);
        ran++;
      }
    } catch (e) {
      // The database being unreachable must not take the process down: the next poll retries.
      this.log.error({ err: e }, 'job queue pass failed');
    }
    return ran;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const attempt = job.attempts + 1;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(JSON.parse(job.payload_json));
      await finishJob(this.db, job.job_id, this.clock.now().toISOString());
      this.log.debug({ job: job.kind, jobId: job.job_id, result }, 'job done');
      const every = this.recurring.get(job.kind);
      if (every)
        await this.enqueue(
          this.db,
          job.kind,
          {},
          {
            runAt: new Date(this.clock.now().getTime() + every * MINUTE),
            key: recurringKey(job.kind),
          },
        );
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.log.warn({ job: job.kind, jobId: job.job_id, attempt, err: e }, 'job failed');
      const now = this.clock.now();
      if (attempt >= MAX_ATTEMPTS) await finishJob(this.db, job.job_id, now.toISOString(), message);
      else
        await retryJob(
          this.db,
          job.job_id,
          new Date(now.getTime() + attempt * attempt * MINUTE).toISOString(),
          message,
        );
    }
  }

  /** Each recurring kind keeps one row waiting; two instances racing here only add a harmless twin. */
  private async scheduleRecurring(): Promise<void> {
    for (const kind of this.recurring.keys()) {
      if (!(await hasPendingJob(this.db, kind)))
        await this.enqueue(this.db, kind, {}, { key: recurringKey(kind) });
    }
  }
}
