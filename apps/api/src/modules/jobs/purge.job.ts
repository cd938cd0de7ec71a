import type { DbOrTx } from '../../db/transaction.js';
import { deleteFinishedJobs } from './job.repository.js';

/**
 * One module's clean-up of its own rows that have served their purpose (decision 0016). Each
 * module contributes its steps through its index.ts and keeps its own retention: this job only
 * runs them, it never deletes another module's rows (docs/architecture.md "Jobs and mail").
 */
export interface PurgeStep {
  name: string;
  /** Deletes what expired beyond the module's retention at `now`; answers how many rows went. */
  run(db: DbOrTx, now: Date): Promise<number>;
}

/** Rows deleted per step name. */
export type PurgeCounts = Record<string, number>;

const DAY = 86_400_000;

/** The UTC ISO instant `days` before `now`: the cut-off of a retention. */
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY).toISOString();

/** The job table's own step: finished jobs are kept a week. */
export const JOB_RETENTION_DAYS = 7;
export const jobPurgeSteps: PurgeStep[] = [
  { name: 'job', run: (db, now) => deleteFinishedJobs(db, daysBefore(now, JOB_RETENTION_DAYS)) },
];

/** Runs every step in order; answers how many rows each deleted. */
export async function purgeExpired(db: DbOrTx, now: Date, steps: readonly PurgeStep[]): Promise<PurgeCounts> {
  const counts: PurgeCounts = {};
  for (const step of steps) counts[step.name] = await step.run(db, now);
  return counts;
}
