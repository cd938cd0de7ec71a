export {
  DbJobQueue,
  MAX_ATTEMPTS,
  recurringKey,
  type BackgroundJobs,
  type EnqueueOptions,
  type JobQueue,
  type JobHandler,
} from './job-queue.js';
export { GraphileJobQueue, cronPattern, type GraphileJobQueueOptions } from './graphile-job-queue.js';
export { createJobQueue } from './job-engine.js';
export { purgeExpired, daysBefore, jobPurgeSteps, type PurgeCounts, type PurgeStep } from './purge.job.js';
