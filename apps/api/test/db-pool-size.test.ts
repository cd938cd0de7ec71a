import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.js';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)(
  'the PostgreSQL pool (DATABASE_POOL_SIZE; skipped on SQLite, which has one connection)',
  () => {
    const opened: Db[] = [];
    afterAll(() => Promise.all(opened.map((db) => db.close())));

    /** The server processes (connections) that answered six statements run at once. */
    async function connectionsUsed(poolSize: number): Promise<number> {
      const db = createDatabase(pgUrl!, { poolSize });
      opened.push(db);
      // Each statement holds its connection a moment, so that six at once need six unless the pool caps them.
      const statement = () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`
          .execute(db.kysely)
          .then((r) => r.rows[0]!.pid);
      const pids = await Promise.all(Array.from({ length: 6 }, statement));
      return new Set(pids).size;
    }

    it('opens no more connections than the size set', async () => {
      expect(await connectionsUsed(2)).toBeLessThanOrEqual(2);
      // The default lets the same six run side by side.
      expect(await connectionsUsed(10)).toBeGreaterThan(2);
    });
  },
);
