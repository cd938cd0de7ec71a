import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { GraphileJobQueue } from './graphile-job-queue.js';
import { DbJobQueue, type BackgroundJobs } from './job-queue.js';

/**
 * The job engine of the shop's database (decision 0108): graphile-worker on PostgreSQL, the job
 * table (`DbJobQueue`) on SQLite. Callers see `JobQueue` either way.
 */
export function createJobQueue(db: Db, databaseUrl: string, clock: Clock, log: Logger): BackgroundJobs {
  if (db.dialect === 'postgres') return new GraphileJobQueue(db, { connectionString: databaseUrl, log });
  return new DbJobQueue(db, clock, log);
}
