export { DbJobQueue, type JobQueue, type JobHandler } from './job-queue.js';
export { purgeExpired, RETENTION_DAYS, type PurgeCounts } from './purge.job.js';
