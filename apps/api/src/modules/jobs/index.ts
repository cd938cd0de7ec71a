export { DbJobQueue, type JobQueue, type JobHandler } from './job-queue.js';
export { purgeExpired, daysBefore, jobPurgeSteps, type PurgeCounts, type PurgeStep } from './purge.job.js';
