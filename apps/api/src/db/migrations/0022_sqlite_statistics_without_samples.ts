import type { Kysely } from 'kysely';
import { dropStatisticSamples } from '../statistics.js';
import type { SpesaMigration } from './index.js';

/**
 * A SQLite database analysed before decision 0074 holds sqlite_stat4's samples, which make SQLite
 * compile most statements again on every run; new bulk loads no longer keep them
 * (db/statistics.ts). PostgreSQL has nothing to change.
 */
export const m0022SqliteStatisticsWithoutSamples: SpesaMigration = {
  name: '0022_sqlite_statistics_without_samples',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>, dialect) {
    if (dialect === 'sqlite') await dropStatisticSamples(db);
  },
};
